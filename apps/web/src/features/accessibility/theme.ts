import { changeListeners } from '@/lib/change-listeners';
import { storage } from '@/lib/storage';

/** localStorage key of an explicit theme choice; without one the system setting is followed. */
export const THEME_STORAGE_KEY = 'theme';

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

function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function apply() {
  theme = resolveTheme(parseThemeChoice(storage.get(THEME_STORAGE_KEY)), systemPrefersDark());
  // index.html applies the same rule before the first paint; this keeps it current afterwards.
  document.documentElement.dataset.theme = theme;
  listeners.notify();
}

/** Applies the theme and follows later changes of the system setting (while no choice is stored). */
export function initTheme() {
  apply();
  if (typeof window.matchMedia === 'function') window.matchMedia(DARK_QUERY).addEventListener('change', apply);
}

export function setTheme(next: Theme) {
  storage.set(THEME_STORAGE_KEY, next);
  apply();
}

export function getTheme() {
  return theme;
}

export function useTheme(): Theme {
  return listeners.useValue();
}
