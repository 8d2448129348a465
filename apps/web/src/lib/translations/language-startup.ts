import { DEFAULT_LANGUAGE } from '@jal/contracts/core';

/**
 * When the current language is unset or English, the stored one is
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

export { translationPageFor } from '@jal/contracts/core';
