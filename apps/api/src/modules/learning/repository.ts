import { and, asc, desc, eq, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { QuizAttemptBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { CertificateRow, EnrolmentRow, ProgressRow } from '../../db/rows.js';
import {
  batchCourses,
  batchMembers,
  certificates,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  quizAttempts,
} from '../../db/schema.js';
import type { ProgressInfo, QuizHistory } from './rules.js';

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
  // PGlite hands json back parsed; node-postgres does too, but a driver may send the text.
  const tuples = typeof row.progress === 'string' ? (JSON.parse(row.progress) as ProgressTuple[]) : row.progress;
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
export async function touchLesson(db: Db, userId: string, courseId: string, lessonId: string, now: Date) {
  await db.insert(lessonProgress).values({ userId, courseId, lessonId, updatedAt: now }).onConflictDoNothing();
}

export async function completeLesson(db: Db, userId: string, courseId: string, lessonId: string, now: Date) {
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

export type ProgressIds = { userId: string; courseId: string; lessonId: string };

/**
 * Runs `work` in a transaction holding the learner's progress row of the lesson (made, in
 * progress, when missing). Position reports and quiz attempts of one learner on one lesson so
 * take turns: two sent at once cannot both count the same clock time or both skip a wait.
 */
export async function withProgressRow<T>(db: Db, ids: ProgressIds, now: Date, work: (tx: Db, row: ProgressRow) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .insert(lessonProgress)
      .values({ ...ids, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, ids.userId), eq(lessonProgress.lessonId, ids.lessonId)))
      .for('update');
    if (!row) throw new Error('the progress row was not made');
    return work(tx, row);
  });
}

/** Saves a counted video report: the position to resume at, the seconds watched and when it came. */
export async function saveVideoReport(
  db: Db,
  rowId: string,
  report: { positionSeconds: number; watchedSeconds: number; durationSeconds: number | null; at: Date },
): Promise<ProgressRow> {
  const [row] = await db
    .update(lessonProgress)
    .set({
      positionSeconds: report.positionSeconds,
      watchedSeconds: report.watchedSeconds,
      durationSeconds: report.durationSeconds,
      lastReportAt: report.at,
      updatedAt: report.at,
    })
    .where(eq(lessonProgress.id, rowId))
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

/** Failed attempts, whether one passed, and when the last one came: what the wait between attempts needs. */
export async function quizHistory(db: Db, userId: string, lessonId: string): Promise<QuizHistory> {
  const [row] = await db
    .select({
      failed: sql<number>`count(*) filter (where not ${quizAttempts.passed})`.mapWith(Number),
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
      lastAt: sql<Date | string | null>`max(${quizAttempts.submittedAt})`,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)));
  // An aggregate in raw SQL comes back as the driver's text for a timestamp.
  const lastAt = row?.lastAt ? new Date(row.lastAt) : null;
  return { failed: row?.failed ?? 0, passed: row?.passed === true, lastAt };
}

export async function hasPassedQuiz(db: Db, userId: string, lessonId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId), eq(quizAttempts.passed, true)))
    .limit(1);
  return Boolean(row);
}

export async function insertQuizAttempt(
  db: Db,
  attempt: { userId: string; lessonId: string; score: number; passed: boolean; answers: QuizAttemptBody['answers']; submittedAt: Date },
) {
  await db.insert(quizAttempts).values(attempt);
}

/**
 * The learner's enrolments in published courses with those courses' modules, their lessons in
 * learning order, the learner's progress rows, when each of their quizzes was last tried (an
 * attempt does not touch the progress row) and their certificates. The presenter orders them.
 */
export async function loadMyEnrolments(db: Db, userId: string) {
  const rows = await db
    .select({ enrolment: enrolments, course: courses })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), eq(courses.status, 'published')))
    .orderBy(desc(enrolments.enrolledAt));
  if (rows.length === 0)
    return { rows, modules: [], lessons: [], progress: [], quizTries: [], certificates: [], dueDates: new Map<string, string>() };
  const courseIds = rows.map((row) => row.course.id);
  const [modules, lessonRows, progress, quizTries, certificateRows, dueRows] = await Promise.all([
    db.select().from(courseModules).where(inArray(courseModules.courseId, courseIds)),
    db
      .select({ lesson: lessons, courseId: courseModules.courseId })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(inArray(courseModules.courseId, courseIds))
      .orderBy(asc(courseModules.sortOrder), asc(lessons.sortOrder)),
    db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds))),
    db
      .select({ lessonId: quizAttempts.lessonId, lastAt: sql<Date | string>`max(${quizAttempts.submittedAt})` })
      .from(quizAttempts)
      .innerJoin(lessonProgress, and(eq(lessonProgress.userId, quizAttempts.userId), eq(lessonProgress.lessonId, quizAttempts.lessonId)))
      .where(and(eq(quizAttempts.userId, userId), inArray(lessonProgress.courseId, courseIds)))
      .groupBy(quizAttempts.lessonId),
    db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds))),
    db
      .select({ courseId: batchCourses.courseId, dueOn: sql<string>`min(${batchCourses.dueOn})::text` })
      .from(batchMembers)
      .innerJoin(batchCourses, eq(batchCourses.batchId, batchMembers.batchId))
      .where(and(eq(batchMembers.userId, userId), inArray(batchCourses.courseId, courseIds), isNotNull(batchCourses.dueOn)))
      .groupBy(batchCourses.courseId),
  ]);
  return {
    dueDates: new Map(dueRows.map((row) => [row.courseId, row.dueOn])),
    rows,
    modules,
    lessons: lessonRows,
    progress,
    // An aggregate in raw SQL comes back as the driver's text for a timestamp.
    quizTries: quizTries.map((row) => ({ lessonId: row.lessonId, lastAt: new Date(row.lastAt) })),
    certificates: certificateRows,
  };
}

/** The learner's latest accepted watch report of any other lesson (of any course); null when none. */
export async function lastReportElsewhere(db: Db, userId: string, lessonId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(lessonProgress.lastReportAt) })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), ne(lessonProgress.lessonId, lessonId)));
  // An aggregate may come back as the driver's text for a timestamp.
  return row?.at ? new Date(row.at) : null;
}

/** When the learner completed each of `lessonIds` that they have completed. */
export async function completionTimes(db: Db, userId: string, lessonIds: string[]): Promise<Map<string, Date>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds), eq(lessonProgress.status, 'completed')));
  return new Map(rows.flatMap((row) => (row.completedAt ? [[row.lessonId, row.completedAt] as const] : [])));
}
