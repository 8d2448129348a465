import { z } from 'zod';

const NUL = '\u0000';

/** Why text with U+0000 is refused; the API answers it as a 400 beside the field. */
export const nulMessage = (field: string) => `${field} must not contain the NUL character (U+0000).`;

/**
 * The start of every piece of text a request carries (body, query and path). PostgreSQL text
 * and jsonb cannot hold U+0000: such a value would fail in the database as a server error, so it
 * is refused here, as the caller's mistake, before anything reads it. Build text fields from this
 * (or from a helper built on it), never from `z.string()`.
 */
export const text = (field: string, typeError?: string) =>
  z
    .string({ error: (issue) => typeError ?? (issue.input === undefined ? `${field} is required.` : `${field} must be text.`) })
    .refine((value) => !value.includes(NUL), { error: nulMessage(field) });
