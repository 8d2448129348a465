import { z } from 'zod';
import { courseSummary } from './course.js';
import { certificateSummary, learningProgress } from './learning.js';

/** GET /v1/enrolments: the caller's courses, with where each stands and what comes next. */
export const myEnrolments = z.object({
  enrolments: z.array(
    z.object({
      course: courseSummary,
      enrolledAt: z.string(),
      completedAt: z.string().nullable(),
      progress: learningProgress,
      currentLessonId: z.string().nullable(),
      /**
       * Added: the lesson Continue opens, where the learner left off: the lesson they last worked
       * on when it is not complete yet, else the first one not complete; null when all are done.
       */
      resumeLessonId: z.string().nullable(),
      /** Added: the certificate, once the course is complete. */
      certificate: certificateSummary.nullable(),
      /** Added: the day (YYYY-MM-DD) a batch of the learner's asks the course to be done by; null when none does. */
      dueOn: z.string().nullable(),
    }),
  ),
});
export type MyEnrolments = z.infer<typeof myEnrolments>;
