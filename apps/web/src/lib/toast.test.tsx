import { toasterStrings } from '@jal/ui-strings/toaster';
import { act, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { notify, ToasterHost } from './toast';

beforeAll(() => loadSeedStrings(toasterStrings));
afterEach(() => vi.useRealTimers());

describe('ToasterHost', () => {
  it('loads the toaster a few seconds after the page, unless told to wait for the first toast (low-data mode)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = renderWithProviders(<ToasterHost loadEarly={false} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    vi.useRealTimers();
    // Time for the toaster's code to arrive, had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<ToasterHost />);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('region')).toBeInTheDocument();
  });

  it('mounts the toaster on the first notification and shows it', async () => {
    renderWithProviders(<ToasterHost />);
    expect(screen.queryByRole('region')).toBeNull();
    await notify.success('Saved for later');
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
  });

  it('names its region and close buttons in the page language, and keeps toasts clear of the header and menu', async () => {
    // The app's stylesheet, as the browser applies it over sonner's own.
    const style = document.createElement('style');
    style.textContent = readFileSync(join(__dirname, '../index.css'), 'utf8');
    document.head.append(style);
    try {
      renderWithProviders(<ToasterHost />, { language: 'hi' });
      await notify.error('सहेजा नहीं जा सका');
      const region = await screen.findByRole('region', { name: 'सूचनाएँ (Alt+T)' });
      // The header and its menu are at the top of the screen: the toasts come up from the bottom.
      const toaster = region.querySelector('[data-sonner-toaster]') as HTMLElement;
      expect(toaster).toHaveAttribute('data-y-position', 'bottom');
      // and pass under the sticky header (z-index 40), so a phone's open menu is never covered.
      expect(Number(getComputedStyle(toaster).zIndex)).toBeLessThan(40);
      const toast = (await within(region).findByText('सहेजा नहीं जा सका')).closest('[data-sonner-toast]');
      const close = within(toast as HTMLElement).getByRole('button', { name: 'सूचना बंद करें' });
      // Inside the toast's corner, not shifted half out of it.
      expect(getComputedStyle(close).transform).toBe('none');
      expect(getComputedStyle(close).top).toBe('0.5rem');
      expect(getComputedStyle(close).right).toBe('0.5rem');
    } finally {
      style.remove();
      await i18n.changeLanguage('en');
    }
  });
});
