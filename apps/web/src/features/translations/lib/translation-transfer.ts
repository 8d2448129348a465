import type { TranslationEntry } from '@jal/contracts';

/** The JSON file of the import and export: page → key → language → text. */
export type TranslationFile = { pages: Record<string, Record<string, Record<string, string>>> };

export function toTranslationFile(entries: TranslationEntry[]): TranslationFile {
  const pages: TranslationFile['pages'] = {};
  for (const entry of entries) (pages[entry.page] ??= {})[entry.key] = entry.values;
  return { pages };
}

/** Reads an exported file back; returns null when the shape is not ours. */
export function parseTranslationFile(text: string): TranslationFile | null {
  try {
    const data = JSON.parse(text) as unknown;
    if (!data || typeof data !== 'object' || !('pages' in data)) return null;
    const pages = data.pages;
    if (!pages || typeof pages !== 'object') return null;
    for (const keys of Object.values(pages)) {
      if (!keys || typeof keys !== 'object') return null;
      for (const values of Object.values(keys as object)) {
        if (!values || typeof values !== 'object' || Object.values(values as object).some((text) => typeof text !== 'string')) return null;
      }
    }
    return data as TranslationFile;
  } catch {
    return null;
  }
}

/** Offers a JSON download without a server round trip. */
export function downloadJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
