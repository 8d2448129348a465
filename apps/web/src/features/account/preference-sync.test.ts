import type { PublicUser } from '@jal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFontSize, setFontSize } from '@/lib/settings/font-size';
import { isLowDataMode, setLowDataMode } from '@/lib/settings/low-data';
import { selectLanguage } from '@/lib/translations/translations-store';
import { i18n } from '@/lib/i18n';
import { PENDING_PREFERENCES_KEY, startPreferenceSync, type SavePreferences } from './preference-sync';

const saved = (change: object) => ({ preferences: change }) as unknown as PublicUser;

let stop: () => void = () => {};
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  setFontSize(16);
  setLowDataMode(false);
});
afterEach(() => stop());

describe('preference sync', () => {
  it("applies the account's chosen preferences on sign-in and leaves the unchosen ones as they are", async () => {
    const save = vi.fn<SavePreferences>((change) => Promise.resolve(saved(change)));
    stop = startPreferenceSync('u1', { language: 'hi', fontSize: 20, lowData: null }, save);
    await vi.waitFor(() => expect(i18n.language).toBe('hi'));
    expect(getFontSize()).toBe(20);
    expect(isLowDataMode()).toBe(false);
    // Applying what the account holds is not a change to save.
    expect(save).not.toHaveBeenCalled();
  });

  it('saves each change made on this device, and one that failed with the next change', async () => {
    const save = vi
      .fn<SavePreferences>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation((change) => Promise.resolve(saved(change)));
    stop = startPreferenceSync('u1', { language: null, fontSize: null, lowData: null }, save);

    setFontSize(18);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenLastCalledWith({ fontSize: 18 });
    // Offline: kept on the phone for the next try.
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_PREFERENCES_KEY)).toContain('"fontSize":18'));

    selectLanguage('hi');
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ fontSize: 18, language: 'hi' });
    await vi.waitFor(() => expect(localStorage.getItem(PENDING_PREFERENCES_KEY)).toBeNull());

    setLowDataMode(true);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    expect(save).toHaveBeenLastCalledWith({ lowData: true });
  });

  it('stops saving when the person signs out', async () => {
    const save = vi.fn<SavePreferences>((change) => Promise.resolve(saved(change)));
    startPreferenceSync('u1', { language: null, fontSize: null, lowData: null }, save)();
    setFontSize(22);
    await Promise.resolve();
    expect(save).not.toHaveBeenCalled();
  });
});
