import type { z } from 'zod';

/**
 * A route's answers checked with zod's parse rather than the encode that the app's serializer
 * runs: for schemas without codecs (no response schema has one) the result is the same, and on
 * an answer of thousands of rows (an import's every row and sign-in) parse takes a few
 * milliseconds where encode took hundreds.
 */
export const parsingSerializer =
  ({ schema }: { schema: unknown }) =>
  (data: unknown) =>
    JSON.stringify((schema as z.ZodType).parse(data));
