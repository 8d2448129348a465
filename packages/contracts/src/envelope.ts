import { z } from 'zod';

/** Every API response is `{ code, message, data }` with `code` equal to the HTTP status. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/** Every failure: `code` is the HTTP status, `message` a sentence a person can act on. Named for the API document. */
export const errorEnvelope = z
  .object({
    code: z.number().int(),
    message: z.string(),
    data: z.null(),
    /** Field name → what is wrong with it, present on validation failures. */
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
