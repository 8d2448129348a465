import { API } from '@jal/contracts/core';
import type { NextLessonResult, VideoPosition } from '@jal/contracts';
import { addEvent } from '../offline-progress/queue/event-queue';
import { queuedEventsNow } from '../offline-progress/queue/queued-events';
import { sendOrQueue, type SendOutcome } from '../offline-progress/sync/send-or-queue';
import { apiRequest, noResponse, type Envelope } from '@/lib/api-client';

/** POST next for one lesson: the completion and what comes after it. */
export async function completeLesson(courseId: string, lessonId: string): Promise<NextLessonResult> {
  const response = await apiRequest<Envelope<NextLessonResult>>(API.nextLesson(courseId), { method: 'POST', body: { lessonId } });
  return response.data;
}

export type CompletionOutcome = SendOutcome<NextLessonResult>;

/** Completes the lesson, or keeps the completion on the phone when no answer came (offline). */
export function completeOrQueue(courseId: string, lessonId: string): Promise<CompletionOutcome> {
  return sendOrQueue({ type: 'complete', courseId, lessonId }, () => completeLesson(courseId, lessonId));
}

type PositionBody = { positionSeconds: number; durationSeconds: number };

export async function savePosition(courseId: string, lessonId: string, body: PositionBody): Promise<VideoPosition> {
  const response = await apiRequest<Envelope<VideoPosition>>(API.lessonPosition(courseId, lessonId), { method: 'PUT', body });
  return response.data;
}

const positionEvent = (courseId: string, lessonId: string, body: PositionBody) =>
  ({ type: 'position', courseId, lessonId, positionSeconds: body.positionSeconds }) as const;

/**
 * Saves the position; offline, keeps this report with the phone's time (the server counts
 * watched time between reports, so each one matters). Null when not saved now.
 */
export async function savePositionOrQueue(courseId: string, lessonId: string, body: PositionBody): Promise<VideoPosition | null> {
  try {
    const outcome = await sendOrQueue(positionEvent(courseId, lessonId, body), () => savePosition(courseId, lessonId, body));
    return outcome.queued ? null : outcome.result;
  } catch {
    return null;
  }
}

/**
 * The last position as the page goes away: `keepalive` lets the request outlive the page. Queued
 * instead when offline or behind other waiting events, and when the request never leaves the phone.
 */
export function savePositionOnExit(courseId: string, lessonId: string, body: PositionBody) {
  const queue = () => void addEvent(positionEvent(courseId, lessonId, body)).catch(() => undefined);
  if (!navigator.onLine || queuedEventsNow().length > 0) {
    queue();
    return;
  }
  // A refusal is the server's answer, as before; only a request that found no server waits on the phone.
  void apiRequest(API.lessonPosition(courseId, lessonId), { method: 'PUT', body, keepalive: true }).catch((error: unknown) => {
    if (noResponse(error)) queue();
  });
}
