import type { BulkTranslationBody, CreateLanguageBody, UpdateLanguageBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { TRANSLATIONS_CACHE_PREFIX } from '../../public-content/frontend-translations.js';
import {
  bulkSetTranslations,
  deleteTranslationKey,
  findLanguage,
  findTranslation,
  insertLanguage,
  keyExists,
  knownLanguages,
  listTranslations,
  updateLanguage,
  updateTranslationText,
} from './repository.js';

/**
 * The translation editor and the languages of the site (administrators). Every write drops the
 * cached public strings, so the site shows the new text at its next load.
 */
export function translationEditor(db: Db, cache: PublicCache) {
  const changed = () => cache.invalidate(TRANSLATIONS_CACHE_PREFIX);
  const assertLanguages = async (codes: string[]) => {
    const known = await knownLanguages(db);
    const unknown = codes.filter((code) => !known.has(code));
    if (unknown.length) throw badRequest(`Unknown language: ${unknown.join(', ')}. Add the language first.`);
  };
  /** The entry of one key of a page, as the editor shows it after a change. */
  const entryOf = async (page: string, key: string) => {
    const { items } = await listTranslations(db, { page, search: key });
    return items.find((item) => item.key === key)!;
  };
  const existing = async (id: string) => {
    const row = await findTranslation(db, id);
    if (!row) throw notFound('Translation not found.');
    return row;
  };

  return {
    async addKey(page: string, key: string, values: Record<string, string>) {
      await assertLanguages(Object.keys(values));
      if (await keyExists(db, page, key))
        throw conflict(`The key ${key} already exists on page ${page}.`).coded('TRANSLATION_KEY_EXISTS', { key, page });
      const present = Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim()));
      await bulkSetTranslations(db, page, { [key]: present });
      changed();
      return entryOf(page, key);
    },
    async setPage(page: string, entries: BulkTranslationBody['entries']) {
      await assertLanguages([...new Set(Object.values(entries).flatMap((values) => Object.keys(values)))]);
      const result = await bulkSetTranslations(db, page, entries);
      changed();
      return result;
    },
    async setText(id: string, text: string) {
      const row = await existing(id);
      await updateTranslationText(db, row.id, text);
      changed();
      return entryOf(row.page, row.key);
    },
    /** Deletes the row's key in every language: the editor treats a key as one unit. */
    async deleteKey(id: string) {
      await deleteTranslationKey(db, await existing(id));
      changed();
    },
    /** Adds a language, inactive until its texts are ready. */
    async addLanguage(body: CreateLanguageBody) {
      const row = await insertLanguage(db, { ...body, isActive: false, isDefault: false });
      if (!row) throw conflict(`The language ${body.code} already exists.`).coded('LANGUAGE_EXISTS', { code: body.code });
      return row;
    },
    /** The default language stays active, and only an active language becomes the default. */
    async editLanguage(code: string, body: UpdateLanguageBody) {
      const current = await findLanguage(db, code);
      if (!current) throw notFound('Language not found.');
      const { isDefault, ...changes } = body;
      if (changes.isActive === false && current.isDefault)
        throw badRequest('The default language cannot be deactivated. Choose another default first.');
      if (isDefault && !(changes.isActive ?? current.isActive)) throw badRequest('Activate the language before making it the default.');
      const row = await updateLanguage(db, current.code, changes, !!isDefault);
      changed();
      return row!;
    },
  };
}
