import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  certificates,
  consents,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  organizations,
  quizAttempts,
  users,
} from '../../db/schema.js';

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
