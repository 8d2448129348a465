import type { UserPreferences } from '@jal/contracts';
import { useEffect } from 'react';
import { followAccount } from '../preference-sync';

const NONE: UserPreferences = { language: null, fontSize: null, lowData: null };

/** While it is shown, this device follows the signed-in person's preferences and saves changes to them. */
export function PreferenceSyncHost({ userId, preferences }: { userId: string; preferences: UserPreferences | undefined }) {
  // By value: the server's copy of the same user (after start-up) is applied again only when it differs.
  const chosen = JSON.stringify(preferences ?? NONE);
  useEffect(() => {
    if (userId === 'temp') return;
    return followAccount(userId, JSON.parse(chosen) as UserPreferences);
  }, [userId, chosen]);
  return null;
}
