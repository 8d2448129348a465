import { z } from 'zod';
import { text } from './text.js';
import { languageTextMap } from './common.js';

/**
 * Field practicals: a lesson whose work is done away from the screen and brought back as photos,
 * a voice note, numbers and the place it was done. Endpoints (below /api):
 * - POST /v1/courses/{id}/lessons/{lessonId}/practical-submissions  multipart: `submission` (JSON, PracticalSubmissionFields),
 *        `photo` (one part per photo, in the order asked), `voiceNote` (optional) → PracticalSubmission (201 new, 200 a repeat)
 * - GET  /v1/courses/{id}/lessons/{lessonId}/practical-submissions  → PracticalSubmissionList (the caller's own, newest first)
 * - GET  /v1/practical-submissions/{submissionId}/photos/{photoId}[?size=thumbnail] → JPEG without metadata
 * - GET  /v1/practical-submissions/{submissionId}/voice-note        → Opus in Ogg
 * The files are served to the learner who sent them and to administrators and the managers and
 * trainers of the learner's organization; anyone else gets 404. Reviews: see practical-reviews.ts.
 */

export const PRACTICAL_LIMITS = {
  photos: 10,
  voiceNoteSeconds: 120,
  numbers: 10,
  criteria: 10,
  levels: 6,
  levelPoints: 100,
  polygonPoints: 500,
  unit: 20,
  /** A photo as sent, before it is decoded. */
  photoBytes: 5 * 1024 * 1024,
  /** A voice note as sent (a phone's recording, before it is converted). */
  voiceNoteBytes: 10 * 1024 * 1024,
} as const;

export const VOICE_NOTE_REQUIREMENTS = ['none', 'optional', 'required'] as const;
export type VoiceNoteRequirement = (typeof VOICE_NOTE_REQUIREMENTS)[number];

const latitude = z
  .number({ error: 'A latitude must be a number.' })
  .min(-90, { error: 'A latitude is -90 to 90.' })
  .max(90, { error: 'A latitude is -90 to 90.' });
const longitude = z
  .number({ error: 'A longitude must be a number.' })
  .min(-180, { error: 'A longitude is -180 to 180.' })
  .max(180, { error: 'A longitude is -180 to 180.' });

const samePosition = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** A GeoJSON position: [longitude, latitude], in that order. */
const position = z.tuple([longitude, latitude], { error: 'A position is [longitude, latitude].' });
const ring = z
  .array(position)
  .min(4, { error: 'A ring of a polygon needs at least four positions (the first repeated last).' })
  .max(PRACTICAL_LIMITS.polygonPoints, { error: `A polygon has at most ${PRACTICAL_LIMITS.polygonPoints} positions a ring.` })
  .refine((points) => samePosition(points[0] ?? [], points[points.length - 1] ?? []), {
    error: 'A ring of a polygon ends where it begins (its last position repeats the first).',
  });

/** Where the practical must be done: a circle, or a GeoJSON Polygon (the outer ring, then any holes). */
export const practicalArea = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('circle'),
        lat: latitude,
        lon: longitude,
        radiusMetres: z
          .number({ error: 'radiusMetres must be a number.' })
          .min(1, { error: 'radiusMetres is 1 to 100,000.' })
          .max(100_000, { error: 'radiusMetres is 1 to 100,000.' }),
      })
      .strict(),
    z
      .object({
        type: z.literal('Polygon'),
        coordinates: z
          .array(ring)
          .min(1, { error: 'A polygon needs its outer ring.' })
          .max(10, { error: 'A polygon has at most ten rings.' }),
      })
      .strict(),
  ],
  { error: 'The area is a circle ({ type: "circle", lat, lon, radiusMetres }) or a GeoJSON Polygon.' },
);
export type PracticalArea = z.infer<typeof practicalArea>;

/** A practical lesson as stored in `lessons.content` and read by the player: every id made. */
export const storedPractical = z.object({
  instructions: languageTextMap,
  photos: z.object({
    min: z.number().int().min(1).max(PRACTICAL_LIMITS.photos),
    max: z.number().int().min(1).max(PRACTICAL_LIMITS.photos),
    /** What each photo must show, in the order they are taken: one a photo, `max` in all. */
    captions: z.array(languageTextMap).max(PRACTICAL_LIMITS.photos),
  }),
  voiceNote: z.object({
    requirement: z.enum(VOICE_NOTE_REQUIREMENTS),
    maxSeconds: z.number().int().min(5).max(PRACTICAL_LIMITS.voiceNoteSeconds),
  }),
  numbers: z
    .array(
      z.object({
        id: z.string().min(1).max(80),
        label: languageTextMap,
        unit: z.string().max(PRACTICAL_LIMITS.unit),
        min: z.number(),
        max: z.number(),
      }),
    )
    .max(PRACTICAL_LIMITS.numbers),
  place: z.object({
    required: z.boolean(),
    /** The accuracy the phone must report, in metres, or better. */
    accuracyMetres: z.number().min(1).max(10_000),
    area: practicalArea.nullable(),
  }),
  rubric: z.object({
    criteria: z
      .array(
        z.object({
          id: z.string().min(1).max(80),
          label: languageTextMap,
          levels: z.array(z.object({ id: z.string().min(1).max(80), label: languageTextMap, points: z.number().int().min(0) })).min(2),
        }),
      )
      .min(1)
      .max(PRACTICAL_LIMITS.criteria),
    passMark: z.number().int().min(0),
  }),
});
export type StoredPractical = z.infer<typeof storedPractical>;

/** The most points a rubric gives: each criterion's best level, added up. */
export const rubricMaxPoints = (criteria: readonly { levels: readonly { points: number }[] }[]) =>
  criteria.reduce((sum, criterion) => sum + Math.max(0, ...criterion.levels.map((level) => level.points)), 0);

// ---------------------------------------------------------------------------------------------
// Submissions

export const PRACTICAL_SUBMISSION_STATES = ['submitted', 'accepted', 'returned'] as const;
export type PracticalSubmissionState = (typeof PRACTICAL_SUBMISSION_STATES)[number];

const deviceTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601, e.g. 2026-05-10T09:30:00+05:30).` });

/** The JSON part `submission` of the multipart request. */
export const practicalSubmissionFields = z
  .object({
    /** Made once on the phone for this submission: sending it again answers the first one. */
    idempotencyKey: text('idempotencyKey')
      .min(8, { error: 'idempotencyKey must be 8 to 100 characters.' })
      .max(100, { error: 'idempotencyKey must be 8 to 100 characters.' })
      .regex(/^[A-Za-z0-9._:-]+$/, { error: 'idempotencyKey may hold letters, digits, dot, colon, dash and underscore only.' }),
    /** The phone's clock when the learner pressed send (perhaps offline, long before it was sent). */
    submittedAt: deviceTime('submittedAt'),
    /** The phone's clock when this request left it: the server compares it with its own. */
    sentAt: deviceTime('sentAt'),
    /** The phone's time zone, minutes east of UTC: a photo's EXIF time is the phone's local time. */
    timeZoneOffsetMinutes: z
      .number({ error: 'timeZoneOffsetMinutes must be a number.' })
      .int({ error: 'timeZoneOffsetMinutes must be whole minutes.' })
      .min(-840, { error: 'timeZoneOffsetMinutes is -840 to 840.' })
      .max(840, { error: 'timeZoneOffsetMinutes is -840 to 840.' }),
    place: z
      .object({
        latitude,
        longitude,
        accuracyMetres: z
          .number({ error: 'accuracyMetres must be a number.' })
          .positive({ error: 'accuracyMetres must be more than 0.' })
          .max(100_000, { error: 'accuracyMetres is at most 100,000.' }),
        capturedAt: deviceTime('capturedAt'),
      })
      .strict()
      .nullable()
      .default(null),
    numbers: z
      .array(
        z
          .object({
            id: text('id').min(1).max(80),
            value: z.number({ error: 'A number must be a number.' }).finite({ error: 'A number must be finite.' }),
          })
          .strict(),
      )
      .max(PRACTICAL_LIMITS.numbers)
      .default([]),
  })
  .strict();
export type PracticalSubmissionFields = z.input<typeof practicalSubmissionFields>;

/** What the reviewer (and the learner) is told of a submission: it informs; a person decides. */
export const practicalSignals = z.object({
  /** Short names of what deserves a look, e.g. `place-inaccurate`, `outside-area`, `photo-seen-before`. */
  flags: z.array(z.string()),
  place: z.object({
    /** `missing`: no place was sent; `inaccurate`: worse than the accuracy needed. */
    status: z.enum(['ok', 'inaccurate', 'missing']),
    accuracyMetres: z.number().nullable(),
    neededMetres: z.number(),
    /** Null when the lesson names no area or no place was sent. */
    inArea: z.boolean().nullable(),
    /** How far the point is from the area's edge when outside it (a circle's; a polygon's nearest edge). */
    metresOutside: z.number().nullable(),
  }),
  time: z.object({
    /** The phone's clock less the server's when it was sent (seconds; positive: the phone is ahead). */
    phoneClockAheadSeconds: z.number(),
    /** When the learner pressed send, on the server's clock. */
    submittedAt: z.string(),
    receivedAt: z.string(),
    photos: z.array(
      z.object({
        photoId: z.string(),
        /** The EXIF time, on the server's clock; null when the photo carried none. */
        takenAt: z.string().nullable(),
        /** Minutes from the photo to pressing send (negative: taken after). */
        minutesBeforeSubmission: z.number().nullable(),
        status: z.enum(['ok', 'no-time', 'taken-after-submission', 'taken-long-before']),
      }),
    ),
  }),
  duplicatePhotos: z.array(
    z.object({
      photoId: z.string(),
      /** `identical`: the same stored copy; `similar`: a near-same picture (difference hash). */
      match: z.enum(['identical', 'similar']),
      hammingDistance: z.number().int(),
      /** Whether the other submission was the same learner's (a photo sent again after a return). */
      sameLearner: z.boolean(),
    }),
  ),
  /** Other learners' submissions of this lesson from within 50 m and 10 minutes. */
  nearbySubmissions: z.object({ count: z.number().int(), nearestMetres: z.number().nullable() }),
});
export type PracticalSignals = z.infer<typeof practicalSignals>;

export const practicalPhoto = z.object({
  id: z.string(),
  /** Its place in the order asked (0 first), matching the lesson's captions. */
  position: z.number().int(),
  /** API paths below /api: the stored copy (at most 1600 px) and its 320 px thumbnail, both JPEG without metadata. */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  /** What the photo's EXIF said before it was removed: kept as data, never served in the file. */
  exif: z.object({ takenAt: z.string().nullable(), latitude: z.number().nullable(), longitude: z.number().nullable() }),
});

/** A reviewer's choice for one criterion of the rubric: the level given. */
export const practicalMark = z.object({ criterionId: z.string(), levelId: z.string() });
export type PracticalMark = z.infer<typeof practicalMark>;

export const practicalSubmission = z.object({
  id: z.string(),
  courseId: z.string(),
  lessonId: z.string(),
  /** `submitted`: waiting for review; `accepted`: the lesson is complete; `returned`: send it again, with the feedback. */
  state: z.enum(PRACTICAL_SUBMISSION_STATES),
  /** The reviewer's feedback (always given when returned); null until reviewed. */
  feedback: z.string().nullable(),
  /** The level given for each criterion of the rubric, and their points added up; null until reviewed. */
  marks: z.array(practicalMark).nullable(),
  score: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
  /** Bumped at every change: a review sends the version it read, so two reviewers never overwrite each other. */
  version: z.number().int(),
  idempotencyKey: z.string(),
  submittedAt: z.string(),
  receivedAt: z.string(),
  place: z.object({ latitude: z.number(), longitude: z.number(), accuracyMetres: z.number(), capturedAt: z.string() }).nullable(),
  numbers: z.array(z.object({ id: z.string(), value: z.number() })),
  photos: z.array(practicalPhoto),
  voiceNote: z.object({ url: z.string(), contentType: z.string(), sizeBytes: z.number().int(), durationSeconds: z.number() }).nullable(),
  signals: practicalSignals,
});
export type PracticalSubmission = z.infer<typeof practicalSubmission>;

export const practicalSubmissionList = z.object({ submissions: z.array(practicalSubmission) });
export type PracticalSubmissionList = z.infer<typeof practicalSubmissionList>;

export const practicalFileParams = z.object({
  submissionId: z.uuid({ error: 'submissionId must be a valid identifier.' }),
});
export const practicalPhotoParams = practicalFileParams.extend({
  photoId: z.uuid({ error: 'photoId must be a valid identifier.' }),
});
export const practicalPhotoQuery = z
  .object({ size: z.enum(['full', 'thumbnail'], { error: 'size must be full or thumbnail.' }).optional() })
  .strict();
