import type { NextLessonResult } from '@jal/contracts';
import type { UserRow } from '../db/rows.js';
import type { Db } from '../db/client.js';
import type { CertificatePractical, NotificationRow } from '../db/schema.js';
import { issueCertificate } from '../modules/certificates/service.js';
import { markEnrolmentComplete, setCurrentLesson } from '../modules/enrolments/service.js';
import {
  completionAnswer,
  completionTimes,
  learnerContext,
  recordCompletion,
  type CompletionGrounds,
  type CourseOutline,
  type LearningDeps,
} from '../modules/learning/service.js';

/**
 * A lesson completed: the answer for the learner, and the notices it made (the certificate's,
 * when the last lesson issued it), to be emailed once the caller's writes are committed.
 */
export type Completion = { completion: NextLessonResult; notices: NotificationRow[] };

/**
 * Completes a lesson of `outline` at `at`: the learner's progress (learning), then their
 * enrolment (its current lesson moves on, or the course is complete), then, after the last
 * lesson, the certificate (with the course's field practicals the learner had accepted) and its
 * notice (issued once). The online completion and the sync of offline events both come here.
 * One transaction (a savepoint inside the sync's): a failure anywhere leaves none of it
 * written, never a completed course without its certificate. 403 when not enrolled or the
 * lesson is locked, 409 when it is not done yet. A practical is done only on the `grounds` of a
 * reviewer's acceptance (the review command passes them).
 */
export async function completeLesson(
  deps: LearningDeps,
  user: UserRow,
  outline: CourseOutline,
  requestedId: string | undefined,
  at: Date,
  grounds: CompletionGrounds = {},
): Promise<Completion> {
  const course = outline.course;
  const done = await deps.db.transaction(async (tx) => {
    const context = await learnerContext(tx, user, outline);
    const recorded = await recordCompletion({ ...deps, db: tx }, user, context, requestedId, at, grounds);
    let certificate = recorded.state.certificate;
    const notices: NotificationRow[] = [];
    if (recorded.after.currentLessonId === null && outline.lessons.length > 0) {
      if (!certificate) {
        const issued = await issueCertificate(tx, user, course, await practicalsPassed(tx, user.id, outline));
        certificate = issued.certificate;
        if (issued.notice) notices.push(issued.notice);
      }
      await markEnrolmentComplete(tx, user.id, course.id, at);
    } else {
      await setCurrentLesson(tx, user.id, course.id, recorded.after.currentLessonId);
    }
    return { completion: completionAnswer(context, recorded, certificate), notices };
  });
  // After the commit, so a concurrent LMS read cannot keep the state from before.
  deps.states.forget(user.id, course.id);
  return done;
}

/**
 * The course's field practicals the learner had accepted, in the course's order, titled as now:
 * what a certificate lists. A practical is completed only by a reviewer's acceptance, so its
 * completion is its acceptance, and when.
 */
async function practicalsPassed(db: Db, userId: string, outline: CourseOutline): Promise<CertificatePractical[]> {
  const practicals = outline.lessons.filter((lesson) => lesson.kind === 'practical');
  const accepted = await completionTimes(
    db,
    userId,
    practicals.map((lesson) => lesson.id),
  );
  return practicals.flatMap((lesson) => {
    const acceptedAt = accepted.get(lesson.id);
    if (!acceptedAt) return [];
    return [
      {
        lessonId: lesson.id,
        title: lesson.title,
        titleTranslations: { en: lesson.title, ...lesson.titleTranslations },
        acceptedAt: acceptedAt.toISOString(),
      },
    ];
  });
}
