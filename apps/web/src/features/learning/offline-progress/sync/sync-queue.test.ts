import 'fake-indexeddb/auto';
import type { SyncBody } from '@jal/contracts';
import { STORAGE_KEYS } from '@jal/contracts/core';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiOrigin } from '@/lib/api-client';
import { catchConsoleErrors } from '@/test/console';
import { startHttpServer, type Route } from '@/test/http-stub-server';
import { addEvent, clearQueue, readQueue } from '../queue/event-queue';
import { OLD_QUEUE_KEY } from '../queue/migrate-old-queue';
import { envelope, outcomeFor, sentEvents, stamped } from '../testing/sync-stub';
import { BATCH_SIZE, RETRY_AFTER_MS, syncNow } from './sync-queue';

const COURSE = '00000000-0000-4000-8000-000000000001';
const lesson = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const complete = (n: number) => ({ type: 'complete' as const, courseId: COURSE, lessonId: lesson(n) });

let route: Route;
const api = await startHttpServer((request) => route(request));
const applyAll: Route = (request) =>
  envelope({ outcomes: (JSON.parse(request.body) as SyncBody).events.map((event) => outcomeFor(event)) });
const waitingLessons = async () => (await readQueue()).map((record) => record.event.lessonId);

afterAll(async () => {
  setApiOrigin(null);
  await api.close();
});
beforeEach(async () => {
  setApiOrigin(api.origin);
  api.received.length = 0;
  route = applyAll;
  await clearQueue();
});

describe('the offline event queue and its sync', () => {
  it('gives each event its own key and the phone time, and sends them in the order they were made', async () => {
    await addEvent(complete(1), new Date('2026-11-20T10:00:00Z'));
    await addEvent({ type: 'position', courseId: COURSE, lessonId: lesson(2), positionSeconds: 12 }, new Date('2026-11-20T10:01:00Z'));
    await addEvent(complete(2), new Date('2026-11-20T10:02:00Z'));
    const keys = (await readQueue()).map((record) => record.event.key);
    expect(new Set(keys).size).toBe(3);

    await syncNow();
    const [batch] = sentEvents(api.received);
    expect(batch?.map((event) => [event.type, event.lessonId, event.at, event.key])).toEqual([
      ['complete', lesson(1), '2026-11-20T10:00:00.000Z', keys[0]],
      ['position', lesson(2), '2026-11-20T10:01:00.000Z', keys[1]],
      ['complete', lesson(2), '2026-11-20T10:02:00.000Z', keys[2]],
    ]);
    expect(await readQueue()).toEqual([]);
  });

  it('keeps every event with the same key when no answer comes or the server fails, and sends it again later', async () => {
    catchConsoleErrors();
    await addEvent(complete(1));
    const [before] = await readQueue();
    setApiOrigin('http://127.0.0.1:9');
    await syncNow();
    expect(await readQueue()).toEqual([before]);

    setApiOrigin(api.origin);
    route = () => ({ status: 503, body: { code: 503, message: 'Busy.' } });
    await syncNow();
    expect(await readQueue()).toEqual([before]);

    route = applyAll;
    await syncNow();
    expect(sentEvents(api.received).map((batch) => batch[0]?.key)).toEqual([before?.event.key, before?.event.key]);
    expect(await readQueue()).toEqual([]);
  });

  it('tries again by itself after no answer, as a phone on a dead link may never say it went offline', async () => {
    catchConsoleErrors();
    await addEvent(complete(1));
    setApiOrigin('http://127.0.0.1:9');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await syncNow();
      expect(await waitingLessons()).toEqual([lesson(1)]);
      setApiOrigin(api.origin);
      await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    } finally {
      vi.useRealTimers();
    }
    await expect.poll(waitingLessons).toEqual([]);
    expect(sentEvents(api.received)).toHaveLength(1);
  });

  it('drops an event the server refused or had seen, and keeps one it did not answer for', async () => {
    await addEvent(complete(1));
    await addEvent(complete(2));
    await addEvent(complete(3));
    const answers: Record<string, 'refused' | 'duplicate'> = { [lesson(1)]: 'refused', [lesson(2)]: 'duplicate' };
    route = (request) => {
      const { events } = JSON.parse(request.body) as SyncBody;
      return envelope({
        outcomes: events.flatMap((event) => (answers[event.lessonId] ? [outcomeFor(event, answers[event.lessonId])] : [])),
      });
    };
    await syncNow();
    expect(await waitingLessons()).toEqual([lesson(3)]);
  });

  it('sends a long queue in batches of at most 100', async () => {
    for (let n = 0; n < BATCH_SIZE + 5; n += 1) await addEvent(complete(n));
    await syncNow();
    expect(sentEvents(api.received).map((batch) => batch.length)).toEqual([BATCH_SIZE, 5]);
    expect(await readQueue()).toEqual([]);
  });

  it('after a request refused as a whole, sends the events one by one and drops only the one refused alone', async () => {
    catchConsoleErrors();
    await addEvent(complete(1));
    await addEvent(complete(2));
    route = (request) => {
      const { events } = JSON.parse(request.body) as SyncBody;
      if (events.some((event) => event.lessonId === lesson(1))) return { status: 400, body: { code: 400, message: 'Invalid input.' } };
      return applyAll(request);
    };
    await syncNow();
    expect(sentEvents(api.received).map((batch) => batch.length)).toEqual([2, 1, 1]);
    expect(await readQueue()).toEqual([]);
  });

  it("sends only the signed-in learner's events, and keeps another learner's for when they are back", async () => {
    const signInAs = (id: string | null) =>
      id ? localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ id })) : localStorage.removeItem(STORAGE_KEYS.currentUser);
    signInAs('learner-a');
    await addEvent(complete(1));
    signInAs('learner-b');
    await addEvent(complete(2));
    expect(await waitingLessons()).toEqual([lesson(2)]);
    await syncNow();
    expect(
      sentEvents(api.received)
        .flat()
        .map((event) => event.lessonId),
    ).toEqual([lesson(2)]);
    signInAs('learner-a');
    expect(await waitingLessons()).toEqual([lesson(1)]);
    await syncNow();
    expect(
      sentEvents(api.received)
        .flat()
        .map((event) => event.lessonId),
    ).toEqual([lesson(2), lesson(1)]);
    signInAs(null);
  });

  it('moves the old localStorage queue in once, in its order, then removes it', async () => {
    window.localStorage.setItem(
      OLD_QUEUE_KEY,
      JSON.stringify([
        complete(1),
        { type: 'position', courseId: COURSE, lessonId: lesson(2), positionSeconds: 42, durationSeconds: 60 },
        'junk',
      ]),
    );
    setApiOrigin('http://127.0.0.1:9');
    catchConsoleErrors();
    await syncNow();
    const waiting = (await readQueue()).map(({ event }) => event);
    expect(waiting).toEqual([
      { ...complete(1), ...stamped() },
      { type: 'position', courseId: COURSE, lessonId: lesson(2), positionSeconds: 42, ...stamped() },
    ]);
    expect(window.localStorage.getItem(OLD_QUEUE_KEY)).toBeNull();
    await syncNow();
    expect(await readQueue()).toHaveLength(2);
  });
});
