import { z } from 'zod';
import { text } from './text.js';

/** Free text with a trimmed length limit and a readable message. */
export const boundedText = (field: string, max: number, min = 0) =>
  text(field)
    .trim()
    .min(min, { error: min <= 1 ? `${field} is required.` : `${field} must be at least ${min} characters.` })
    .max(max, { error: `${field} must be at most ${max} characters.` });

/** Optional text: an empty string means "none" and is stored as null. */
export const optionalText = (field: string, max: number) =>
  boundedText(field, max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const searchQuery = text('search').trim().max(200, { error: 'search must be at most 200 characters.' }).optional();

export const listResult = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
      /** True when the list stopped counting at `total`: there are more matches, and a search narrows them. */
      totalIsAtLeast: z.boolean().optional(),
    }),
  });
