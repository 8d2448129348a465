import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { storedLessonContent } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import { SerialQueue } from '../../lib/serial-queue.js';
import {
  findSpeechTools,
  SPEECH_CONTENT_TYPE,
  SPEECH_EXTENSION,
  synthesizeSpeech,
  type RunningSpeech,
  type SpeechTools,
} from '../../lib/speech-synthesis.js';
import { audioOfLesson, deleteAudio, findTextLesson, publishedTextLessonIds, saveAudio, textLessonIdsOfCourse } from './repository.js';
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

/** The fingerprint of what a file says and how: a new voice, speed or text makes a new file. */
export function speechHash(voice: string, wordsPerMinute: number, text: string): string {
  return createHash('sha256').update(`${voice}\n${wordsPerMinute}\n${SPEECH_EXTENSION}\n${text}`).digest('hex');
}

/** The media store's key of a lesson's audio: a new text gets a new key. */
export const audioStoragePath = (lessonId: string, language: string, hash: string) =>
  `lesson-audio/${lessonId}-${language}-${hash.slice(0, 16)}.${SPEECH_EXTENSION}`;

export type LessonAudioOptions = {
  db: Db;
  mediaStore: MediaStore;
  log: FastifyBaseLogger;
  /** Off: no audio is ever made (text lessons are offered without it). */
  enabled: boolean;
  /** Finds espeak-ng and ffmpeg; tests pass one that finds nothing. */
  findTools?: () => Promise<SpeechTools | null>;
};

/**
 * Reads text lessons aloud in the background, one lesson at a time: after a course's lessons
 * are added, edited or published, and at start-up for published lessons without their audio.
 * Rules:
 * - A lesson is heard in each language its text has; a text whose words did not change is not
 *   made again, a changed one replaces the file, and a language whose text was emptied loses it.
 * - A failure is logged and leaves the lesson without that audio; the next change or start-up
 *   tries again.
 */
export class LessonAudioMaker {
  private tools: Promise<SpeechTools | null> | undefined;
  private running: RunningSpeech | undefined;
  private closing = false;
  private readonly queued = new Set<string>();
  private readonly queue: SerialQueue;

  constructor(private readonly options: LessonAudioOptions) {
    this.queue = new SerialQueue((error) => {
      if (!this.closing) options.log.error({ err: error }, 'a lesson could not be read aloud: it is offered as text only');
    });
  }

  /** Queues one text lesson (a lesson not queued already). */
  add(lessonId: string) {
    if (!this.options.enabled || this.queued.has(lessonId)) return;
    this.queued.add(lessonId);
    this.queue.add(() => {
      this.queued.delete(lessonId);
      return this.makeLesson(lessonId);
    });
  }

  /** Queues every text lesson of a course, whatever its status (a change in the course's editor). */
  addCourse(courseId: string) {
    if (!this.options.enabled) return;
    this.queue.add(async () => {
      if (!(await this.speechTools())) return;
      for (const lessonId of await textLessonIdsOfCourse(this.options.db, courseId)) this.add(lessonId);
    });
  }

  /** Queues every text lesson of the published courses; those already heard as written are skipped (start-up). */
  addMissing() {
    if (!this.options.enabled) return;
    this.queue.add(async () => {
      if (!(await this.speechTools())) return;
      for (const lessonId of await publishedTextLessonIds(this.options.db)) this.add(lessonId);
    });
  }

  /** Settles once every queued lesson is done. */
  idle() {
    return this.queue.idle();
  }

  /** Stops the lesson in progress (its partial file is removed) and skips the rest: the server is closing. */
  async close() {
    this.closing = true;
    this.running?.stop();
    await this.queue.close();
  }

  /** espeak-ng and ffmpeg, looked for once; their absence is logged once. */
  private speechTools(): Promise<SpeechTools | null> {
    this.tools ??= (this.options.findTools ?? findSpeechTools)().then((tools) => {
      if (!tools) this.options.log.warn(NO_SYNTHESIZER_MESSAGE);
      return tools;
    });
    return this.tools;
  }

  private async makeLesson(lessonId: string) {
    const { db, log } = this.options;
    const tools = await this.speechTools();
    const lesson = tools && !this.closing ? await findTextLesson(db, lessonId) : undefined;
    if (!tools || !lesson) return;
    const parsed = storedLessonContent.text.safeParse(lesson.content);
    const bodies: Record<string, string> = parsed.success ? parsed.data.body : {};
    const made = await audioOfLesson(db, lessonId);
    for (const [language, { voice, wordsPerMinute }] of Object.entries(LESSON_VOICES)) {
      if (this.closing) return;
      const current = made.find((row) => row.language === language);
      const text = speakableText(bodies[language] ?? '', language);
      try {
        if (!text) {
          if (current) await this.forget(lessonId, language, current.storagePath);
          continue;
        }
        const textHash = speechHash(voice, wordsPerMinute, text);
        if (current?.textHash === textHash) continue;
        await this.make(tools, lessonId, language, { voice, wordsPerMinute, text }, textHash, current?.storagePath);
      } catch (error) {
        if (!this.closing) log.error({ err: error, lessonId, language }, 'a lesson could not be read aloud: it is offered as text only');
      }
    }
  }

  private async make(
    tools: SpeechTools,
    lessonId: string,
    language: string,
    speech: { voice: string; wordsPerMinute: number; text: string },
    textHash: string,
    previousPath: string | undefined,
  ) {
    const storagePath = audioStoragePath(lessonId, language, textHash);
    const scratch = await scratchFolder();
    let made: { sizeBytes: number; durationSeconds: number | null };
    try {
      const target = join(scratch.path, `${lessonId}-${language}.${SPEECH_EXTENSION}`);
      this.running = synthesizeSpeech(tools, speech, target);
      made = await this.running.done.finally(() => {
        this.running = undefined;
      });
      await this.options.mediaStore.putFile(storagePath, target);
    } finally {
      await scratch.release();
    }
    const { sizeBytes, durationSeconds } = made;
    await saveAudio(this.options.db, {
      lessonId,
      language,
      textHash,
      storagePath,
      contentType: SPEECH_CONTENT_TYPE,
      sizeBytes,
      durationSeconds,
    });
    if (previousPath && previousPath !== storagePath) await this.options.mediaStore.delete(previousPath).catch(() => {});
  }

  private async forget(lessonId: string, language: string, storagePath: string) {
    await deleteAudio(this.options.db, lessonId, language);
    await this.options.mediaStore.delete(storagePath).catch(() => {});
  }
}
