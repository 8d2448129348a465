import { ApiError } from '@/lib/api-client';

/** The fields of the contact form that a person fills in, in the order they are shown. */
export const FIELDS = ['name', 'email', 'organization', 'topic', 'message'] as const;
export type Field = (typeof FIELDS)[number];

type Messages = { invalid: string; tooMany: string; offline: string; failed: string };

/**
 * What to tell the sender about a failed send, as one translated sentence for the form as a
 * whole (the server's field messages go beside their fields).
 */
export function failureSummary(error: unknown, messages: Messages): string {
  if (!(error instanceof ApiError)) return messages.failed;
  if (error.status === 400) return messages.invalid;
  if (error.status === 429) return messages.tooMany;
  if (error.status === 0) return messages.offline;
  return messages.failed;
}
