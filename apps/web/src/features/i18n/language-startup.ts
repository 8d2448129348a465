import { DEFAULT_LANGUAGE } from '@jal/contracts/core';

/**
 * Spec §4 Translation loading: when the current language is unset or English, the stored one is
 * used if the server offers it; otherwise the server's default. Any other current language stays.
 */
export function chooseStartupLanguage(
  current: string | null | undefined,
  stored: string | null | undefined,
  available: readonly string[],
  serverDefault: string | null | undefined,
): string {
  if (current && current !== 'en') return current;
  if (stored && available.includes(stored)) return stored;
  return serverDefault || DEFAULT_LANGUAGE;
}

/** The translation page a path loads; dashboard and admin paths load the general set (spec §2). */
export function translationPageFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  const [first, second, third] = path.split('/').filter(Boolean);
  if (first === 'dashboard' || first === 'admin') return 'general';
  if (first === 'courses' && second && third === 'lms') return 'learn';
  if (first === 'courses' && second) return 'course';
  if (first === 'learn') return 'learn';
  if (first && /^[a-z0-9-]{1,40}$/.test(first)) return first;
  return 'general';
}
