import { ApiError } from '@/lib/api-client';

export const FIELDS = ['name', 'email', 'organization', 'topic', 'message'] as const;
export type Field = (typeof FIELDS)[number];
export type FieldErrors = Partial<Record<Field, string>>;

export const isField = (value: unknown): value is Field => typeof value === 'string' && (FIELDS as readonly string[]).includes(value);

type Messages = { invalid: string; tooMany: string; offline: string; failed: string };

/**
 * What to tell the sender when sending failed: the server's own message beside each field it
 * named, and one translated sentence for the form as a whole.
 */
export function describeFailure(error: unknown, messages: Messages): { message: string; fieldErrors: FieldErrors } {
  if (!(error instanceof ApiError)) return { message: messages.failed, fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    if (isField(field)) fieldErrors[field] = text;
  }
  if (error.status === 400) return { message: messages.invalid, fieldErrors };
  if (error.status === 429) return { message: messages.tooMany, fieldErrors };
  if (error.status === 0) return { message: messages.offline, fieldErrors };
  return { message: messages.failed, fieldErrors };
}
