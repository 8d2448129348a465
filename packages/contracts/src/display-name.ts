export type NameVariants = { english?: string | null; hinglish?: string | null; hindi?: string | null };
export type DisplayNameInput = string | NameVariants | null | undefined;

const FALLBACK_NAME = 'User';

/**
 * The name the header shows for the signed-in user: a string, or an object with english, hinglish or
 * hindi variants (the Hindi one first when the UI is Hindi), falling back to 'User'.
 */
export function displayName(name: DisplayNameInput, language = 'en'): string {
  if (typeof name === 'string') return name.trim() || FALLBACK_NAME;
  if (!name || typeof name !== 'object') return FALLBACK_NAME;
  const order = language === 'hi' ? [name.hindi, name.english, name.hinglish] : [name.english, name.hinglish, name.hindi];
  for (const candidate of order) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
  }
  return FALLBACK_NAME;
}

/** The avatar initial: the first letter (grapheme) of the display name, uppercased. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0] ?? 'U';
  return first.toLocaleUpperCase();
}
