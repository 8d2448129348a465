import { z } from 'zod';

/**
 * What a notice in the bell tells of: a course assigned through a batch, a due date three days
 * away, a certificate earned, a spreadsheet import finished (for the manager who ran it).
 */
export const NOTIFICATION_KINDS = ['assignment', 'due-soon', 'certificate', 'import-finished'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
