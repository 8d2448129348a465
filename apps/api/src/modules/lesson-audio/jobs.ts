import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { storedLessonContent } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { LessonAudioRow } from '../../db/rows.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import type { AudioFormat } from '@jal/contracts';
import { findSpeechTools, SPEECH_FILES, synthesizeSpeech, type Speech, type SpeechTools } from '../../lib/speech-synthesis.js';
import type { JobQueue, JobRun } from '../jobs/service.js';
import {
  audioOfLesson,
  deleteAudio,
  findTextLesson,
  lessonIdsLackingOpus,
  publishedTextLessonIds,
  saveAudio,
  saveOpusCopy,
  textLessonIdsOfCourse,
} from './repository.js';
import { speakableText } from './speakable-text.js';

export const NO_SYNTHESIZER_MESSAGE = 'espeak-ng or ffmpeg not found: text lessons are offered without audio';

/**
 * The voice of each language a lesson can be heard in. British English is the English Indian
 * schools teach; both are a little slower than espeak-ng's 175 words a minute, for learners who
 * read slowly (the player speeds them up when asked).
 */
export const LESSON_VOICES: Record<string, { voice: string; wordsPerMinute: number }> = {
  en: { voice: 'en-gb', wordsPerMinute: 155 },
  hi: { voice: 'hi', wordsPerMinute: 150 },
};

/**
 * The fingerprint of what a reading says and how: a new voice, speed or text makes new files.
 * `mp3` stays in it, as when MP3 was the only format, so that the audio made then keeps its hash
 * and only gains its Opus copy.
 */
export function speechHash(voice: string, wordsPerMinute: number, text: string): string {
  return createHash('sha256').update(`${voice}\n${wordsPerMinute}\nmp3\n${text}`).digest('hex');
}

/** The media store's key of a lesson's audio in a format: a new text gets a new key. */
export const audioStoragePath = (lessonId: string, language: string, hash: string, format: AudioFormat = 'mp3') =>
  `lesson-audio/${lessonId}-${language}-${hash.slice(0, 16)}.${SPEECH_FILES[format].extension}`;

/** The job kinds: one lesson read aloud, and the lists of lessons that queue one each. */
export const LESSON_AUDIO_JOBS = { lesson: 'lesson-audio', course: 'lesson-audio-course', missing: 'lesson-audio-missing' } as const;

export type LessonAudioOptions = {
  db: Db;
  jobs: JobQueue;
  mediaStore: MediaStore;
  log: FastifyBaseLogger;
  /** Off: no audio is ever made (text lessons are offered without it). */
  enabled: boolean;
  /** Finds espeak-ng and ffmpeg; tests pass one that finds nothing. */
  findTools?: () => Promise<SpeechTools | null>;
};

/** What the rest of the server asks of lesson audio (`app.lessonAudio`). */
export type LessonAudioQueue = {
  /** Queues one text lesson (unless it waits already). */
  add(lessonId: string): Promise<void>;
  /** Queues every text lesson of a course, whatever its status (a change in the course's editor). */
  addCourse(courseId: string): Promise<void>;
  /**
   * Queues every text lesson of the published courses, and every lesson whose audio lacks its
   * Opus copy; those already heard as written, in both formats, are skipped (start-up).
   */
  addMissing(): Promise<void>;
  /** Settles once no lesson is waiting or being read. */
  idle(): Promise<void>;
};

/**
 * Reads text lessons aloud on the job queue, one lesson at a time in a process: after a course's
 * lessons are added, edited or published, and at start-up for published lessons without their
 * audio. Rules:
 * - A lesson is heard in each language its text has, each reading kept as MP3 and as Opus; a
 *   text whose words did not change is not made again (audio made before Opus was kept gains its
 *   Opus copy only), a changed one replaces both files, and a language whose text was emptied
 *   loses them.
 * - A language that fails is logged and the others are still made; the job then fails, so the
 *   queue tries again later (the languages made are skipped) and parks it after its last try.
 */
export function lessonAudioJobs(options: LessonAudioOptions): LessonAudioQueue {
  const { db, jobs, log } = options;
  let tools: Promise<SpeechTools | null> | undefined;
  /** espeak-ng and ffmpeg, looked for once; their absence is logged once. */
  const speechTools = () => {
    tools ??= (options.findTools ?? findSpeechTools)().then((found) => {
      if (!found) log.warn(NO_SYNTHESIZER_MESSAGE);
      return found;
    });
    return tools;
  };
  const queueLessons = async (lessonIds: string[]) => {
    await jobs.add(
      db,
      lessonIds.map((lessonId) => ({ kind: LESSON_AUDIO_JOBS.lesson, payload: { lessonId }, dedupeKey: lessonId })),
    );
  };
  const lessonsOf = (list: () => Promise<string[]>) => async () => {
    if (await speechTools()) await queueLessons(await list());
  };

  jobs.define(LESSON_AUDIO_JOBS.lesson, {
    maxAttempts: 3,
    run: async (job) => {
      const found = await speechTools();
      if (found) await makeLesson(options, found, String(job.payload.lessonId), job);
    },
  });
  jobs.define(LESSON_AUDIO_JOBS.course, {
    run: async (job) => lessonsOf(() => textLessonIdsOfCourse(db, String(job.payload.courseId)))(),
  });
  jobs.define(LESSON_AUDIO_JOBS.missing, {
    run: lessonsOf(async () => [...new Set([...(await publishedTextLessonIds(db)), ...(await lessonIdsLackingOpus(db))])]),
  });

  const queue = (kind: string, payload: Record<string, unknown>, dedupeKey: string) =>
    options.enabled ? jobs.add(db, [{ kind, payload, dedupeKey }]) : Promise.resolve();
  return {
    add: (lessonId) => queue(LESSON_AUDIO_JOBS.lesson, { lessonId }, lessonId),
    addCourse: (courseId) => queue(LESSON_AUDIO_JOBS.course, { courseId }, courseId),
    addMissing: () => queue(LESSON_AUDIO_JOBS.missing, {}, 'published'),
    idle: () => jobs.idle(Object.values(LESSON_AUDIO_JOBS)),
  };
}

/** Reads one lesson aloud in each language its text has (see lessonAudioJobs). */
async function makeLesson(options: LessonAudioOptions, tools: SpeechTools, lessonId: string, job: JobRun) {
  const { db, log } = options;
  const lesson = await findTextLesson(db, lessonId);
  if (!lesson) return;
  const parsed = storedLessonContent.text.safeParse(lesson.content);
  const bodies: Record<string, string> = parsed.success ? parsed.data.body : {};
  const made = await audioOfLesson(db, lessonId);
  const failed: string[] = [];
  for (const [language, { voice, wordsPerMinute }] of Object.entries(LESSON_VOICES)) {
    job.signal.throwIfAborted();
    const current = made.find((row) => row.language === language);
    const text = speakableText(bodies[language] ?? '', language);
    try {
      if (!text) {
        if (current) await forget(options, lessonId, current);
        continue;
      }
      const textHash = speechHash(voice, wordsPerMinute, text);
      if (current?.textHash === textHash && current.opusStoragePath) continue;
      const reading = { lessonId, language, textHash };
      const spoken = { voice, wordsPerMinute, text };
      if (current?.textHash === textHash) await makeOpusCopy(options, tools, reading, spoken, job);
      else await make(options, tools, { ...reading, previous: current }, spoken, job);
    } catch (error) {
      job.signal.throwIfAborted();
      log.error({ err: error, lessonId, language }, 'a lesson could not be read aloud: it is offered as text only');
      failed.push(language);
    }
  }
  if (failed.length) throw new Error(`lesson ${lessonId} could not be read aloud in ${failed.join(', ')}`);
}

type Reading = { lessonId: string; language: string; textHash: string };

/** Speaks the text into the formats asked for, in a scratch folder, and puts each file in the media store. */
async function speak(
  options: LessonAudioOptions,
  tools: SpeechTools,
  { lessonId, language, textHash }: Reading,
  speech: Speech,
  formats: AudioFormat[],
  job: JobRun,
) {
  const scratch = await scratchFolder();
  try {
    const targets = Object.fromEntries(
      formats.map((format) => [format, join(scratch.path, `${lessonId}-${language}.${SPEECH_FILES[format].extension}`)]),
    );
    const running = synthesizeSpeech(tools, speech, targets);
    // Closing the server stops the synthesizer; its partial files go with the scratch folder.
    const stop = () => running.stop();
    job.signal.addEventListener('abort', stop);
    const made = await running.done.finally(() => job.signal.removeEventListener('abort', stop));
    for (const format of formats) {
      await options.mediaStore.putFile(audioStoragePath(lessonId, language, textHash, format), targets[format] as string);
    }
    return made;
  } finally {
    await scratch.release();
  }
}

/** A new or changed text: both files made, the row replaced, the old files deleted. */
async function make(
  options: LessonAudioOptions,
  tools: SpeechTools,
  audio: Reading & { previous: LessonAudioRow | undefined },
  speech: Speech,
  job: JobRun,
) {
  const { lessonId, language, textHash, previous } = audio;
  const { sizes, durationSeconds } = await speak(options, tools, audio, speech, ['mp3', 'opus'], job);
  const storagePath = audioStoragePath(lessonId, language, textHash, 'mp3');
  const opusStoragePath = audioStoragePath(lessonId, language, textHash, 'opus');
  await saveAudio(options.db, {
    lessonId,
    language,
    textHash,
    storagePath,
    contentType: SPEECH_FILES.mp3.contentType,
    sizeBytes: sizes.mp3 ?? 0,
    durationSeconds,
    opusStoragePath,
    opusSizeBytes: sizes.opus ?? 0,
  });
  for (const path of [previous?.storagePath, previous?.opusStoragePath]) {
    if (path && path !== storagePath && path !== opusStoragePath) await options.mediaStore.delete(path).catch(() => {});
  }
}

/** Audio made before Opus was kept: the same text read again into Opus only; the MP3 stays as it is. */
async function makeOpusCopy(options: LessonAudioOptions, tools: SpeechTools, reading: Reading, speech: Speech, job: JobRun) {
  const { sizes } = await speak(options, tools, reading, speech, ['opus'], job);
  const opusStoragePath = audioStoragePath(reading.lessonId, reading.language, reading.textHash, 'opus');
  // Kept only while the row still holds the text it was read from (an edit meanwhile makes both anew).
  const kept = await saveOpusCopy(options.db, reading, { opusStoragePath, opusSizeBytes: sizes.opus ?? 0 });
  if (!kept) await options.mediaStore.delete(opusStoragePath).catch(() => {});
}

async function forget(options: LessonAudioOptions, lessonId: string, current: LessonAudioRow) {
  await deleteAudio(options.db, lessonId, current.language);
  for (const path of [current.storagePath, current.opusStoragePath]) if (path) await options.mediaStore.delete(path).catch(() => {});
}
