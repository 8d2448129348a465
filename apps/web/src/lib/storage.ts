import { CHOICE_KEYS, type ChoiceKey } from '@jal/contracts/core';

/** localStorage and cookie access that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the session still works until the tab closes.
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  },
};

/**
 * `document.cookie`, read once per run of the app's code: each read is a synchronous request to
 * the browser's network process, and the app's start reads a cookie for each choice a first visit
 * has not yet stored (language, theme, text size, low data), several times over. The copy is
 * dropped as soon as the running code is done (a microtask: a timer could fire after a response
 * that set a cookie had already been handled with the old copy) and at every write made here.
 */
let cookiesThisRun: string | null = null;
function cookies(): string {
  if (cookiesThisRun === null) {
    cookiesThisRun = document.cookie;
    queueMicrotask(forgetCookies);
  }
  return cookiesThisRun;
}
function forgetCookies() {
  cookiesThisRun = null;
}

function writeCookie(cookie: string) {
  document.cookie = cookie;
  forgetCookies();
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of cookies().split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length)) || null;
  }
  return null;
}

export function removeCookie(name: string) {
  writeCookie(`${name}=; Max-Age=0; path=/; SameSite=Lax`);
}

/** A year: a choice lasts until it is changed. */
const CHOICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function writeChoiceCookie(key: ChoiceKey, value: string) {
  writeCookie(`${key}=${encodeURIComponent(value)}; Max-Age=${CHOICE_COOKIE_SECONDS}; path=/; SameSite=Lax`);
}

/**
 * Keeps a display choice (language, text size, theme, low-data mode) in local storage and in a
 * cookie of the same name: the server reads the cookie to render the next page's first paint with
 * it, without a flash of the wrong language, size or theme.
 */
export function rememberChoice(key: ChoiceKey, value: string) {
  storage.set(key, value);
  writeChoiceCookie(key, value);
}

/**
 * A display choice: from local storage, else from its cookie (a page the server rendered in a
 * choice made elsewhere, or storage that is disabled), so the browser's first render matches the
 * server's HTML.
 */
export function readChoice(key: ChoiceKey): string | null {
  const stored = storage.get(key);
  if (stored !== null || typeof document === 'undefined') return stored;
  return readCookie(key);
}

/** Copies choices made before the cookies existed into them, so the server learns of them too. */
export function copyChoicesToCookies() {
  for (const key of Object.values(CHOICE_KEYS)) {
    const value = storage.get(key);
    if (value !== null && readCookie(key) !== value) writeChoiceCookie(key, value);
  }
}
