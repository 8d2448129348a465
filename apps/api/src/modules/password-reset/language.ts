/** The languages account email is written in. */
export type MailLanguage = 'en' | 'hi';

const primary = (tag: string) => tag.trim().toLowerCase().split('-')[0] ?? '';

/** A language code (`hi`, `hi-IN`, `en-GB`) as a mail language, or null for one we do not write in. */
function mailLanguageOf(tag: string): MailLanguage | null {
  const code = primary(tag);
  return code === 'hi' || code === 'en' ? code : null;
}

/**
 * The language of the person asking: the page's language when the web app sends it, else the
 * first of English and Hindi in the browser's Accept-Language (by weight), else English.
 */
export function chooseMailLanguage(language: string | undefined, acceptLanguage: string | undefined): MailLanguage {
  const chosen = language ? mailLanguageOf(language) : null;
  if (chosen) return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: mailLanguageOf(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry): entry is { language: MailLanguage; weight: number; index: number } => !!entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? 'en';
}
