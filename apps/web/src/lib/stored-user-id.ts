import { STORAGE_KEYS } from '@jal/contracts/core';
import { storage } from './storage';

/** The id of the user signed in on this browser, as the session stored it; null when none. */
export function storedUserId(): string | null {
  try {
    const user = JSON.parse(storage.get(STORAGE_KEYS.currentUser) ?? 'null') as { id?: unknown } | null;
    return typeof user?.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}
