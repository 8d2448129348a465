import { z } from 'zod';
import { text } from './text.js';
import { languageTextMap } from './common.js';
import { courseSummary, LESSON_KINDS } from './course.js';
import { videoVariant } from './video-quality.js';
import { storedPractical } from './practicals.js';

/**
 * Learning: enrolment, the LMS structure, the player's lesson, quiz attempts, saved video
 * positions and certificates. The web app and the mobile app read the same shapes.
 *
 * Endpoints (below /api):
 * - POST /v1/courses/{id}/enroll                     → CourseLms (201 new, 200 already enrolled)
 * - GET  /v1/courses/{id}/lms                        → CourseLms (enrolled: false before enrolment)
 * - POST /v1/courses/{id}/next   { lessonId? }       → NextLessonResult
 * - GET  /v1/courses/{id}/lessons/{lessonId}         → PlayerLesson (403 while locked)
 * - PUT  /v1/courses/{id}/lessons/{lessonId}/position { positionSeconds, durationSeconds } → VideoPosition
 * - POST /v1/courses/{id}/lessons/{lessonId}/attempts { answers } → QuizAttemptResult (429 with Retry-After
 *                                                      while a wait after failed attempts runs)
 * - GET  /v1/enrolments                              → MyEnrolments (my-enrolments.ts)
 * - /v1/certificates/{code}…                         → certificate-verification.ts
 * - GET  /v1/media/{id}[?download=1]                 → the file, with range requests (public when a published course
 *                                                      uses it; admins see all)
 * - POST /v1/media  multipart `file`                 → MediaFile (admin only)
 */

export const LESSON_STATES = ['locked', 'available', 'in_progress', 'completed'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

export const learningCourseParams = z.object({
  id: text('id').trim().min(1, { error: 'id is required.' }).max(120, { error: 'id is too long.' }),
});
export const learningLessonParams = learningCourseParams.extend({
  lessonId: z.uuid({ error: 'lessonId must be a valid identifier.' }),
});

/** `?for=offline`: the lesson is being downloaded, so it is sent even while locked. */
export const playerLessonQuery = z.object({ for: z.enum(['offline'], { error: 'for must be offline.' }).optional() }).strict();

export const lmsLesson = z.object({
  id: z.string(),
  title: z.string(),
  titleTranslations: languageTextMap,
  kind: z.enum(LESSON_KINDS),
  durationMinutes: z.number().int(),
  order: z.number().int(),
  state: z.enum(LESSON_STATES),
});
export type LmsLesson = z.infer<typeof lmsLesson>;

export const lmsModule = z.object({
  id: z.string(),
  title: z.string(),
  titleTranslations: languageTextMap,
  description: z.string(),
  descriptionTranslations: languageTextMap,
  order: z.number().int(),
  lessons: z.array(lmsLesson),
});
export type LmsModule = z.infer<typeof lmsModule>;

export const learningProgress = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  /** 0–100, rounded down: 100 only when every lesson is complete. */
  percent: z.number().int(),
});
export type LearningProgress = z.infer<typeof learningProgress>;

export const certificateSummary = z.object({
  code: z.string(),
  issuedAt: z.string(),
  /** Web path of the public verification page, e.g. /verify/JS-7K2M-9QXA. */
  verifyPath: z.string(),
  /** API path of the PDF below /api. */
  pdfPath: z.string(),
});
export type CertificateSummary = z.infer<typeof certificateSummary>;

export const courseLms = z.object({
  course: courseSummary,
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  progress: learningProgress,
  /** The lesson Resume opens: the first lesson not yet completed, or null when all are done. */
  currentLessonId: z.string().nullable(),
  modules: z.array(lmsModule),
  certificate: certificateSummary.nullable(),
});
export type CourseLms = z.infer<typeof courseLms>;

export const nextLessonBody = z
  .object({
    /** The lesson to complete; defaults to the current lesson. */
    lessonId: z.uuid({ error: 'lessonId must be a valid identifier.' }).optional(),
  })
  .strict();
export type NextLessonBody = z.infer<typeof nextLessonBody>;

export const nextLessonResult = z.object({
  completedLessonId: z.string(),
  nextLesson: lmsLesson.nullable(),
  progress: learningProgress,
  certificate: certificateSummary.nullable(),
});
export type NextLessonResult = z.infer<typeof nextLessonResult>;

export const mediaRef = z.object({
  /** API path below /api, e.g. /v1/media/{id}. */
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  filename: z.string(),
  /** A video's smaller copies (240p, 360p) when they were made; empty for other files. */
  variants: z.array(videoVariant).optional(),
});
export type MediaRef = z.infer<typeof mediaRef>;

export const captionTrack = z.object({ language: z.string(), label: z.string(), url: z.string() });

export const quizQuestionForLearner = z.object({
  id: z.string(),
  prompt: languageTextMap,
  multiple: z.boolean(),
  /** Never says which options are correct. */
  options: z.array(z.object({ id: z.string(), text: languageTextMap })),
});

export const quizAttemptSummary = z.object({ score: z.number().int(), passed: z.boolean(), submittedAt: z.string() });

/** One file of a lesson read aloud: an API path below /api, served with range requests. */
export const lessonAudioSource = z.object({
  url: z.string(),
  /** What to ask the browser (`<source type>`, `canPlayType`): `audio/ogg; codecs=opus` or `audio/mpeg`. */
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/**
 * A text lesson read aloud by the server's speech synthesizer, in one language. `url`,
 * `contentType` and `sizeBytes` are the MP3's, which every browser plays.
 */
export const lessonAudio = lessonAudioSource.extend({
  language: z.string(),
  durationSeconds: z.number().nullable(),
  /**
   * Added: every file the reading is kept in, smallest first: Opus (once made), then the MP3. A
   * browser plays the first one whose type it can play, as with `<source>` elements in this order.
   */
  sources: z.array(lessonAudioSource),
});
export type LessonAudio = z.infer<typeof lessonAudio>;

export const playerLessonContent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    body: languageTextMap,
    /** Added: the lesson read aloud, one per language made so far; empty without a synthesizer. */
    audio: z.array(lessonAudio),
  }),
  z.object({
    kind: z.literal('video'),
    summary: languageTextMap,
    media: mediaRef.nullable(),
    /**
     * Added: the same video spoken in another language, its speech the file's only audio track
     * (players play a file's first track only). A learner reading the site in one of these
     * languages is shown its file in place of `media`; the length is the same.
     */
    mediaByLanguage: z.array(z.object({ language: z.string(), media: mediaRef })).optional(),
    captions: z.array(captionTrack),
    positionSeconds: z.number(),
    /** The video's length as the server read it from the file (null when it could not). */
    durationSeconds: z.number().nullable(),
    /** Seconds of playback the server has counted: completion needs about 90 % of the length. */
    watchedSeconds: z.number(),
  }),
  z.object({ kind: z.literal('document'), summary: languageTextMap, media: mediaRef.nullable() }),
  z.object({
    kind: z.literal('quiz'),
    passingScore: z.number().int(),
    questions: z.array(quizQuestionForLearner),
    lastAttempt: quizAttemptSummary.nullable(),
    /** After several failed attempts the next one waits: the seconds left, or null when it may be sent now. */
    nextAttemptInSeconds: z.number().int().nullable(),
  }),
  /** Added: a field practical, as the course team wrote it; its submissions are listed at their own endpoint. */
  z.object({ kind: z.literal('practical'), ...storedPractical.shape }),
]);
export type PlayerLessonContent = z.infer<typeof playerLessonContent>;

export const playerLesson = lmsLesson.extend({
  courseId: z.string(),
  moduleId: z.string(),
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
  content: playerLessonContent,
});
export type PlayerLesson = z.infer<typeof playerLesson>;

export const videoPositionBody = z
  .object({
    positionSeconds: z.number({ error: 'positionSeconds must be a number.' }).min(0).max(86_400),
    /** The length the player sees; the server keeps its own, read from the file. */
    durationSeconds: z.number({ error: 'durationSeconds must be a number.' }).positive().max(86_400),
  })
  .strict();
export const videoPosition = z.object({
  positionSeconds: z.number(),
  /** The server's length of the video (read from the file), null when unknown. */
  durationSeconds: z.number().nullable(),
  /**
   * Seconds watched as the server counts them: they grow towards the furthest position reported,
   * but never faster than the clock between two reports allows. Completion needs about 90 % of the length.
   */
  watchedSeconds: z.number(),
});
export type VideoPosition = z.infer<typeof videoPosition>;

export const quizAttemptBody = z
  .object({
    answers: z
      .array(
        z.object({
          questionId: text('questionId').min(1).max(80),
          optionIds: z.array(text('optionId').min(1).max(80)).max(20),
        }),
      )
      .min(1, { error: 'Answer at least one question.' })
      .max(100),
  })
  .strict();
export type QuizAttemptBody = z.infer<typeof quizAttemptBody>;

export const quizAttemptResult = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  passingScore: z.number().int(),
  /** How many answers were right, of how many questions: all a failed attempt tells. */
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  /**
   * Right or wrong per question with its explanation, only for an attempt that passed; empty
   * otherwise, so answers cannot be found by changing one at a time.
   */
  results: z.array(z.object({ questionId: z.string(), correct: z.boolean(), explanation: languageTextMap })),
  /** Seconds until the next attempt may be sent (after several failures), or null. */
  nextAttemptInSeconds: z.number().int().nullable(),
  progress: learningProgress,
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResult>;

export const mediaFile = mediaRef.extend({ id: z.string() });
export type MediaFile = z.infer<typeof mediaFile>;

/**
 * What `lessons.content` stores for each kind: what the course editor sends and the player
 * reads. Text bodies are a small plain-text format, one per language: paragraphs separated by
 * a blank line, `## ` headings, `- ` list items, `**bold**`, and `![alt](url)` images on a
 * line of their own. The player renders it to elements itself, so no HTML is ever stored or
 * injected: the body is sanitised by construction.
 */
export const storedQuizQuestion = z.object({
  id: z.string().min(1).max(80),
  prompt: languageTextMap,
  multiple: z.boolean(),
  options: z
    .array(z.object({ id: z.string().min(1).max(80), text: languageTextMap, correct: z.boolean() }))
    .min(2, { error: 'A question needs at least two options.' })
    .max(10, { error: 'A question has at most ten options.' }),
  explanation: languageTextMap,
});
export type StoredQuizQuestion = z.infer<typeof storedQuizQuestion>;

export const storedLessonContent = {
  text: z.object({ body: languageTextMap }),
  video: z.object({
    summary: languageTextMap,
    mediaId: z.uuid().nullable(),
    captions: z.array(z.object({ language: text('language').min(2).max(12), mediaId: z.uuid() })).max(10),
    durationSeconds: z.number().positive().max(86_400).nullable(),
    /** Added: the same video with another language's speech, for learners who read the site in that language (same length). */
    mediaByLanguage: z
      .array(z.object({ language: text('language').min(2).max(12), mediaId: z.uuid() }))
      .max(10)
      .optional(),
  }),
  document: z.object({ summary: languageTextMap, mediaId: z.uuid().nullable() }),
  quiz: z.object({
    passingScore: z
      .number()
      .int()
      .min(1, { error: 'The passing score is 1 to 100.' })
      .max(100, { error: 'The passing score is 1 to 100.' }),
    questions: z.array(storedQuizQuestion).min(1, { error: 'A quiz needs at least one question.' }).max(50),
  }),
  practical: storedPractical,
} as const;
