import { BUNDLED_LANGUAGES } from '@jal/contracts/core';
import type { ProfileUpdateBody, PublicUser, UserPreferences } from '@jal/contracts';
import { getFontSize, setFontSize, subscribeFontSize } from '@/lib/settings/font-size';
import { isLowDataMode, setLowDataMode, subscribeLowDataMode } from '@/lib/settings/low-data';
import { storeUser } from '@/lib/auth/auth-storage';
import { selectLanguage } from '@/lib/translations/translations-store';
import { i18n } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { updateProfile } from './api/account-requests';

/** A change of some of the preferences, as PATCH /v1/user/me takes it. */
export type PreferencesChange = NonNullable<ProfileUpdateBody['preferences']>;
type Language = (typeof BUNDLED_LANGUAGES)[number];
export type SavePreferences = (change: PreferencesChange) => Promise<PublicUser>;

/** localStorage key of the changes not yet saved to the account (offline, or a failed request), with whose they are. */
export const PENDING_PREFERENCES_KEY = 'pendingPreferences';

const NONE: UserPreferences = { language: null, fontSize: null, lowData: null };

let userId: string | null = null;
/** The account's preferences as far as this device knows: what it applied or saved. */
let known: UserPreferences = NONE;
let save: SavePreferences = (change) => updateProfile({ preferences: change });
let sending: Promise<void> = Promise.resolve();

function readPending(): PreferencesChange {
  try {
    const stored = JSON.parse(storage.get(PENDING_PREFERENCES_KEY) ?? 'null') as { userId?: string; change?: PreferencesChange } | null;
    return stored && stored.userId === userId && stored.change ? stored.change : {};
  } catch {
    return {};
  }
}

function writePending(change: PreferencesChange) {
  if (Object.keys(change).length === 0) storage.remove(PENDING_PREFERENCES_KEY);
  else storage.set(PENDING_PREFERENCES_KEY, JSON.stringify({ userId, change }));
}

/** Sends what waits, one request at a time; a failure keeps it for the next change (or the next start). */
function flush(): Promise<void> {
  const run = sending.then(async () => {
    const change = readPending();
    if (Object.keys(change).length === 0 || !userId) return;
    const owner = userId;
    writePending({});
    try {
      const user = await save(change);
      // The stored user carries the preferences the next start applies; a person who signed
      // out meanwhile is not stored again.
      if (userId === owner) storeUser(user);
    } catch (error) {
      if (userId === owner) writePending({ ...change, ...readPending() });
      throw error;
    }
  });
  sending = run.catch(() => undefined);
  return run;
}

/** Applies each chosen preference to this device (a null one leaves the device's own setting). */
function apply(preferences: UserPreferences) {
  // Known first: the change listeners then see the account's own values and save nothing.
  known = { ...known, ...preferences };
  if (preferences.language && preferences.language !== i18n.language) selectLanguage(preferences.language);
  if (preferences.fontSize !== null && preferences.fontSize !== getFontSize()) setFontSize(preferences.fontSize);
  if (preferences.lowData !== null && preferences.lowData !== isLowDataMode()) setLowDataMode(preferences.lowData);
}

/** A preference changed on this device: unless it is the account's already, it waits to be saved. */
function recordChange(change: PreferencesChange) {
  const differs = Object.entries(change).some(([key, value]) => known[key as keyof UserPreferences] !== value);
  if (!differs) return;
  known = { ...known, ...change };
  writePending({ ...readPending(), ...change });
  // Fire and forget: the page never waits for the account, and offline is fine.
  flush().catch(() => undefined);
}

const onLanguage = (language: string) => {
  if ((BUNDLED_LANGUAGES as readonly string[]).includes(language)) recordChange({ language: language as Language });
};
const onFontSize = () => recordChange({ fontSize: getFontSize() });
const onLowData = () => recordChange({ lowData: isLowDataMode() });

/**
 * Makes this device follow the signed-in person's account: applies the account's `preferences`
 * (with any change of theirs this device has not saved yet on top), then saves each change of
 * language, text size or low-data mode made here. Returns the function that stops following.
 */
export function startPreferenceSync(owner: string, preferences: UserPreferences, saveChange?: SavePreferences): () => void {
  userId = owner;
  if (saveChange) save = saveChange;
  known = { ...NONE };
  const unsaved = readPending();
  apply({ ...NONE, ...nonNull(preferences), ...unsaved });
  i18n.on('languageChanged', onLanguage);
  const stopFontSize = subscribeFontSize(onFontSize);
  const stopLowData = subscribeLowDataMode(onLowData);
  if (Object.keys(unsaved).length > 0) flush().catch(() => undefined);
  return () => {
    i18n.off('languageChanged', onLanguage);
    stopFontSize();
    stopLowData();
    userId = null;
  };
}

const nonNull = (preferences: UserPreferences): Partial<UserPreferences> =>
  Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== null && value !== undefined));

/**
 * The profile's choice: applied on this device at once and saved to the account. Resolves once
 * saved; on a failure the choice stays applied and waits for the next change, and the caller says so.
 */
export async function choosePreferences(owner: string, chosen: { language: Language; fontSize: number; lowData: boolean }): Promise<void> {
  // The profile may open before the header started following the account.
  userId ??= owner;
  apply(chosen);
  writePending({ ...readPending(), ...chosen });
  await flush();
}

let followers = 0;
let followed = '';
let stopFollowing: (() => void) | null = null;

/**
 * `startPreferenceSync` for each place that shows the signed-in person (the header on a wide
 * screen and in the phone menu): the first starts it, the last to leave stops it, and a change of
 * the account's preferences (the server's copy arriving) applies them again.
 */
export function followAccount(owner: string, preferences: UserPreferences): () => void {
  const key = `${owner} ${JSON.stringify(preferences)}`;
  if (key !== followed) {
    stopFollowing?.();
    stopFollowing = startPreferenceSync(owner, preferences);
    followed = key;
  }
  followers += 1;
  return () => {
    followers -= 1;
    if (followers > 0) return;
    stopFollowing?.();
    stopFollowing = null;
    followed = '';
  };
}
