import type { Language } from '@jal/contracts';

export type LanguageName = { code: string; name: string };

/** The browser's own name of a language in that language, or undefined when it knows none. */
function ownName(code: string): string | undefined {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code);
  } catch {
    return undefined;
  }
}

/**
 * Each language by its own name (e.g. 'हिन्दी'), as the server lists it, else as the browser knows
 * it. The browser is asked only for a language the server does not list: making its names costs a
 * slow phone tens of milliseconds per language.
 */
export function languageNames(codes: string[], available: Pick<Language, 'code' | 'nativeName'>[]): LanguageName[] {
  return codes.map((code) => {
    const listed = available.find((language) => language.code === code)?.nativeName;
    return { code, name: listed || ownName(code) || code };
  });
}

/**
 * The parts of 'English, हिन्दी', each name with its language code. Both interface languages
 * write such a list (a unit list, no "and") with commas; `Intl.ListFormat` would say the same, but
 * making its first one costs a slow phone about 50 ms.
 */
export function listParts(names: LanguageName[]): { text: string; code?: string }[] {
  return names.flatMap((language, index) => [...(index > 0 ? [{ text: ', ' }] : []), { text: language.name, code: language.code }]);
}
