import { accessibilityStrings } from '@jal/ui-strings/accessibility';
import { lowDataStrings } from '@jal/ui-strings/low-data';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { AccessibilityBar } from './accessibility-bar';
import { initLowDataMode, isLowDataMode } from '@/lib/settings/low-data';

beforeAll(() => loadSeedStrings(accessibilityStrings, lowDataStrings));
afterEach(async () => {
  window.localStorage.clear();
  document.head.querySelector('meta[name="save-data"]')?.remove();
  initLowDataMode();
  await i18n.changeLanguage('en');
});

describe('the low-data toggle of the accessibility bar', () => {
  it('is a pressed button when the server marked the page, and the press is kept as the choice', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="save-data" content="on">');
    initLowDataMode();
    const { user } = renderWithProviders(<AccessibilityBar />);
    const toggle = screen.getByRole('button', { name: 'Low-data mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(isLowDataMode()).toBe(false);
    expect(window.localStorage.getItem('lowData')).toBe('off');
  });

  it('is named in Hindi on a Hindi page', async () => {
    initLowDataMode();
    renderWithProviders(<AccessibilityBar />, { language: 'hi' });
    expect(await screen.findByRole('button', { name: 'कम डेटा मोड' })).toHaveAttribute('aria-pressed', 'false');
  });
});
