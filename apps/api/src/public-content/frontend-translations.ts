import { asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, GENERAL_TRANSLATION_PAGE, type FrontendTranslations, type TranslationTree } from '@jal/contracts';
import type { Db } from '../db/client.js';
import { languages, translations } from '../db/schema.js';
import { cachedEntry } from '../lib/cached-reply.js';
import type { PublicCache } from '../lib/public-cache.js';

/** Every public cache entry of UI strings starts with this prefix; any translation or language change drops them all. */
export const TRANSLATIONS_CACHE_PREFIX = 'translations:';

export const translationsCacheKey = (page: string | undefined) => `${TRANSLATIONS_CACHE_PREFIX}${page ?? '*'}`;

/** Puts `text` at the dotted `key` of `tree`; a key that is both a leaf and a branch keeps the branch. */
export function setDotted(tree: TranslationTree, key: string, text: string) {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object') node = next;
    else {
      const branch: TranslationTree = {};
      node[part] = branch;
      node = branch;
    }
  }
  const leaf = parts[parts.length - 1];
  if (leaf !== undefined && typeof node[leaf] !== 'object') node[leaf] = text;
}

/**
 * The strings a page needs: the general set plus the page's own, for every active language.
 * Without a page, every string.
 */
export async function loadFrontendTranslations(db: Db, page: string | undefined): Promise<FrontendTranslations> {
  const languageRows = await db
    .select()
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.sortOrder), asc(languages.code));
  const codes = languageRows.map((row) => row.code);
  const pages = page ? [...new Set([GENERAL_TRANSLATION_PAGE, page])] : undefined;
  const rows = codes.length
    ? await db
        .select({ key: translations.key, language: translations.language, text: translations.text, page: translations.page })
        .from(translations)
        .where(pages ? inArray(translations.page, pages) : inArray(translations.language, codes))
        .orderBy(asc(translations.page), asc(translations.key))
    : [];
  const tree: Record<string, TranslationTree> = Object.fromEntries(codes.map((code) => [code, {}]));
  for (const row of rows) {
    const target = tree[row.language];
    if (target) setDotted(target, row.key, row.text);
  }
  const defaultLanguage = languageRows.find((row) => row.isDefault)?.code ?? DEFAULT_LANGUAGE;
  return {
    translations: tree,
    availableLanguages: languageRows.map((row) => ({
      code: row.code,
      name: row.name,
      nativeName: row.nativeName,
      isDefault: row.isDefault,
    })),
    defaultLanguage,
    page: page ?? 'all',
  };
}

/** The envelope of GET /v1/translations/frontend?page=…. */
export function frontendTranslationsProducer(db: Db, page: string | undefined) {
  return async () => ({ code: 200, message: 'Success', data: await loadFrontendTranslations(db, page) });
}

/** The serialised answer of GET /v1/translations/frontend?page=…, as the route sends it and the page's HTML inlines it. */
export function frontendTranslationsEntry(db: Db, cache: PublicCache, page: string) {
  return cachedEntry(cache, translationsCacheKey(page), frontendTranslationsProducer(db, page));
}
