import type { TranslationEntry } from '@jal/contracts';
import type { TranslationRow } from '../../db/rows.js';

/** Rows → one entry per page and key, with each language's text and row id side by side. */
export function groupEntries(rows: TranslationRow[]): TranslationEntry[] {
  const entries = new Map<string, TranslationEntry>();
  for (const row of rows) {
    const id = `${row.page}\u0000${row.key}`;
    const entry = entries.get(id) ?? { page: row.page, key: row.key, values: {}, ids: {}, updatedAt: row.updatedAt.toISOString() };
    entry.values[row.language] = row.text;
    entry.ids[row.language] = row.id;
    if (row.updatedAt.toISOString() > entry.updatedAt) entry.updatedAt = row.updatedAt.toISOString();
    entries.set(id, entry);
  }
  return [...entries.values()];
}
