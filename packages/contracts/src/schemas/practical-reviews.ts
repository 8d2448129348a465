import { z } from 'zod';
import { languageTextMap, pageQuery, pagination } from './common.js';
import { text } from './text.js';
import {
  PRACTICAL_LIMITS,
  PRACTICAL_SUBMISSION_STATES,
  practicalMark,
  practicalSignals,
  practicalSubmission,
  storedPractical,
} from './practicals.js';

/**
 * Reviewing field practicals: administrators (every submission), and an organization's managers
 * and trainers (its learners' submissions; another organization's is 404). Endpoints (below /api):
 * - GET  /v1/practical-reviews?state&courseId&batchId&flag&page&limit → PracticalReviewQueue (oldest first)
 * - GET  /v1/practical-reviews/{submissionId}                           → PracticalReview (everything a reviewer needs)
 * - POST /v1/practical-reviews/{submissionId}  PracticalReviewBody      → PracticalReview (after the review)
 * A review writes only when `version` is the submission's current one (else 409 PRACTICAL_ALREADY_REVIEWED,
 * nothing written). `accepted` completes the lesson for the learner (and the course and its
 * certificate when it was the last); `returned` asks the learner to send it again, with the feedback.
 */

export const PRACTICAL_REVIEW_LIMITS = { feedback: 2000 } as const;

const id = (field: string) => z.uuid({ error: `${field} must be a valid identifier.` });

export const practicalReviewQueueQuery = z
  .object({
    /** Which submissions: waiting for review (the default), accepted or returned. */
    state: z.enum(PRACTICAL_SUBMISSION_STATES, { error: 'state must be submitted, accepted or returned.' }).default('submitted'),
    courseId: id('courseId').optional(),
    /** The learners of a batch. */
    batchId: id('batchId').optional(),
    /** Only submissions carrying this signal's flag, e.g. `photo-seen-before`, `outside-area`. */
    flag: text('flag')
      .regex(/^[a-z][a-z-]{0,59}$/, { error: 'flag is a signal name in lowercase letters and dashes, e.g. outside-area.' })
      .optional(),
    ...pageQuery,
  })
  .strict();
export type PracticalReviewQueueQuery = z.input<typeof practicalReviewQueueQuery>;

const titled = z.object({ id: z.string(), title: z.string(), titleTranslations: languageTextMap });

export const practicalReviewQueueItem = z.object({
  /** The submission's id: open it with GET /v1/practical-reviews/{id}. */
  id: z.string(),
  learner: z.object({ id: z.string(), name: z.string() }),
  course: titled,
  lesson: titled,
  /** When the server received it (the queue's order, oldest first) and when the learner pressed send, on the server's clock. */
  receivedAt: z.string(),
  submittedAt: z.string(),
  state: z.enum(PRACTICAL_SUBMISSION_STATES),
  /** What deserves a look (see the submission's signals). */
  flags: z.array(z.string()),
  photoCount: z.number().int(),
  hasVoiceNote: z.boolean(),
  score: z.number().int().nullable(),
  /** Send it back with a review. */
  version: z.number().int(),
});
export type PracticalReviewQueueItem = z.infer<typeof practicalReviewQueueItem>;

export const practicalReviewQueue = z.object({ items: z.array(practicalReviewQueueItem), pagination });
export type PracticalReviewQueue = z.infer<typeof practicalReviewQueue>;

export const practicalReviewParams = z.object({ submissionId: id('submissionId') });

/** The signals in full, for a reviewer: which other submissions share a photo, and which learners were nearby. */
export const practicalReviewSignals = practicalSignals.extend({
  duplicateOf: z.array(z.object({ photoId: z.string(), otherSubmissionId: z.string(), otherPhotoId: z.string() })),
  nearby: z.array(z.object({ submissionId: z.string(), userId: z.string(), distanceMetres: z.number(), minutesApart: z.number() })),
});

export const practicalReview = z.object({
  /** The submission: numbers, place, photo and voice-note URLs (API paths below /api), the full signals, state and version. */
  submission: practicalSubmission.extend({ signals: practicalReviewSignals }),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), organizationId: z.string().nullable() }),
  course: titled.extend({ slug: z.string() }),
  /** The lesson and what it asks: instructions, photos and their captions, the voice note, numbers with units and ranges, the place and area, the rubric. */
  lesson: titled.extend({ practical: storedPractical }),
  /** The most points the rubric gives; the pass mark is `lesson.practical.rubric.passMark`. */
  maxPoints: z.number().int(),
  /** The last review, or null while none was made. */
  review: z
    .object({
      outcome: z.enum(['accepted', 'returned']),
      marks: z.array(practicalMark),
      score: z.number().int(),
      feedback: z.string().nullable(),
      reviewer: z.object({ id: z.string(), name: z.string() }).nullable(),
      reviewedAt: z.string(),
    })
    .nullable(),
});
export type PracticalReview = z.infer<typeof practicalReview>;

export const practicalReviewBody = z
  .object({
    /** The submission's version as read: the review is written only if it is still the current one. */
    version: z
      .number({ error: 'version must be a number.' })
      .int({ error: 'version must be a whole number.' })
      .min(1, { error: 'version must be at least 1.' }),
    outcome: z.enum(['accepted', 'returned'], { error: 'outcome must be accepted or returned.' }),
    /** One level for every criterion of the rubric. */
    marks: z
      .array(
        z
          .object({
            criterionId: text('criterionId').min(1, { error: 'criterionId is required.' }).max(80),
            levelId: text('levelId').min(1, { error: 'levelId is required.' }).max(80),
          })
          .strict(),
        { error: 'marks must be a list of { criterionId, levelId }.' },
      )
      .max(PRACTICAL_LIMITS.criteria, { error: `marks has at most ${PRACTICAL_LIMITS.criteria} entries.` }),
    /** What the learner is told; required when returned. */
    feedback: text('feedback')
      .trim()
      .max(PRACTICAL_REVIEW_LIMITS.feedback, { error: `feedback must be at most ${PRACTICAL_REVIEW_LIMITS.feedback} characters.` })
      .nullable()
      .optional(),
  })
  .strict();
export type PracticalReviewBody = z.input<typeof practicalReviewBody>;
