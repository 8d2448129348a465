import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { BulkTranslationBody, TranslationListQuery } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/queries.js';
import type { LanguageRow, TranslationRow } from '../../db/rows.js';
import { languages, translations } from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';
import { groupEntries } from './presenter.js';

// A whole page or a broad search stays one answer; past this the caller narrows the search.
const LIST_LIMIT_KEYS = 3000;

export async function listTranslations(db: Db, query: TranslationListQuery) {
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  // Keys are chosen first (a search may match the Hindi text of a key whose English does not match).
  const keyRows = await db
    .selectDistinct({ page: translations.page, key: translations.key })
    .from(translations)
    .where(
      and(
        query.page ? eq(translations.page, query.page) : undefined,
        search ? or(ilike(translations.key, search), ilike(translations.text, search)) : undefined,
      ),
    )
    .orderBy(asc(translations.page), asc(translations.key))
    .limit(LIST_LIMIT_KEYS + 1);
  const truncated = keyRows.length > LIST_LIMIT_KEYS;
  const wanted = new Set(keyRows.slice(0, LIST_LIMIT_KEYS).map((row) => `${row.page}\u0000${row.key}`));
  const pages = [...new Set(keyRows.map((row) => row.page))];
  const rows = pages.length
    ? await db.select().from(translations).where(inArray(translations.page, pages)).orderBy(asc(translations.page), asc(translations.key))
    : [];
  let items = groupEntries(rows.filter((row) => wanted.has(`${row.page}\u0000${row.key}`)));
  if (query.missing) {
    const language = query.missing;
    items = items.filter((item) => !item.values[language]?.trim());
  }
  return { items, truncated };
}

export async function translationHierarchy(db: Db) {
  const languageRows = await db.select({ code: languages.code }).from(languages).orderBy(asc(languages.sortOrder), asc(languages.code));
  const codes = languageRows.map((row) => row.code);
  const rows = await db
    .select({ page: translations.page, key: translations.key, language: translations.language, text: translations.text })
    .from(translations);
  const pages = new Map<string, Map<string, Set<string>>>();
  for (const row of rows) {
    const keys = pages.get(row.page) ?? new Map<string, Set<string>>();
    const present = keys.get(row.key) ?? new Set<string>();
    if (row.text.trim()) present.add(row.language);
    keys.set(row.key, present);
    pages.set(row.page, keys);
  }
  return {
    languages: codes,
    pages: [...pages.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([page, keys]) => ({
        page,
        keys: keys.size,
        missing: Object.fromEntries(codes.map((code) => [code, [...keys.values()].filter((present) => !present.has(code)).length])),
      })),
  };
}

export function findTranslation(db: Db, id: string) {
  return firstRow(db.select().from(translations).where(eq(translations.id, id)).limit(1));
}

export function keyExists(db: Db, page: string, key: string) {
  return hasRow(
    db
      .select({ id: translations.id })
      .from(translations)
      .where(and(eq(translations.page, page), eq(translations.key, key)))
      .limit(1),
  );
}

export async function knownLanguages(db: Db) {
  return new Set((await db.select({ code: languages.code }).from(languages)).map((row) => row.code));
}

export async function updateTranslationText(db: Db, id: string, text: string) {
  const [row] = await db.update(translations).set({ text, updatedAt: new Date() }).where(eq(translations.id, id)).returning();
  return row;
}

/** Deleting a row deletes its key on that page in every language (a key is one unit for the editor). */
export async function deleteTranslationKey(db: Db, row: TranslationRow) {
  await db.delete(translations).where(and(eq(translations.page, row.page), eq(translations.key, row.key)));
}

/** Sets texts of a page: an empty text removes that language's row; new keys are created. */
export async function bulkSetTranslations(db: Db, page: string, entries: BulkTranslationBody['entries']) {
  let created = 0;
  let updated = 0;
  let removed = 0;
  await db.transaction(async (tx) => {
    const keys = Object.keys(entries);
    const existing = keys.length
      ? await tx
          .select()
          .from(translations)
          .where(and(eq(translations.page, page), inArray(translations.key, keys)))
      : [];
    const byId = new Map(existing.map((row) => [`${row.key}\u0000${row.language}`, row]));
    for (const [key, values] of Object.entries(entries)) {
      for (const [language, text] of Object.entries(values)) {
        const row = byId.get(`${key}\u0000${language}`);
        if (!text.trim()) {
          if (row) {
            await tx.delete(translations).where(eq(translations.id, row.id));
            removed += 1;
          }
        } else if (row) {
          if (row.text !== text) {
            await tx.update(translations).set({ text, updatedAt: new Date() }).where(eq(translations.id, row.id));
            updated += 1;
          }
        } else {
          await tx.insert(translations).values({ page, key, language, text });
          created += 1;
        }
      }
    }
  });
  return { created, updated, removed };
}

/** Every language, active or not, in the site's order. */
export function listLanguages(db: Db): Promise<LanguageRow[]> {
  return db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.code));
}

export function findLanguage(db: Db, code: string): Promise<LanguageRow | undefined> {
  return firstRow(db.select().from(languages).where(eq(languages.code, code)).limit(1));
}

/** Adds a language last in the order; undefined when the code exists already. */
export async function insertLanguage(db: Db, values: Pick<LanguageRow, 'code' | 'name' | 'nativeName' | 'isActive' | 'isDefault'>) {
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${languages.sortOrder}), -1)::int + 1` })
    .from(languages);
  const [row] = await db
    .insert(languages)
    .values({ ...values, sortOrder: next })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Applies the changes; making a language the default takes the default from any other, in one transaction. */
export async function updateLanguage(
  db: Db,
  code: string,
  changes: Partial<Pick<LanguageRow, 'name' | 'nativeName' | 'isActive'>>,
  makeDefault: boolean,
) {
  return db.transaction(async (tx) => {
    if (makeDefault) await tx.update(languages).set({ isDefault: false }).where(eq(languages.isDefault, true));
    const [updated] = await tx
      .update(languages)
      .set({ ...changes, ...(makeDefault ? { isDefault: true } : {}) })
      .where(eq(languages.code, code))
      .returning();
    return updated;
  });
}
