import type { LearnerProgress, ProgressBoard, ProgressCell, ProgressRow } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { indianDay } from '../../lib/calendar-day.js';
import { notFound } from '../../lib/http-error.js';
import { batchCourseList, batchMemberList, findListedBatch, presentBatch, visibleBatch } from '../batches/service.js';
import { canSee, findListedUser } from '../users/service.js';
import { activityOf, learnerActivity, learnerBatches, lessonCounts } from './repository.js';

const percentOf = (done: number, total: number) => (total ? Math.floor((done * 100) / total) : 0);
const pairKey = (userId: string | null, courseId: string | null) => `${userId ?? ''}:${courseId ?? ''}`;

/**
 * A batch's learners × its courses on `now`'s day in India: not started, a share of the lessons
 * done, or completed (with the certificate); overdue when past the due date and not complete.
 */
export async function progressBoard(db: Db, actor: UserRow, batchId: string, now: Date): Promise<ProgressBoard> {
  const batch = await visibleBatch(db, actor, batchId);
  const [listed, courses, members] = await Promise.all([
    findListedBatch(db, batch.id),
    batchCourseList(db, batch.id),
    batchMemberList(db, batch.id),
  ]);
  if (!listed) throw notFound('Batch not found.');
  const courseIds = courses.map((course) => course.courseId);
  const userIds = members.map((member) => member.userId);
  const [totals, activity] = await Promise.all([lessonCounts(db, courseIds), activityOf(db, userIds, courseIds)]);
  const enrolled = new Map(activity.enrolmentRows.map((row) => [pairKey(row.userId, row.courseId), row]));
  const lessonsDone = new Map(activity.lessonRows.map((row) => [pairKey(row.userId, row.courseId), row]));
  const certificate = new Map(activity.certificateRows.map((row) => [pairKey(row.userId, row.courseId), row]));
  const today = indianDay(now);

  const cellOf = (userId: string, course: (typeof courses)[number]): ProgressCell => {
    const key = pairKey(userId, course.courseId);
    const totalLessons = totals.get(course.courseId) ?? 0;
    const done = lessonsDone.get(key);
    const issued = certificate.get(key);
    const completedAt = enrolled.get(key)?.completedAt ?? issued?.issuedAt ?? null;
    const completedLessons = completedAt ? totalLessons : (done?.completed ?? 0);
    const state = completedAt ? 'completed' : done?.begun ? 'in-progress' : 'not-started';
    return {
      courseId: course.courseId,
      state,
      completedLessons,
      totalLessons,
      percent: completedAt ? 100 : Math.min(99, percentOf(completedLessons, totalLessons)),
      completedAt: completedAt?.toISOString() ?? null,
      certificateCode: issued?.code ?? null,
      overdue: state !== 'completed' && !!course.dueOn && course.dueOn < today,
    };
  };
  const rows: ProgressRow[] = members.map((member) => ({
    userId: member.userId,
    name: member.name,
    email: member.email ?? '',
    cells: courses.map((course) => cellOf(member.userId, course)),
  }));
  return { batch: presentBatch(listed), courses, rows, today };
}

/** One learner's page, for administrators and the manager of the learner's organization. */
export async function learnerProgress(db: Db, actor: UserRow, userId: string, now: Date): Promise<LearnerProgress> {
  const listed = await findListedUser(db, userId);
  if (!listed || !canSee(actor, listed.user)) throw notFound('User not found.');
  const [memberships, activity] = await Promise.all([learnerBatches(db, userId), learnerActivity(db, userId)]);
  const today = indianDay(now);
  // The earliest date any of the learner's batches asks a course by.
  const dueOn = new Map<string, string>();
  for (const row of memberships) {
    if (!row.courseId || !row.dueOn) continue;
    const known = dueOn.get(row.courseId);
    if (!known || row.dueOn < known) dueOn.set(row.courseId, row.dueOn);
  }
  const progress = new Map(activity.progress.map((row) => [row.lessonId, row]));
  const courses = activity.enrolled.map(({ enrolment, course }) => {
    const lessonRows = activity.lessonRows.filter((row) => row.courseId === course.id).map((row) => row.lesson);
    const lessons = lessonRows.map((lesson) => {
      const row = progress.get(lesson.id);
      return {
        id: lesson.id,
        title: lesson.title,
        titleTranslations: lesson.titleTranslations,
        kind: lesson.kind,
        status: row?.status === 'completed' ? ('completed' as const) : row ? ('in-progress' as const) : ('not-started' as const),
        completedAt: row?.completedAt?.toISOString() ?? null,
        quizAttempts: activity.attempts
          .filter((attempt) => attempt.lessonId === lesson.id)
          .map((attempt) => ({ score: attempt.score, passed: attempt.passed, submittedAt: attempt.submittedAt.toISOString() })),
      };
    });
    const done = lessons.filter((lesson) => lesson.status === 'completed').length;
    const certificate = activity.certificateRows.find((row) => row.courseId === course.id);
    const due = dueOn.get(course.id) ?? null;
    return {
      courseId: course.id,
      title: course.title,
      titleTranslations: course.titleTranslations,
      enrolledAt: enrolment.enrolledAt.toISOString(),
      completedAt: enrolment.completedAt?.toISOString() ?? null,
      percent: enrolment.completedAt ? 100 : Math.min(99, percentOf(done, lessons.length)),
      dueOn: due,
      overdue: !enrolment.completedAt && !!due && due < today,
      certificate: certificate
        ? { code: certificate.code, issuedAt: certificate.issuedAt.toISOString(), revoked: !!certificate.revokedAt }
        : null,
      lessons,
    };
  });
  const batches = [...new Map(memberships.map((row) => [row.id, { id: row.id, name: row.name }])).values()];
  return {
    learner: {
      id: listed.user.id,
      name: listed.user.name,
      email: listed.user.email ?? '',
      mobile: listed.user.mobile,
      organizationName: listed.organizationName,
    },
    batches,
    courses,
  };
}
