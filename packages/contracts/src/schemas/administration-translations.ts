import { z } from 'zod';
import { text } from './text.js';
import { translationPage } from './translation.js';
import { boundedText, searchQuery } from './administration-common.js';

export const TRANSLATION_TEXT_MAX = 5000;

export const translationKey = text('key')
  .trim()
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, { error: 'key must be dotted words such as nav.home.' })
  .max(200, { error: 'key must be at most 200 characters.' });

export const languageCode = text('code')
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, { error: 'code must be a language code such as hi or mr.' });

const translationText = text('text').max(TRANSLATION_TEXT_MAX, { error: `text must be at most ${TRANSLATION_TEXT_MAX} characters.` });
/** Text per language code for one key. */
export const translationValues = z.record(languageCode, translationText);

/** One key of one page with its text in each language (and the row id of each). */
export const translationEntry = z.object({
  page: z.string(),
  key: z.string(),
  values: z.record(z.string(), z.string()),
  ids: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type TranslationEntry = z.infer<typeof translationEntry>;

export const translationListQuery = z.object({
  page: translationPage.optional(),
  search: searchQuery,
  /** Only keys without text in this language. */
  missing: languageCode.optional(),
});
export type TranslationListQuery = z.infer<typeof translationListQuery>;

export const translationList = z.object({ items: z.array(translationEntry), truncated: z.boolean() });

export const translationHierarchy = z.object({
  pages: z.array(z.object({ page: z.string(), keys: z.number().int(), missing: z.record(z.string(), z.number().int()) })),
  languages: z.array(z.string()),
});
export type TranslationHierarchy = z.infer<typeof translationHierarchy>;

export const createTranslationBody = z.strictObject({
  page: translationPage,
  key: translationKey,
  values: translationValues.refine((values) => Object.values(values).some((text) => text.trim()), {
    error: 'Give the text in at least one language.',
  }),
});
export type CreateTranslationBody = z.infer<typeof createTranslationBody>;

export const updateTranslationBody = z.strictObject({ text: translationText });

/**
 * PUT /v1/translations/bulk/{page}: the {id} of the catalogue is the page. Sets the given texts
 * (an empty text clears that language); keys not yet on the page are created. Also the import.
 */
export const bulkTranslationBody = z.strictObject({
  entries: z.record(translationKey, translationValues).refine((entries) => Object.keys(entries).length <= 3000, {
    error: 'At most 3000 keys at once.',
  }),
});
export type BulkTranslationBody = z.infer<typeof bulkTranslationBody>;
export const bulkTranslationResult = z.object({ created: z.number().int(), updated: z.number().int(), removed: z.number().int() });

export const adminLanguage = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminLanguage = z.infer<typeof adminLanguage>;

export const createLanguageBody = z.strictObject({
  code: languageCode,
  name: boundedText('Name', 60, 2),
  nativeName: boundedText('Native name', 60, 1),
});
export type CreateLanguageBody = z.infer<typeof createLanguageBody>;

export const updateLanguageBody = z.strictObject({
  name: boundedText('Name', 60, 2).optional(),
  nativeName: boundedText('Native name', 60, 1).optional(),
  isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
  /** Only `true` is accepted: the default moves, it is never left unset. */
  isDefault: z.literal(true, { error: 'isDefault can only be set to true.' }).optional(),
});
export type UpdateLanguageBody = z.infer<typeof updateLanguageBody>;
export const languageCodeParam = z.object({ code: languageCode });
