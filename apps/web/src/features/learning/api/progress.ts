import { STORAGE_KEYS } from '@jal/contracts/core';
import type { NextLessonResult, VideoPosition } from '@jal/contracts';
import { ApiError, apiRequest, type Envelope } from '@/lib/api-client';
import { readCookie, storage } from '@/lib/storage';
import { enqueue, type QueuedProgress, type SendOutcome } from '../lib/offline-queue';
import { apiUrl, LEARNING_API } from './learning-api';

const noResponse = (error: unknown) => error instanceof ApiError && error.status === 0;

/** POST next for one lesson: the completion and what comes after it. */
export async function completeLesson(courseId: string, lessonId: string): Promise<NextLessonResult> {
  const response = await apiRequest<Envelope<NextLessonResult>>(LEARNING_API.next(courseId), { method: 'POST', body: { lessonId } });
  return response.data;
}

export type CompletionOutcome = { queued: false; result: NextLessonResult } | { queued: true };

/** Completes the lesson, or keeps the completion on the phone when no answer came (offline). */
export async function completeOrQueue(courseId: string, lessonId: string): Promise<CompletionOutcome> {
  try {
    return { queued: false, result: await completeLesson(courseId, lessonId) };
  } catch (error) {
    if (!noResponse(error)) throw error;
    enqueue({ type: 'complete', courseId, lessonId });
    return { queued: true };
  }
}

type PositionBody = { positionSeconds: number; durationSeconds: number };

export async function savePosition(courseId: string, lessonId: string, body: PositionBody): Promise<VideoPosition> {
  const response = await apiRequest<Envelope<VideoPosition>>(LEARNING_API.position(courseId, lessonId), { method: 'PUT', body });
  return response.data;
}

/** Saves the position; offline, keeps the latest one to send later. Null when not saved now. */
export async function savePositionOrQueue(courseId: string, lessonId: string, body: PositionBody): Promise<VideoPosition | null> {
  try {
    return await savePosition(courseId, lessonId, body);
  } catch (error) {
    if (noResponse(error)) enqueue({ type: 'position', courseId, lessonId, ...body });
    return null;
  }
}

/**
 * The last position as the page goes away: `keepalive` lets the request outlive the page, which
 * the shared client cannot ask for. Also queued, in case the request never leaves the phone.
 */
export function savePositionOnExit(courseId: string, lessonId: string, body: PositionBody) {
  const token = storage.get(STORAGE_KEYS.authToken) ?? readCookie(STORAGE_KEYS.cookieToken);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Device-Platform': 'web' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (!navigator.onLine) {
    enqueue({ type: 'position', courseId, lessonId, ...body });
    return;
  }
  void fetch(apiUrl(LEARNING_API.position(courseId, lessonId)), {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => enqueue({ type: 'position', courseId, lessonId, ...body }));
}

/** Sends one queued item for flushQueue. */
export async function sendQueued(item: QueuedProgress): Promise<SendOutcome> {
  try {
    if (item.type === 'complete') await completeLesson(item.courseId, item.lessonId);
    else await savePosition(item.courseId, item.lessonId, { positionSeconds: item.positionSeconds, durationSeconds: item.durationSeconds });
    return 'sent';
  } catch (error) {
    if (noResponse(error)) return 'offline';
    // 5xx: the server may be back soon; keep it. 4xx: refused for good (e.g. already done).
    if (error instanceof ApiError && error.status >= 500) return 'offline';
    return 'refused';
  }
}
