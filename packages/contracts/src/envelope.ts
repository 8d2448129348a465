import { z } from 'zod';
import { ERROR_CODE_LIST, ERROR_CODES } from './error-codes.js';

/** Every API response is `{ code, message, data }` with `code` equal to the HTTP status. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/**
 * Every failure: `code` is the HTTP status, `message` a sentence a person can act on, `errorCode`
 * what went wrong for a program (one of ERROR_CODES). Named for the API document.
 */
export const errorEnvelope = z
  .object({
    code: z.number().int(),
    errorCode: z.enum(ERROR_CODE_LIST).meta({
      description: `What went wrong, stable within a major version (the message may change):\n\n${Object.entries(ERROR_CODES)
        .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
        .join('\n')}`,
    }),
    message: z.string(),
    data: z.null(),
    /** Field name → what is wrong with it, present on validation failures. */
    errors: z.record(z.string(), z.string()).optional(),
    /** The values the message was made with (a wait, a limit, a name), for a client to say it in its own words. */
    errorParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
