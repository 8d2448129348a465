import { STORAGE_KEYS } from '@jal/contracts/core';
import type { PublicUser } from '@jal/contracts';
import { readCookie, removeCookie, storage } from '@/lib/storage';

/** A user as the web app keeps it; the API sends more, the UI needs at least these. */
export type AuthUser = Pick<PublicUser, 'name' | 'role'> &
  Partial<Omit<PublicUser, 'name' | 'role'>> & { _id?: string; id: string; nameVariants?: PublicUser['nameVariants'] };

/** Shown while a token exists but no readable user was stored, until the server says who it is. */
export const PLACEHOLDER_USER: AuthUser = { id: 'temp', _id: 'temp', name: 'Loading...', role: 'USER' };

export function readToken(): string | null {
  return storage.get(STORAGE_KEYS.authToken) ?? readCookie(STORAGE_KEYS.cookieToken);
}

function isUserRecord(value: unknown): value is AuthUser {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.role === 'string' && (typeof record.name === 'string' || (typeof record.name === 'object' && record.name !== null));
}

/**
 * The start-up rule: no token → no user; token and a stored user → that user; token
 * but nothing readable → the placeholder. Corrupt stored data is removed.
 */
export function readStoredSession(): AuthUser | null {
  const token = readToken();
  if (!token) return null;
  const raw = storage.get(STORAGE_KEYS.currentUser);
  if (!raw) return PLACEHOLDER_USER;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isUserRecord(parsed)) return parsed;
  } catch {
    // fall through: corrupt JSON
  }
  storage.remove(STORAGE_KEYS.currentUser);
  return PLACEHOLDER_USER;
}

export function storeSession(token: string, user: AuthUser) {
  storage.set(STORAGE_KEYS.authToken, token);
  storage.set(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

export function storeUser(user: AuthUser) {
  storage.set(STORAGE_KEYS.currentUser, JSON.stringify(user));
}

export function clearSession() {
  storage.remove(STORAGE_KEYS.authToken);
  storage.remove(STORAGE_KEYS.currentUser);
  removeCookie(STORAGE_KEYS.cookieToken);
}
