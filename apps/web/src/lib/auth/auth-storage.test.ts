import { describe, expect, it } from 'vitest';
import { clearSession, PLACEHOLDER_USER, readStoredSession, storeSession } from './auth-storage';

describe('readStoredSession: the session kept from an earlier visit', () => {
  it('gives no user without a token', () => {
    window.localStorage.setItem('currentUser', JSON.stringify({ id: '1', name: 'Asha', role: 'USER' }));
    expect(readStoredSession()).toBeNull();
  });

  it('uses the stored user when a token exists', () => {
    storeSession('t1', { id: '1', name: 'Asha', role: 'ADMIN' });
    expect(readStoredSession()).toEqual({ id: '1', name: 'Asha', role: 'ADMIN' });
    expect(window.localStorage.getItem('authToken')).toBe('t1');
  });

  it('gives the placeholder user when the token has no stored user', () => {
    window.localStorage.setItem('authToken', 't1');
    expect(readStoredSession()).toEqual(PLACEHOLDER_USER);
    expect(PLACEHOLDER_USER).toMatchObject({ id: 'temp', name: 'Loading...', role: 'USER' });
  });

  it('reads the token from the cookie named token', () => {
    document.cookie = 'token=from-cookie; path=/';
    expect(readStoredSession()).toEqual(PLACEHOLDER_USER);
  });

  it.each(['{not json', '"a string"', '{"name":"x"}', 'null'])('removes corrupt stored user data (%s)', (raw) => {
    window.localStorage.setItem('authToken', 't1');
    window.localStorage.setItem('currentUser', raw);
    expect(readStoredSession()).toEqual(PLACEHOLDER_USER);
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });

  it('clearSession removes token, user and cookie', () => {
    storeSession('t1', { id: '1', name: 'Asha', role: 'USER' });
    document.cookie = 'token=abc; path=/';
    clearSession();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(document.cookie).not.toContain('token=abc');
    expect(readStoredSession()).toBeNull();
  });
});
