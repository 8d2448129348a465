import { asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appendAuditEntry, forgetPersonInAuditLog } from '../../db/audit-log.js';
import type { UserRow } from '../../db/rows.js';
import {
  certificates,
  consents,
  contactMessages,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  organizations,
  quizAttempts,
  throttleCounters,
  users,
} from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';
import { countOwnSuperAdmins } from '../demo-mode/repository.js';

/** What a person may change of their own account. */
export type ProfileChanges = Partial<Pick<UserRow, 'name' | 'nameVariants' | 'preferredLanguage' | 'fontSize' | 'lowData'>>;

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Records that the person accepted a version of the privacy notice (accepting it again keeps the first time). */
export async function recordConsent(db: Db, userId: string, noticeVersion: string) {
  await db.insert(consents).values({ userId, noticeVersion }).onConflictDoNothing();
}

/** Everything kept about one person, for "Download my data": each query is filtered by their id alone. */
export async function loadPersonalData(db: Db, userId: string) {
  const [organization] = await db
    .select({ name: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  const consentRows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.acceptedAt));
  const enrolmentRows = await db
    .select({ course: courses.title, enrolledAt: enrolments.enrolledAt, completedAt: enrolments.completedAt })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(enrolments.enrolledAt));
  const progressRows = await db
    .select({
      course: courses.title,
      lesson: lessons.title,
      status: lessonProgress.status,
      completedAt: lessonProgress.completedAt,
      positionSeconds: lessonProgress.positionSeconds,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
    .where(eq(lessonProgress.userId, userId))
    .orderBy(asc(courses.title), asc(lessonProgress.updatedAt));
  const attemptRows = await db
    .select({
      course: courses.title,
      lesson: lessons.title,
      content: lessons.content,
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      submittedAt: quizAttempts.submittedAt,
      answers: quizAttempts.answers,
    })
    .from(quizAttempts)
    .innerJoin(lessons, eq(lessons.id, quizAttempts.lessonId))
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(asc(quizAttempts.submittedAt));
  const certificateRows = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedAt));
  return {
    organizationName: organization?.name ?? null,
    consents: consentRows,
    enrolments: enrolmentRows,
    progress: progressRows,
    attempts: attemptRows,
    certificates: certificateRows,
  };
}
export type PersonalData = Awaited<ReturnType<typeof loadPersonalData>>;

/** The throttling counters that name the person: every key starting with `prefix`, and `keys`. */
export type CountersOf = { prefix: string; keys: string[] };

/** Why an erasure did not happen. */
export type ErasureRefusal = 'last-super-admin';

class Refused extends Error {
  constructor(readonly reason: ErasureRefusal) {
    super(reason);
  }
}

/**
 * Erases an account in one transaction: the holder's names leave their certificates (which stay
 * verifiable as issued), their contact messages and the throttling counters keyed by their email
 * go, the user row goes (its sessions, enrolments, progress, attempts, consents, downloads,
 * receipts and reset links with it, by cascade), and the audit log records the fact with the
 * account's id only. A super administrator's account goes only when another active super
 * administrator of the platform's own (not a demo account) remains: their rows are locked
 * first, so two of them deleting themselves at once cannot both succeed.
 */
export async function eraseAccount(db: Db, user: UserRow, counters: CountersOf, now: Date): Promise<ErasureRefusal | null> {
  try {
    await db.transaction(async (tx) => {
      const superAdmin = user.role === 'SUPER_ADMIN';
      if (superAdmin) await tx.select({ id: users.id }).from(users).where(eq(users.role, 'SUPER_ADMIN')).for('update');
      await tx
        .update(certificates)
        .set({ learnerName: '', learnerNameHi: null, nameRemovedAt: now })
        .where(eq(certificates.userId, user.id));
      if (user.email) await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${user.email.toLowerCase()}`);
      await tx
        .delete(throttleCounters)
        .where(or(like(throttleCounters.key, `${escapeLike(counters.prefix)}%`), inArray(throttleCounters.key, counters.keys)));
      await tx.delete(users).where(eq(users.id, user.id));
      if (superAdmin && (await countOwnSuperAdmins(tx)) === 0) throw new Refused('last-super-admin');
      await forgetPersonInAuditLog(tx, user.id);
      await appendAuditEntry(tx, {
        actorId: user.id,
        actorEmail: null,
        actorRole: user.role,
        action: 'account.delete',
        targetType: 'user',
        targetId: user.id,
        address: null,
        details: { note: 'Account deleted by its holder' },
      });
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}
