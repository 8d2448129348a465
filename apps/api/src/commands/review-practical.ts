import type { PracticalReview } from '@jal/contracts';
import { appendAuditEntry } from '../db/audit-log.js';
import type { UserRow } from '../db/rows.js';
import type { NotificationRow } from '../db/schema.js';
import type { EventOrigin } from '../db/security-events.js';
import { HttpError, notFound } from '../lib/http-error.js';
import type { JobQueue } from '../modules/jobs/service.js';
import type { LearningDeps } from '../modules/learning/service.js';
import { listPracticalOnCertificate } from '../modules/certificates/service.js';
import { emailNotices, notify, type NotificationMailer } from '../modules/notifications/service.js';
import { courseOfSubmission, recordReview } from '../modules/practicals/service.js';
import { findUserById } from '../modules/users/service.js';
import { completeLesson } from './complete-lesson.js';

export type ReviewWork = {
  learning: LearningDeps;
  jobs: JobQueue;
  mail: NotificationMailer;
  origin: EventOrigin;
};

/**
 * A reviewer's review of a field practical, all or none in one transaction: the review written
 * (only over the version the reviewer read), the lesson completed for the learner when accepted
 * (with the course's completion and certificate when it was the last lesson, the certificate
 * listing the practical), the learner's notice and its queued email, and the audit log's entry.
 * The queue is woken once committed.
 */
export async function reviewPractical(
  work: ReviewWork,
  actor: UserRow,
  submissionId: string,
  body: Parameters<typeof recordReview>[3],
): Promise<PracticalReview> {
  const at = work.learning.now();
  const { db } = work.learning;
  // Read before the transaction, as the sync does: the outlines' cache reads outside it, and on
  // the embedded database that would wait for the one connection the transaction holds.
  const ofCourse = await courseOfSubmission(db, submissionId);
  // An unpublished course has no outline: accepting is then refused inside, as before.
  const outline = ofCourse
    ? await work.learning.outline(ofCourse).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      })
    : null;
  let learnerId: string | null = null;
  let courseId: string | null = null;
  const review = await db.transaction(async (tx) => {
    const recorded = await recordReview(tx, actor, submissionId, body, at);
    const { after, context } = recorded;
    learnerId = after.userId;
    courseId = after.courseId;
    const notices: NotificationRow[] = [];
    if (after.state === 'accepted') {
      const learner = await findUserById(tx, after.userId);
      if (!learner) throw notFound('The learner of this submission no longer exists.');
      if (outline?.course.id !== after.courseId) throw notFound('Course not found.');
      const completed = await completeLesson({ ...work.learning, db: tx }, learner, outline, after.lessonId, at, {
        practicalAccepted: true,
      });
      notices.push(...completed.notices);
      // The completion lists it on a certificate it issued; one issued before lists it from now on.
      if (recorded.before.state !== 'accepted')
        await listPracticalOnCertificate(tx, after.userId, after.courseId, {
          lessonId: context.lesson.id,
          title: context.lesson.title,
          titleTranslations: { en: context.lesson.title, ...context.lesson.titleTranslations },
          acceptedAt: at.toISOString(),
        });
    }
    notices.push(
      await notify(tx, after.userId, after.state === 'accepted' ? 'practical-accepted' : 'practical-returned', {
        submissionId: after.id,
        courseId: context.course.id,
        courseSlug: context.course.slug,
        courseTitle: context.course.title,
        courseTitleTranslations: context.course.titleTranslations,
        lessonId: context.lesson.id,
        lessonTitle: context.lesson.title,
        lessonTitleTranslations: context.lesson.titleTranslations,
        score: after.score,
        passMark: recorded.practical.rubric.passMark,
        feedback: after.feedback,
      }),
    );
    await emailNotices(tx, work.jobs, work.mail, notices);
    await appendAuditEntry(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
      action: 'practical.review',
      targetType: 'practical-submission',
      targetId: after.id,
      address: work.origin.address,
      userAgent: work.origin.userAgent,
      details: {
        outcome: after.state,
        score: after.score,
        passMark: recorded.practical.rubric.passMark,
        marks: after.marks,
        fromVersion: recorded.before.version,
        toVersion: after.version,
        previousState: recorded.before.state,
        learnerId: after.userId,
        courseId: after.courseId,
        lessonId: after.lessonId,
      },
    });
    return recorded.review;
  });
  work.jobs.wake();
  // The learner's LMS read was dropped by the completion inside; again now that it is committed.
  if (learnerId && courseId) work.learning.states.forget(learnerId, courseId);
  return review;
}
