import { z } from 'zod';
import { ROLES } from '../roles.js';
import { consentRecord } from './account.js';
import { PRACTICAL_SUBMISSION_STATES, practicalSignals } from './practicals.js';
import { USER_STATUSES, userPreferences } from './user.js';

/** One answer of a quiz attempt: the question and the options chosen, by id and by their English text. */
const exportedAnswer = z.object({
  questionId: z.string(),
  question: z.string().nullable(),
  optionIds: z.array(z.string()),
  chosen: z.array(z.string()),
});

/** A field practical the person sent: what they sent, where its files can be fetched while the account lasts, and its review. */
const exportedPractical = z.object({
  course: z.string(),
  lesson: z.string(),
  state: z.enum(PRACTICAL_SUBMISSION_STATES),
  submittedAt: z.string(),
  receivedAt: z.string(),
  place: z.object({ latitude: z.number(), longitude: z.number(), accuracyMetres: z.number(), capturedAt: z.string() }).nullable(),
  numbers: z.array(z.object({ id: z.string(), label: z.string().nullable(), value: z.number(), unit: z.string() })),
  photos: z.array(
    z.object({
      position: z.number().int(),
      /** The stored copy and its thumbnail, below the site's address (the person's session fetches them). */
      downloadPath: z.string(),
      thumbnailPath: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      sizeBytes: z.number().int(),
      /** What the photo's EXIF said when it arrived (the stored file has none). */
      exif: z.object({ takenAt: z.string().nullable(), latitude: z.number().nullable(), longitude: z.number().nullable() }),
    }),
  ),
  voiceNote: z.object({ downloadPath: z.string(), durationSeconds: z.number(), sizeBytes: z.number().int() }).nullable(),
  signals: practicalSignals,
  /** The last review, the rubric's criteria and levels in words; null until reviewed. */
  review: z
    .object({
      outcome: z.enum(['accepted', 'returned']),
      score: z.number().int(),
      feedback: z.string().nullable(),
      reviewedAt: z.string(),
      marks: z.array(z.object({ criterion: z.string().nullable(), level: z.string().nullable(), points: z.number().nullable() })),
    })
    .nullable(),
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
  /** Added: the field practicals sent, oldest first. */
  practicalSubmissions: z.array(exportedPractical),
});
export type MyDataExport = z.infer<typeof myDataExport>;
