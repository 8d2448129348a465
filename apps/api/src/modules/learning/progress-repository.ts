import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, enrolments, lessonProgress, quizAttempts } from '../../db/schema.js';
import type { ProgressInfo, ProgressRow } from './rules.js';

export type EnrolmentRow = typeof enrolments.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;

/** One learner's state in one course: their enrolment, progress rows and certificate. */
export type LearnerState = {
  enrolment: EnrolmentRow | undefined;
  progress: Map<string, ProgressInfo>;
  certificate: CertificateRow | undefined;
};

/** The state of a learner who has not enrolled: a fresh start. */
export const EMPTY_STATE: LearnerState = { enrolment: undefined, progress: new Map(), certificate: undefined };

type ProgressTuple = [string, ProgressInfo['status'], number, number, number | null];

/**
 * One query (the LMS read is the hottest path): the enrolment, its certificate and the progress
 * rows aggregated to JSON. Written out in SQL inside the sub-select, where the builder would drop
 * the table names.
 */
export async function loadLearnerState(db: Db, userId: string, courseId: string): Promise<LearnerState> {
  const [row] = await db
    .select({
      enrolment: enrolments,
      certificate: certificates,
      progress: sql<
        ProgressTuple[] | string
      >`(select coalesce(json_agg(json_build_array(p.lesson_id, p.status, p.position_seconds, p.watched_seconds, p.duration_seconds)), '[]'::json) from lesson_progress p where p.user_id = enrolments.user_id and p.course_id = enrolments.course_id)`,
    })
    .from(enrolments)
    .leftJoin(certificates, and(eq(certificates.userId, enrolments.userId), eq(certificates.courseId, enrolments.courseId)))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  if (!row) return EMPTY_STATE;
  const tuples: ProgressTuple[] = typeof row.progress === 'string' ? JSON.parse(row.progress) : row.progress;
  return {
    enrolment: row.enrolment,
    progress: new Map(
      tuples.map(([lessonId, status, positionSeconds, watchedSeconds, durationSeconds]) => [
        lessonId,
        { status, positionSeconds, watchedSeconds, durationSeconds },
      ]),
    ),
    certificate: row.certificate ?? undefined,
  };
}

/** Marks a lesson opened (in progress) unless a row exists already; never downgrades a completion. */
export async function touchLesson(db: Db, userId: string, courseId: string, lessonId: string) {
  await db.insert(lessonProgress).values({ userId, courseId, lessonId }).onConflictDoNothing();
}

export async function completeLesson(db: Db, userId: string, courseId: string, lessonId: string) {
  const now = new Date();
  await db
    .insert(lessonProgress)
    .values({ userId, courseId, lessonId, status: 'completed', completedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        status: 'completed',
        completedAt: sql`coalesce(${lessonProgress.completedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      },
    });
}

/** Saves the video position; the furthest point reached only ever grows. */
export async function saveVideoPosition(
  db: Db,
  ids: { userId: string; courseId: string; lessonId: string },
  positionSeconds: number,
  durationSeconds: number,
): Promise<ProgressRow> {
  const now = new Date();
  const [row] = await db
    .insert(lessonProgress)
    .values({ ...ids, positionSeconds, watchedSeconds: positionSeconds, durationSeconds, updatedAt: now })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionSeconds,
        durationSeconds,
        watchedSeconds: sql`greatest(${lessonProgress.watchedSeconds}, ${positionSeconds})`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('saving the video position returned no row');
  return row;
}

export async function lastAttempt(db: Db, userId: string, lessonId: string) {
  const [row] = await db
    .select({ score: quizAttempts.score, passed: quizAttempts.passed, submittedAt: quizAttempts.submittedAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
    .orderBy(desc(quizAttempts.submittedAt))
    .limit(1);
  return row;
}

export async function hasPassedQuiz(db: Db, userId: string, lessonId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId), eq(quizAttempts.passed, true)))
    .limit(1);
  return Boolean(row);
}
