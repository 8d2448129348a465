// Helpers for the sync tests (not a test file itself).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SyncEvent, SyncResult } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { offlineDownloads } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { quizAnswers, type SeededLesson } from '../learning/test-helpers.js';

/** Records that the learner downloaded the course at `at`, as the offline package endpoint does. */
export async function recordDownload(db: Db, userId: string, courseId: string, at: Date) {
  await db.insert(offlineDownloads).values({ userId, courseId, firstAt: at, lastAt: at });
}

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

type EventBody =
  { type: 'position'; positionSeconds: number } | { type: 'complete' } | { type: 'attempt'; answers: ReturnType<typeof quizAnswers> };

/** One event of a course's lesson, dated `at` (ISO 8601, as the device writes it), with a new key. */
export function offlineEvent(courseId: string, lessonId: string, at: Date, what: EventBody): SyncEvent {
  return { key: randomUUID(), courseId, lessonId, at: at.toISOString(), ...what };
}

/** A video played through at real pace from `start`: a report when it starts, then every 10 s to the end. */
export function watchOffline(courseId: string, lesson: SeededLesson, start: Date, length = 30): SyncEvent[] {
  const events: SyncEvent[] = [];
  for (let position = 0; position <= length; position += 10)
    events.push(offlineEvent(courseId, lesson.id, seconds(start, position), { type: 'position', positionSeconds: position }));
  return events;
}

/**
 * What an honest device records for `lessons` learnt one after the other from `start`: texts and
 * documents completed, videos watched through then completed, quizzes passed then completed.
 * Returns the events and when the learner finished.
 */
export function learnOffline(courseId: string, lessons: SeededLesson[], start: Date): { events: SyncEvent[]; end: Date } {
  const events: SyncEvent[] = [];
  let at = start;
  for (const lesson of lessons) {
    if (lesson.kind === 'video') {
      events.push(...watchOffline(courseId, lesson, at));
      at = seconds(at, 31);
    }
    if (lesson.kind === 'quiz') {
      events.push(offlineEvent(courseId, lesson.id, at, { type: 'attempt', answers: quizAnswers(lesson, true) }));
      at = seconds(at, 20);
    }
    events.push(offlineEvent(courseId, lesson.id, at, { type: 'complete' }));
    at = seconds(at, 5);
  }
  return { events, end: at };
}

/** Sends a batch as the device does once online; `sentAt` is the device's clock (the server's unless told). */
export async function sendBatch(app: FastifyInstance, headers: Record<string, string>, events: SyncEvent[], sentAt: Date) {
  return app.inject({ method: 'POST', url: '/api/v1/sync', headers, payload: { sentAt: sentAt.toISOString(), events } });
}

export const outcomesOf = (response: Awaited<ReturnType<typeof sendBatch>>) => body<SyncResult>(response).data.outcomes;
