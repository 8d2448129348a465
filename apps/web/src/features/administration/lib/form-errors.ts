import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrors = Record<string, string>;

/** Field → first message of a failed zod parse (the same schema the server checks with). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field messages, or its message as a form-level error. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    if (Object.keys(error.fieldErrors).length) return error.fieldErrors;
    return { form: error.serverMessage ?? error.message };
  }
  return { form: error instanceof Error ? error.message : String(error) };
}

/** A message for a toast from any failure. */
export const failureMessage = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
