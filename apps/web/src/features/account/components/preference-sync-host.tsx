import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import type { UserPreferences } from '@jal/contracts';
import { startPreferenceSync } from '../preference-sync';

/** While someone is signed in, this device follows their account's preferences and saves changes to it. */
export function PreferenceSyncHost() {
  const { user } = useAuth();
  const id = user && user.id !== 'temp' ? user.id : null;
  const preferences = user?.preferences;
  // By value: the server's copy of the same user (after start-up) is applied again only when it differs.
  const chosen = JSON.stringify(preferences ?? null);
  useEffect(() => {
    if (!id) return;
    return startPreferenceSync(id, (JSON.parse(chosen) as UserPreferences | null) ?? { language: null, fontSize: null, lowData: null });
  }, [id, chosen]);
  return null;
}
