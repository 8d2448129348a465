import { z } from 'zod';
import { text } from './text.js';

/**
 * What a notice in the bell tells of: a course assigned through a batch, a due date three days
 * away, a certificate earned, a spreadsheet import finished (for the manager who ran it).
 */
export const NOTIFICATION_KINDS = [
  'assignment',
  'due-soon',
  'certificate',
  'import-finished',
  'practical-accepted',
  'practical-returned',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DAY = z.iso.date();

/**
 * A calendar day, YYYY-MM-DD (a due date is a day, not an instant), that exists: 2026-02-30 or
 * 2026-04-31 are refused here, as the caller's mistake, rather than by the database. (Date.parse
 * is no check: it reads 2026-02-30 as 2 March.) The problem is a date format's, so a form words it
 * as such.
 */
export const calendarDay = (field: string) =>
  text(field)
    .regex(DAY_SHAPE, { error: `${field} must be a date (YYYY-MM-DD).` })
    .superRefine((value, context) => {
      if (DAY_SHAPE.test(value) && !ISO_DAY.safeParse(value).success) {
        context.addIssue({
          code: 'invalid_format',
          format: 'date',
          input: value,
          message: `${field} must be a day of the calendar: ${value} does not exist.`,
        });
      }
    });

export const batchBody = z
  .strictObject({
    name: text('Name')
      .trim()
      .min(2, { error: 'Name must be at least 2 characters.' })
      .max(120, { error: 'Name must be at most 120 characters.' }),
    startsOn: calendarDay('Start date').nullable().optional(),
    endsOn: calendarDay('End date').nullable().optional(),
    /** Administrators say whose batch it is; an organization manager's batches are its organization's. */
    organizationId: z.uuid({ error: 'organizationId must be a valid identifier.' }).optional(),
  })
  .refine((body) => !body.startsOn || !body.endsOn || body.startsOn <= body.endsOn, {
    error: 'The end date cannot be before the start date.',
    path: ['endsOn'],
  });

export const batchListQuery = z.strictObject({
  organizationId: z.uuid({ error: 'organizationId must be a valid identifier.' }).optional(),
});

export const batchCourseParams = z.object({
  id: z.uuid({ error: 'id must be a valid identifier.' }),
  courseId: z.uuid({ error: 'courseId must be a valid identifier.' }),
});
export const batchMemberParams = z.object({
  id: z.uuid({ error: 'id must be a valid identifier.' }),
  userId: z.uuid({ error: 'userId must be a valid identifier.' }),
});
export const batchCourseBody = z.strictObject({ dueOn: calendarDay('Due date').nullable() });
export const batchMembersBody = z.strictObject({
  userIds: z
    .array(z.uuid({ error: 'Each learner must be a valid identifier.' }))
    .min(1, { error: 'Choose at least one learner.' })
    .max(5000, { error: 'At most 5,000 learners at a time.' }),
});

export const batchSummary = z.object({
  id: z.string(),
  name: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  learnerCount: z.number().int(),
  courseCount: z.number().int(),
  /** The nearest due date of its courses still ahead (or the latest one once all have passed). */
  nextDueOn: z.string().nullable(),
});
export type BatchSummary = z.infer<typeof batchSummary>;

export const batchCourse = z.object({
  courseId: z.string(),
  slug: z.string(),
  title: z.string(),
  titleTranslations: z.record(z.string(), z.string()),
  dueOn: z.string().nullable(),
});
export type BatchCourse = z.infer<typeof batchCourse>;

export const batchMember = z.object({ userId: z.string(), name: z.string(), email: z.string(), addedAt: z.string() });
export type BatchMember = z.infer<typeof batchMember>;

export const batchDetail = batchSummary.extend({ courses: z.array(batchCourse), members: z.array(batchMember) });
export type BatchDetail = z.infer<typeof batchDetail>;

export const addedLearners = z.object({ added: z.number().int(), enrolled: z.number().int() });

/** Where a learner stands in one course of the board. */
export const PROGRESS_STATES = ['not-started', 'in-progress', 'completed'] as const;
export const progressCell = z.object({
  courseId: z.string(),
  state: z.enum(PROGRESS_STATES),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  percent: z.number().int(),
  completedAt: z.string().nullable(),
  certificateCode: z.string().nullable(),
  /** Past the course's due date and not complete. */
  overdue: z.boolean(),
});
export type ProgressCell = z.infer<typeof progressCell>;

export const progressRow = z.object({ userId: z.string(), name: z.string(), email: z.string(), cells: z.array(progressCell) });
export type ProgressRow = z.infer<typeof progressRow>;

export const progressBoard = z.object({
  batch: batchSummary,
  courses: z.array(batchCourse),
  rows: z.array(progressRow),
  /** The day the board was read for (the server's today): overdue is judged against it. */
  today: z.string(),
});
export type ProgressBoard = z.infer<typeof progressBoard>;

export const BOARD_FILTERS = ['all', 'overdue', 'not-started'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];
export const boardExportQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx.' }).default('csv'),
  filter: z.enum(BOARD_FILTERS, { error: 'filter must be all, overdue or not-started.' }).default('all'),
  search: text('search').max(200, { error: 'search must be at most 200 characters.' }).optional(),
  lang: z.enum(['en', 'hi'], { error: 'lang must be en or hi.' }).default('en'),
});

/** The rows the board shows for a filter and a search (the web page and the export agree). */
export function filterBoardRows(rows: ProgressRow[], filter: BoardFilter, search = ''): ProgressRow[] {
  const needle = search.trim().toLowerCase();
  return rows.filter((row) => {
    if (needle && !row.name.toLowerCase().includes(needle) && !row.email.toLowerCase().includes(needle)) return false;
    if (filter === 'overdue') return row.cells.some((cell) => cell.overdue);
    if (filter === 'not-started') return row.cells.some((cell) => cell.state === 'not-started');
    return true;
  });
}

/** A learner's page: every course with lesson-level progress, quiz attempts and certificates. */
export const learnerLesson = z.object({
  id: z.string(),
  title: z.string(),
  titleTranslations: z.record(z.string(), z.string()),
  kind: z.string(),
  status: z.enum(['not-started', 'in-progress', 'completed']),
  completedAt: z.string().nullable(),
  quizAttempts: z.array(z.object({ score: z.number().int(), passed: z.boolean(), submittedAt: z.string() })),
});
export const learnerCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  titleTranslations: z.record(z.string(), z.string()),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  percent: z.number().int(),
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
  certificate: z.object({ code: z.string(), issuedAt: z.string(), revoked: z.boolean() }).nullable(),
  lessons: z.array(learnerLesson),
});
export type LearnerCourse = z.infer<typeof learnerCourse>;
export const learnerProgress = z.object({
  learner: z.object({
    id: z.string(),
    name: z.string(),
    /** Empty ('') for a learner who has a mobile number only. */
    email: z.string(),
    /** Added: the 10-digit mobile number, or null. */
    mobile: z.string().nullable(),
    organizationName: z.string().nullable(),
  }),
  batches: z.array(z.object({ id: z.string(), name: z.string() })),
  courses: z.array(learnerCourse),
});
export type LearnerProgress = z.infer<typeof learnerProgress>;

export const notificationItem = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationList = z.object({ items: z.array(notificationItem), unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationList>;
export const notificationsReadBody = z.strictObject({
  /** The notices to mark read; all of the caller's when absent. */
  ids: z
    .array(z.uuid({ error: 'Each notification must be a valid identifier.' }))
    .max(200)
    .optional(),
});
