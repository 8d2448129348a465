import { z } from 'zod';
import { text } from './text.js';

export const translationPage = text('page')
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'page must be a short lowercase name such as home or courses.' });

export const frontendTranslationsQuery = z.object({ page: translationPage.optional() });

export const language = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isDefault: z.boolean(),
});
export type Language = z.infer<typeof language>;

/** Nested key/value text, e.g. `{ nav: { home: 'Home' } }`. */
export type TranslationTree = { [key: string]: string | TranslationTree };
// Named, so that the API document can refer to it: a tree refers to itself.
const translationTree: z.ZodType<TranslationTree> = z
  .lazy(() => z.record(z.string(), z.union([z.string(), translationTree])))
  .meta({ id: 'TranslationTree' });

export const frontendTranslations = z.object({
  translations: z.record(z.string(), translationTree),
  availableLanguages: z.array(language),
  defaultLanguage: z.string(),
  page: z.string(),
});
export type FrontendTranslations = z.infer<typeof frontendTranslations>;
