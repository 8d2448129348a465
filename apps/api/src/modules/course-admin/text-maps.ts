/** A translations map as stored: only the languages that have text (an emptied Hindi field is no translation). */
export function cleanMap(map: Partial<Record<string, string | undefined>> | undefined): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [language, text] of Object.entries(map ?? {})) if (text?.trim()) clean[language] = text.trim();
  return clean;
}
