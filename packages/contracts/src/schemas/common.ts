import { z } from 'zod';
import { text } from './text.js';
import { PAGE_SIZE } from '../constants.js';

/** A map of language code → text, e.g. `{ en: 'Water', hi: 'जल' }`. */
export const languageTextMap = z.record(text('language').regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/), text('Text'));
export type LanguageTextMap = z.infer<typeof languageTextMap>;

export const idParam = z.object({
  id: z.uuid({ error: 'id must be a valid identifier.' }),
});

export const pageQuery = {
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(PAGE_SIZE.max, { error: `limit must be at most ${PAGE_SIZE.max}.` })
    .default(PAGE_SIZE.default),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be at least 1.' })
    .max(100_000, { error: 'page is too large.' })
    .default(1),
};

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
