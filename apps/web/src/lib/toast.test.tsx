import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { notify, ToasterHost } from './toast';

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
});
