/** Text of a per-language map in the UI language, falling back to English, then to `fallback`. */
export function localized(map: Record<string, string> | null | undefined, language: string, fallback = ''): string {
  return map?.[language]?.trim() || map?.en?.trim() || fallback;
}
