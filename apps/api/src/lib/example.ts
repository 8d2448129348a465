import type { z } from 'zod';

/**
 * The schema with an example of what a caller sends, for the API document (generated clients and
 * the documentation pages show it). Typed by the schema's input, so an example cannot drift from it.
 */
export function withExample<T extends z.ZodType>(schema: T, example: z.input<T>): T {
  return schema.meta({ examples: [example] });
}
