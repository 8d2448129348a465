import { CHOICE_KEYS } from '@jal/contracts/core';
import { changeListeners } from '@/lib/change-listeners';
import { readChoice, rememberChoice } from '@/lib/storage';

/** localStorage key (and cookie name) of an explicit theme choice; without one the system setting is followed. */
export const THEME_STORAGE_KEY = CHOICE_KEYS.theme;

export type Theme = 'light' | 'dark';

/** Only 'light' and 'dark' count as a choice; anything else means "follow the system". */
export function parseThemeChoice(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Dark mode is off unless chosen; before any choice we follow the system's `prefers-color-scheme`. */
export function resolveTheme(choice: Theme | null, systemPrefersDark: boolean): Theme {
  return choice ?? (systemPrefersDark ? 'dark' : 'light');
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
let theme: Theme = 'light';
const listeners = changeListeners(() => getTheme());

const canAskSystem = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function systemPrefersDark() {
  return canAskSystem() && window.matchMedia(DARK_QUERY).matches;
}

function apply(stored: string | null = readChoice(THEME_STORAGE_KEY)) {
  theme = resolveTheme(parseThemeChoice(stored), systemPrefersDark());
  // index.html applies the same rule before the first paint; this keeps it current afterwards.
  // Only a change is written: the root's attribute set again, even to the same value, has the
  // browser restyle every element of the page.
  if (typeof document !== 'undefined' && document.documentElement.dataset.theme !== theme) document.documentElement.dataset.theme = theme;
  listeners.notify();
}

/**
 * Applies the theme and follows later changes of the system setting (while no choice is stored).
 * The server passes the cookie's choice; without one it renders light, and the page's own first
 * script turns it dark before the first paint where the system asks for that.
 */
export function initTheme(stored?: string | null) {
  apply(stored);
  if (canAskSystem()) window.matchMedia(DARK_QUERY).addEventListener('change', () => apply());
}

export function setTheme(next: Theme) {
  rememberChoice(THEME_STORAGE_KEY, next);
  apply();
}

export function getTheme() {
  return theme;
}

/**
 * The theme as the server rendered the page: the chosen one, else light (the server cannot know
 * the system's setting; the page's first script applies it to the colours before the first paint).
 */
export function themeAsServerRendered(): Theme {
  if (typeof document === 'undefined') return theme;
  return resolveTheme(parseThemeChoice(readChoice(THEME_STORAGE_KEY)), false);
}

/** Calls `listener` after each change of the theme; returns the function that stops it. */
export function subscribeTheme(listener: () => void): () => void {
  return listeners.subscribe(listener);
}
