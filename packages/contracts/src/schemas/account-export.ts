import { z } from 'zod';
import { ROLES } from '../roles.js';
import { consentRecord } from './account.js';
import { USER_STATUSES, userPreferences } from './user.js';

/** One answer of a quiz attempt: the question and the options chosen, by id and by their English text. */
const exportedAnswer = z.object({
  questionId: z.string(),
  question: z.string().nullable(),
  optionIds: z.array(z.string()),
  chosen: z.array(z.string()),
});

/**
 * "Download my data": everything the platform keeps about the signed-in person, and nothing of
 * anyone else. Times are ISO 8601 in UTC; course and lesson titles are the English ones.
 */
export const myDataExport = z.object({
  exportedAt: z.string(),
  account: z.object({
    name: z.string(),
    nameHindi: z.string().nullable(),
    email: z.string(),
    role: z.enum(ROLES),
    organization: z.string().nullable(),
    status: z.enum(USER_STATUSES),
    createdAt: z.string(),
    preferences: userPreferences,
  }),
  consents: z.array(consentRecord),
  enrolments: z.array(z.object({ course: z.string(), enrolledAt: z.string(), completedAt: z.string().nullable() })),
  lessonProgress: z.array(
    z.object({
      course: z.string(),
      lesson: z.string(),
      status: z.enum(['in_progress', 'completed']),
      completedAt: z.string().nullable(),
      /** Where a video was left, in seconds (0 for other lessons). */
      videoPositionSeconds: z.number(),
    }),
  ),
  quizAttempts: z.array(
    z.object({
      course: z.string(),
      lesson: z.string(),
      score: z.number().int(),
      passed: z.boolean(),
      submittedAt: z.string(),
      answers: z.array(exportedAnswer),
    }),
  ),
  certificates: z.array(
    z.object({
      code: z.string(),
      course: z.string(),
      issuedAt: z.string(),
      revokedAt: z.string().nullable(),
      /** The public page that verifies it, below the site's address. */
      verificationPath: z.string(),
    }),
  ),
});
export type MyDataExport = z.infer<typeof myDataExport>;
