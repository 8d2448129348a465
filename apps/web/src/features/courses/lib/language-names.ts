import type { Language } from '@jal/contracts';

export type LanguageName = { code: string; name: string };

/** Each language by its own name (e.g. 'हिन्दी'), as the server lists it, else as the browser knows it. */
export function languageNames(codes: string[], available: Pick<Language, 'code' | 'nativeName'>[]): LanguageName[] {
  return codes.map((code) => {
    const listed = available.find((language) => language.code === code)?.nativeName;
    let own: string | undefined;
    try {
      own = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    } catch {
      own = undefined;
    }
    return { code, name: listed || own || code };
  });
}

/** The parts of 'English, हिन्दी' in the UI language's list style, each name with its language code. */
export function listParts(names: LanguageName[], uiLanguage: string): { text: string; code?: string }[] {
  const format = new Intl.ListFormat(uiLanguage, { type: 'unit', style: 'short' });
  let index = 0;
  return format.formatToParts(names.map((language) => language.name)).map((part) => {
    if (part.type !== 'element') return { text: part.value };
    const language = names[index++];
    return { text: part.value, code: language?.code };
  });
}
