import { NOTIFICATION_KINDS, type NotificationItem, type NotificationKind, type NotificationList } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { NotificationRow } from '../../db/schema.js';
import { addDays, indianDay } from '../../lib/calendar-day.js';
import { MAIL_JOB_ATTEMPTS, MAIL_JOB_CONCURRENCY, type Mailer } from '../../lib/mail/mailer.js';
import type { JobQueue } from '../jobs/service.js';
import { notificationMail } from './mail.js';
import {
  dueCourses,
  findNotification,
  insertNotification,
  insertReminder,
  latestNotifications,
  mailRecipients,
  markRead,
} from './repository.js';

/** How many days before a due date the learner is reminded. */
export const DUE_SOON_DAYS = 3;
const LIST_LIMIT = 30;

/**
 * Puts a notice in the person's bell. `payload` names what it is about (ids, and the names to show
 * should the thing be deleted later). Safe inside a transaction: nothing leaves the database here;
 * queue the returned notice's email with emailNotices.
 */
export function notify(db: Db, userId: string, kind: NotificationKind, payload: Record<string, unknown>): Promise<NotificationRow> {
  return insertNotification(db, { userId, kind, payload });
}

/**
 * Email for notices when SMTP is configured (null otherwise: the bell is enough), with the site's
 * origin for the link back.
 */
export type NotificationMailer = { mailer: Mailer; origin: () => string } | null;

/** The job that emails one notice to its person. */
export const NOTICE_MAIL_JOB = 'notification-mail';

/**
 * Queues the email copy of each notice (when mail is set up), to be sent by the job queue: it
 * survives a restart and is tried again when the mail server fails. Through a transaction, the
 * emails are queued with the notices, all or none: then wake the queue once it is committed.
 */
export async function emailNotices(db: Db, jobs: JobQueue, mail: NotificationMailer, notices: NotificationRow[]): Promise<void> {
  if (!mail || !notices.length) return;
  await jobs.add(
    db,
    notices.map((notice) => ({ kind: NOTICE_MAIL_JOB, payload: { notificationId: notice.id } })),
  );
}

/**
 * How the queue sends a notice's email: to an active account with an email address, in its
 * language. A notice deleted meanwhile (its person erased their account) sends nothing.
 */
export function defineNoticeEmails(db: Db, jobs: JobQueue, mail: NonNullable<NotificationMailer>) {
  jobs.define(NOTICE_MAIL_JOB, {
    concurrency: MAIL_JOB_CONCURRENCY,
    maxAttempts: MAIL_JOB_ATTEMPTS,
    run: async (job) => {
      const notice = await findNotification(db, String(job.payload.notificationId));
      if (!notice || !isKind(notice.kind)) return;
      const [person] = await mailRecipients(db, [notice.userId]);
      // A learner imported with a mobile number only has no email to write to.
      if (!person?.email) return;
      const language = person.language === 'hi' ? 'hi' : 'en';
      await mail.mailer.send({ to: person.email, ...notificationMail(language, person.name, notice.kind, notice.payload, mail.origin()) });
    },
  });
}

const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/**
 * Reminds learners (one learner, or all when `userId` is null) of batch courses due within the
 * next DUE_SOON_DAYS days of `now` and not complete. Each reminder is made once whoever asks and
 * however often (a unique index), so it runs on every read of the bell and from a daily job alike.
 */
export async function remindDueSoon(db: Db, userId: string | null, now: Date): Promise<NotificationRow[]> {
  const today = indianDay(now);
  const due = await dueCourses(db, userId, today, addDays(today, DUE_SOON_DAYS));
  const made: NotificationRow[] = [];
  for (const row of due) {
    const reminder = await insertReminder(db, row.userId, {
      batchId: row.batchId,
      batchName: row.batchName,
      courseId: row.courseId,
      courseSlug: row.slug,
      courseTitle: row.title,
      courseTitleTranslations: row.titleTranslations,
      dueOn: row.dueOn,
    });
    if (reminder) made.push(reminder);
  }
  return made;
}

const presentNotification = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  kind: isKind(row.kind) ? row.kind : 'assignment',
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The caller's bell: reminders due now are made first, then the latest notices and the unread count. */
export async function myNotifications(db: Db, userId: string, now: Date): Promise<{ list: NotificationList; made: NotificationRow[] }> {
  const made = await remindDueSoon(db, userId, now);
  const { items, unread } = await latestNotifications(db, userId, LIST_LIMIT);
  return { list: { items: items.filter((row) => isKind(row.kind)).map(presentNotification), unread }, made };
}

export async function markNotificationsRead(db: Db, userId: string, ids: string[] | undefined, now: Date) {
  await markRead(db, userId, ids, now);
}
