import { NOTIFICATION_KINDS, type NotificationItem, type NotificationKind, type NotificationList } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { NotificationRow } from '../../db/schema.js';
import { addDays, indianDay } from '../../lib/calendar-day.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { notificationMail } from './mail.js';
import { dueCourses, insertNotification, insertReminder, latestNotifications, mailRecipients, markRead } from './repository.js';

/** How many days before a due date the learner is reminded. */
export const DUE_SOON_DAYS = 3;
const LIST_LIMIT = 30;

/**
 * Puts a notice in the person's bell. `payload` names what it is about (ids, and the names to show
 * should the thing be deleted later). Safe inside a transaction: nothing leaves the database here;
 * email the returned notice with sendNotificationEmails once the transaction is committed.
 */
export function notify(db: Db, userId: string, kind: NotificationKind, payload: Record<string, unknown>): Promise<NotificationRow> {
  return insertNotification(db, { userId, kind, payload });
}

/**
 * Email for notices when SMTP is configured (null otherwise: the bell is enough), with the site's
 * origin for the link back.
 */
export type NotificationMailer = { mailer: Mailer; origin: () => string } | null;

/** Emails each notice to its person (active accounts with an email address); failures are logged, never thrown. */
export async function sendNotificationEmails(
  db: Db,
  mail: NotificationMailer,
  notices: NotificationRow[],
  log: { warn(details: object, message: string): void },
): Promise<void> {
  if (!mail || !notices.length) return;
  try {
    const people = new Map((await mailRecipients(db, [...new Set(notices.map((notice) => notice.userId))])).map((row) => [row.id, row]));
    for (const notice of notices) {
      const person = people.get(notice.userId);
      // A learner imported with a mobile number only has no email to write to.
      if (!person?.email || !isKind(notice.kind)) continue;
      const language = person.language === 'hi' ? 'hi' : 'en';
      await mail.mailer.send({ to: person.email, ...notificationMail(language, person.name, notice.kind, notice.payload, mail.origin()) });
    }
  } catch (error) {
    log.warn({ err: error }, 'A notification email could not be sent');
  }
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
