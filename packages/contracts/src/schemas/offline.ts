import { z } from 'zod';
import { nextLessonResult, quizAttemptBody, quizAttemptResult, videoPosition } from './learning.js';
import { text } from './text.js';
import { videoQuality } from './video-quality.js';

/**
 * Learning without a network: a course's offline package (what to download, how big, which
 * version) and the sync of what the learner did while offline.
 *
 * Endpoints (below /api):
 * - GET  /v1/courses/{id}/offline?quality=240p|360p|original&language=hi&audio=opus → OfflinePackage (enrolled
 *                                                  learners; records when the learner downloaded the course)
 * - POST /v1/sync { sentAt, events }               → SyncResult (each event's key is applied once)
 * - GET  /v1/media/{id}?quality=240p|360p          → a smaller copy of a video when one was made, else the original
 */

export const offlinePackageQuery = z
  .object({
    quality: videoQuality.default('360p'),
    /** `sizes`: only to show the sizes before the learner chooses; nothing is recorded. */
    purpose: z.enum(['download', 'sizes'], { error: 'purpose must be download or sizes.' }).default('download'),
    /**
     * Added: the language the learner reads the site in. A video lesson with a copy spoken in
     * that language (see `mediaByLanguage`) is downloaded in it; without it, the lesson's own video.
     */
    language: text('language').min(2).max(12).optional(),
    /**
     * Added: the audio format this browser plays (`canPlayType('audio/ogg; codecs=opus')`): each
     * lesson read aloud is listed in that one format, Opus while its copy is still being made
     * excepted (then the MP3). Without it, MP3, which every browser plays.
     */
    audio: z.enum(['opus', 'mp3'], { error: 'audio must be opus or mp3.' }).default('mp3'),
  })
  .strict();

export const OFFLINE_ITEM_KINDS = ['page', 'course-state', 'lesson', 'video', 'captions', 'document', 'image', 'audio'] as const;

/** One file of the package: its URL (same origin; API paths start with /api/), size and version. */
export const offlineItem = z.object({
  url: z.string(),
  kind: z.enum(OFFLINE_ITEM_KINDS),
  /** The lesson the file belongs to; null for the course's own pages and images. */
  lessonId: z.string().nullable(),
  /**
   * The bytes that travel to the browser that asked: exact for files; pages and the web app's files
   * as the server sends them with that request's Accept-Encoding (compressed); an estimate for
   * personal JSON, which is fetched fresh each time.
   */
  sizeBytes: z.number().int().nonnegative(),
  /** Changes whenever the file's content changes: a download fetches only items whose version moved. */
  version: z.string(),
});
export type OfflineItem = z.infer<typeof offlineItem>;

export const offlinePackage = z.object({
  courseId: z.string(),
  slug: z.string(),
  quality: videoQuality,
  /** Changes whenever any item's version changes: "Updated — download changes". */
  version: z.string(),
  totalBytes: z.number().int().nonnegative(),
  /** The package's total at each quality, so the learner can choose before anything is fetched. */
  sizes: z.array(z.object({ quality: videoQuality, totalBytes: z.number().int().nonnegative() })),
  /** Each lesson's download size at this quality, for the LMS page. */
  lessons: z.array(z.object({ lessonId: z.string(), sizeBytes: z.number().int().nonnegative() })),
  items: z.array(offlineItem),
  /** When the learner first downloaded the course (ISO 8601), null before: offline watch reports cannot be earlier. */
  downloadedAt: z.string().nullable(),
});
export type OfflinePackage = z.infer<typeof offlinePackage>;

const eventBase = {
  /** Made on the device once per action (a UUID): the server applies each key once. */
  key: z.uuid({ error: 'key must be a UUID.' }),
  courseId: z.uuid({ error: 'courseId must be a valid identifier.' }),
  lessonId: z.uuid({ error: 'lessonId must be a valid identifier.' }),
  /** The device's clock when it happened (ISO 8601). */
  at: z.iso.datetime({ offset: true, error: 'at must be a date and time (ISO 8601).' }),
};

export const syncEvent = z.discriminatedUnion('type', [
  z.object({ ...eventBase, type: z.literal('position'), positionSeconds: z.number().min(0).max(86_400) }).strict(),
  z.object({ ...eventBase, type: z.literal('complete') }).strict(),
  z.object({ ...eventBase, type: z.literal('attempt'), answers: quizAttemptBody.shape.answers }).strict(),
]);
export type SyncEvent = z.infer<typeof syncEvent>;

export const syncBody = z
  .object({
    /** The device's clock when the batch was sent: the server shifts the events' times by its difference from its own. */
    sentAt: z.iso.datetime({ offset: true, error: 'sentAt must be a date and time (ISO 8601).' }),
    events: z.array(syncEvent).min(1, { error: 'Send at least one event.' }).max(500, { error: 'Send at most 500 events at once.' }),
  })
  .strict();
export type SyncBody = z.infer<typeof syncBody>;

/**
 * What became of one event. `applied`: done now; `duplicate`: its key was seen before, and the
 * first outcome is returned again; `refused`: not applied, with the reason (a forged or
 * out-of-order watch report, a locked lesson, a quiz still waiting after failed attempts).
 */
export const syncOutcome = z.object({
  key: z.string(),
  type: z.enum(['position', 'complete', 'attempt']),
  status: z.enum(['applied', 'duplicate', 'refused']),
  reason: z.string().nullable(),
  position: videoPosition.nullable(),
  completion: nextLessonResult.nullable(),
  attempt: quizAttemptResult.nullable(),
});
export type SyncOutcome = z.infer<typeof syncOutcome>;

/** One outcome per event, in the order the events were applied (by device time). */
export const syncResult = z.object({ outcomes: z.array(syncOutcome) });
export type SyncResult = z.infer<typeof syncResult>;
