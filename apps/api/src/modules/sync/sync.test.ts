import { and, count, eq, like } from 'drizzle-orm';
import type { CourseLms, SyncEvent, SyncOutcome } from '@jal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, lessonProgress, mediaFiles, quizAttempts, syncReceipts } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  courseLessons,
  DEMO_COURSE,
  finishLesson,
  lessonOfKind,
  lessonStatesOf,
  newLearner,
  quizAnswers,
  TestClock,
  type SeededLesson,
} from '../learning/test-helpers.js';
import { RECEIPT_DAYS } from './rules.js';
import { learnOffline, offlineEvent, outcomesOf, recordDownload, sendBatch, watchOffline } from './test-helpers.js';

let t: TestApp;
const clock = new TestClock();
let lessons: SeededLesson[];
let courseId: string;
const TEST_VIDEO_SECONDS = 30;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ courseId, lessons } = await courseLessons(t.database.db));
  // The rules of offline watching are checked against videos of 30 seconds, whatever the length
  // of the demo course's own clips: a video's length is read from its media row.
  await t.database.db.update(mediaFiles).set({ durationSeconds: TEST_VIDEO_SECONDS }).where(like(mediaFiles.contentType, 'video/%'));
  // The player's side of the tests plays them to the same end.
  for (const lesson of lessons.filter((each) => each.kind === 'video')) {
    (lesson.content as { durationSeconds?: number }).durationSeconds = TEST_VIDEO_SECONDS;
  }
});
afterAll(async () => {
  await t.close();
});

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
type Learner = Awaited<ReturnType<typeof newLearner>>;

/** A learner enrolled in the demo course who downloaded it now (unless told not to). */
async function offlineLearner({ download = true } = {}): Promise<Learner> {
  const learner = await newLearner(t.app);
  await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
  if (download) await recordDownload(t.database.db, learner.id, courseId, clock.now());
  return learner;
}

/** Finishes the lessons before `lesson` online, as the learner did before going offline. */
async function reach(learner: Learner, lesson: SeededLesson) {
  for (const before of lessons.slice(0, lessons.indexOf(lesson))) await finishLesson(t.app, learner.headers, before, clock);
}

/** Sends the batch with the device's clock right (unless `skewSeconds` says how far off it is), once the clock has passed `end`. */
async function sendAfter(learner: Learner, events: SyncEvent[], end: Date, skewSeconds = 0) {
  const wait = Math.ceil((end.getTime() - clock.now().getTime()) / 1000) + 5;
  if (wait > 0) clock.advance(wait);
  const response = await sendBatch(t.app, learner.headers, events, later(clock.now(), skewSeconds));
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const lms = async (learner: Learner) =>
  body<CourseLms>(await t.app.inject({ method: 'GET', url: `/api/v1/courses/${DEMO_COURSE}/lms`, headers: learner.headers })).data;

async function progressRows(learner: Learner) {
  const rows = await t.database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, learner.id));
  return new Map(rows.map((row) => [row.lessonId, row]));
}

const countOf = async (table: typeof quizAttempts | typeof certificates | typeof syncReceipts, userId: string) => {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
};

const statuses = (outcomes: SyncOutcome[]) => outcomes.map((outcome) => outcome.status);

describe('POST /v1/sync', () => {
  it('asks for a sign-in', async () => {
    const response = await sendBatch(t.app, {}, [offlineEvent(courseId, lessons[0]!.id, clock.now(), { type: 'complete' })], clock.now());
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no events', { sentAt: new Date().toISOString(), events: [] }],
    [
      'no sentAt',
      {
        events: [
          {
            key: crypto.randomUUID(),
            type: 'complete',
            courseId: crypto.randomUUID(),
            lessonId: crypto.randomUUID(),
            at: new Date().toISOString(),
          },
        ],
      },
    ],
    [
      'a key that is not a UUID',
      {
        sentAt: new Date().toISOString(),
        events: [
          { key: 'k1', type: 'complete', courseId: crypto.randomUUID(), lessonId: crypto.randomUUID(), at: new Date().toISOString() },
        ],
      },
    ],
    [
      'an unknown type',
      {
        sentAt: new Date().toISOString(),
        events: [
          {
            key: crypto.randomUUID(),
            type: 'skip',
            courseId: crypto.randomUUID(),
            lessonId: crypto.randomUUID(),
            at: new Date().toISOString(),
          },
        ],
      },
    ],
    [
      'a time that is not a date',
      {
        sentAt: 'yesterday',
        events: [{ key: crypto.randomUUID(), type: 'complete', courseId: crypto.randomUUID(), lessonId: crypto.randomUUID(), at: 'now' }],
      },
    ],
    [
      'more than 500 events',
      {
        sentAt: new Date().toISOString(),
        events: Array.from({ length: 501 }, () => ({
          key: crypto.randomUUID(),
          type: 'complete',
          courseId: crypto.randomUUID(),
          lessonId: crypto.randomUUID(),
          at: new Date().toISOString(),
        })),
      },
    ],
  ])('refuses a malformed batch with 400: %s', async (_label, payload) => {
    const learner = await newLearner(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/sync', headers: learner.headers, payload });
    expect(response.statusCode).toBe(400);
  });

  it('applies a whole course learnt offline, in one batch, and issues the certificate once', async () => {
    const learner = await offlineLearner();
    const { events, end } = learnOffline(courseId, lessons, later(clock.now(), 60));
    const response = await sendAfter(learner, events, end);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const outcomes = outcomesOf(response);
    expect(outcomes.filter((outcome) => outcome.status !== 'applied')).toEqual([]);
    expect(outcomes.map((outcome) => outcome.key)).toEqual(events.map((event) => event.key));
    const completions = outcomes.filter((outcome) => outcome.type === 'complete');
    expect(completions.map((outcome) => outcome.completion?.completedLessonId)).toEqual(lessons.map((lesson) => lesson.id));
    const last = completions.at(-1)?.completion;
    expect(last).toMatchObject({ nextLesson: null, progress: { percent: 100 } });
    expect(last?.certificate?.code).toMatch(/^JS-/);
    // Every video counted at real pace: its full length.
    for (const outcome of outcomes.filter((o) => o.type === 'position').slice(-1)) expect(outcome.position?.watchedSeconds).toBe(30);
    expect(outcomes.find((outcome) => outcome.type === 'attempt')?.attempt).toMatchObject({ passed: true, score: 100 });

    const state = await lms(learner);
    expect(lessonStatesOf(state).every((lessonState) => lessonState === 'completed')).toBe(true);
    expect(state.certificate?.code).toBe(last?.certificate?.code);
    expect(await countOf(certificates, learner.id)).toBe(1);

    // The same batch again (the answer was lost): nothing counted twice, the same outcomes, marked duplicate.
    const replay = outcomesOf(await sendAfter(learner, events, clock.now()));
    expect(replay).toEqual(outcomes.map((outcome) => ({ ...outcome, status: 'duplicate' })));
    expect(await countOf(quizAttempts, learner.id)).toBe(1);
    expect(await countOf(certificates, learner.id)).toBe(1);
    expect(await countOf(syncReceipts, learner.id)).toBe(events.length);

    // The last lesson completed again under a new key: a success with the same certificate.
    const again = outcomesOf(
      await sendAfter(learner, [offlineEvent(courseId, lessons.at(-1)!.id, clock.now(), { type: 'complete' })], clock.now()),
    );
    expect(again[0]).toMatchObject({ status: 'applied', completion: { certificate: { code: last?.certificate?.code } } });
    expect(await countOf(certificates, learner.id)).toBe(1);
  });

  it('gives a batch sent out of order the end state of the ordered one', async () => {
    const ordered = await offlineLearner();
    const shuffled = await offlineLearner();
    const start = later(clock.now(), 60);
    const plan = learnOffline(courseId, lessons, start);
    // The same actions under new keys, sent in a scrambled order.
    const again = learnOffline(courseId, lessons, start);
    const scrambled = again.events
      .map((event, index) => ({ event, rank: (index * 7) % again.events.length }))
      .sort((a, b) => a.rank - b.rank);
    const orderedOutcomes = outcomesOf(await sendAfter(ordered, plan.events, plan.end));
    const shuffledOutcomes = outcomesOf(
      await sendAfter(
        shuffled,
        scrambled.map(({ event }) => event),
        again.end,
      ),
    );

    expect(statuses(shuffledOutcomes)).toEqual(statuses(orderedOutcomes));
    // Applied in time order: the scrambled batch's outcomes come back in the order of the ordered one.
    expect(shuffledOutcomes.map((outcome) => outcome.key)).toEqual(again.events.map((event) => event.key));
    const strip = (state: CourseLms) => ({ ...state, enrolledAt: null, completedAt: null, certificate: Boolean(state.certificate) });
    expect(strip(await lms(shuffled))).toEqual(strip(await lms(ordered)));
    const watched = async (learner: Learner) =>
      [...(await progressRows(learner)).values()].map((row) => [row.lessonId, row.watchedSeconds, row.status]).sort();
    expect(await watched(shuffled)).toEqual(await watched(ordered));
  });

  it('applies each key once when the same batch is sent twice at the same time', async () => {
    const learner = await offlineLearner();
    const { events, end } = learnOffline(courseId, lessons, later(clock.now(), 60));
    const wait = Math.ceil((end.getTime() - clock.now().getTime()) / 1000) + 5;
    clock.advance(wait);
    const [one, two] = await Promise.all([
      sendBatch(t.app, learner.headers, events, clock.now()),
      sendBatch(t.app, learner.headers, events, clock.now()),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const first = outcomesOf(one);
    const second = outcomesOf(two);
    for (const [index, event] of events.entries()) {
      const pair = [first.find((o) => o.key === event.key), second.find((o) => o.key === event.key)];
      expect(pair.map((outcome) => outcome?.status).sort(), `${event.type} #${index}`).toEqual(['applied', 'duplicate']);
    }
    expect(await countOf(syncReceipts, learner.id)).toBe(events.length);
    expect(await countOf(quizAttempts, learner.id)).toBe(1);
    expect(await countOf(certificates, learner.id)).toBe(1);
    expect((await lms(learner)).progress.percent).toBe(100);
  });

  it('still accepts a batch from a device whose clock is an hour off, either way', async () => {
    for (const skewSeconds of [-3600, 3600]) {
      const learner = await offlineLearner();
      const video = lessonOfKind(lessons, 'video');
      await reach(learner, video);
      const start = later(clock.now(), 60);
      // The device writes its own times: the real ones plus its error.
      const events = [
        ...watchOffline(courseId, video, later(start, skewSeconds)),
        offlineEvent(courseId, video.id, later(start, skewSeconds + 31), { type: 'complete' }),
      ];
      const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 31), skewSeconds));
      expect(statuses(outcomes), `skew ${skewSeconds}`).toEqual(events.map(() => 'applied'));
      expect(outcomes.at(-2)?.position?.watchedSeconds).toBe(30);
    }
  });
});

describe('offline watch reports', () => {
  it('count a video watched offline at real pace, so its completion in the same batch succeeds', async () => {
    const learner = await offlineLearner();
    const video = lessonOfKind(lessons, 'video');
    await reach(learner, video);
    const start = later(clock.now(), 60);
    const events = [...watchOffline(courseId, video, start), offlineEvent(courseId, video.id, later(start, 31), { type: 'complete' })];
    const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 31)));
    expect(outcomes.map((outcome) => outcome.position?.watchedSeconds ?? null)).toEqual([0, 10, 20, 30, null]);
    expect(outcomes.at(-1)).toMatchObject({ status: 'applied', completion: { completedLessonId: video.id } });
    const row = (await progressRows(learner)).get(video.id);
    expect(row).toMatchObject({ status: 'completed', positionSeconds: 30, watchedSeconds: 30 });
    // The last report's time, on the server's clock.
    expect(row?.lastReportAt?.toISOString()).toBe(later(start, 30).toISOString());
  });

  it('are refused when the course was never downloaded', async () => {
    const learner = await offlineLearner({ download: false });
    const video = lessonOfKind(lessons, 'video');
    await reach(learner, video);
    const start = later(clock.now(), 60);
    const outcomes = outcomesOf(await sendAfter(learner, watchOffline(courseId, video, start), later(start, 30)));
    expect(new Set(outcomes.map((outcome) => outcome.reason))).toEqual(
      new Set(['This course was not downloaded for learning offline on this account.']),
    );
    expect((await progressRows(learner)).get(video.id)?.watchedSeconds ?? 0).toBe(0);
  });

  it('are refused when dated before the download, or later than now', async () => {
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
    const video = lessonOfKind(lessons, 'video');
    await reach(learner, video);
    await recordDownload(t.database.db, learner.id, courseId, clock.now());
    const early = watchOffline(courseId, video, later(clock.now(), -120));
    const future = watchOffline(courseId, video, later(clock.now(), 600));
    const complete = offlineEvent(courseId, video.id, clock.now(), { type: 'complete' });
    const response = await sendBatch(t.app, learner.headers, [...early, complete, ...future], clock.now());
    const outcomes = outcomesOf(response);
    expect(outcomes.map((outcome) => outcome.reason)).toEqual([
      ...early.map(() => 'This report is earlier than the download of the course.'),
      'Watch at least 90% of the video first (0 of 30 seconds so far).',
      ...future.map(() => 'This report is later than now.'),
    ]);
    expect(statuses(outcomes).every((status) => status === 'refused')).toBe(true);
    // A refused report leaves nothing behind, not even an opened lesson.
    expect((await progressRows(learner)).get(video.id)).toBeUndefined();
  });

  it('count no more than the time between reports, and refuse reports out of order with the lesson', async () => {
    const learner = await offlineLearner();
    const video = lessonOfKind(lessons, 'video');
    await reach(learner, video);
    const start = later(clock.now(), 60);
    // The end of the video 5 s after its start, then a report dated before the last accepted one.
    const events = [
      offlineEvent(courseId, video.id, start, { type: 'position', positionSeconds: 0 }),
      offlineEvent(courseId, video.id, later(start, 5), { type: 'position', positionSeconds: 30 }),
      offlineEvent(courseId, video.id, later(start, 6), { type: 'complete' }),
    ];
    const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 6)));
    expect(outcomes[1]?.position?.watchedSeconds).toBeCloseTo(5.5);
    expect(outcomes[2]).toMatchObject({ status: 'refused', reason: 'Watch at least 90% of the video first (5 of 30 seconds so far).' });

    const stale = outcomesOf(
      await sendAfter(learner, [offlineEvent(courseId, video.id, later(start, 2), { type: 'position', positionSeconds: 29 })], clock.now()),
    );
    expect(stale[0]).toMatchObject({ status: 'refused', reason: 'Reports must come in time order.' });
    expect((await progressRows(learner)).get(video.id)).toMatchObject({ positionSeconds: 30, watchedSeconds: 5.5 });
  });

  it('do not count two videos in the same minutes', async () => {
    const learner = await offlineLearner();
    const second = lessonOfKind(lessons, 'video', 1);
    await reach(learner, second);
    const first = lessonOfKind(lessons, 'video');
    const start = later(clock.now(), 60);
    // Reports of both videos, interleaved: each claims the same 30 s.
    const events = [...watchOffline(courseId, first, start), ...watchOffline(courseId, second, later(start, 1))];
    events.push(offlineEvent(courseId, second.id, later(start, 40), { type: 'complete' }));
    const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 40)));
    expect(outcomes.filter((outcome) => outcome.type === 'position').map((outcome) => outcome.status)).toEqual(
      events.slice(0, -1).map(() => 'applied'),
    );
    expect((await progressRows(learner)).get(second.id)?.watchedSeconds).toBe(0);
    expect(outcomes.at(-1)?.status).toBe('refused');
    expect(outcomes.at(-1)?.reason).toMatch(/^Watch at least 90%/);
  });

  it('do not count two videos in the same minutes when each comes in its own batch', async () => {
    const learner = await offlineLearner();
    const second = lessonOfKind(lessons, 'video', 1);
    await reach(learner, second);
    const first = lessonOfKind(lessons, 'video');
    const start = later(clock.now(), 60);
    // The first video's 30 s, then a second batch claiming the same 30 s for the other video.
    await sendAfter(learner, watchOffline(courseId, first, start), later(start, 40));
    const outcomes = outcomesOf(await sendAfter(learner, watchOffline(courseId, second, later(start, 1)), clock.now()));
    expect(statuses(outcomes).every((status) => status === 'applied')).toBe(true);
    const rows = await progressRows(learner);
    expect(rows.get(first.id)?.watchedSeconds).toBe(30);
    // Only the second after the first video's last report counts (times the clock tolerance).
    expect(rows.get(second.id)?.watchedSeconds).toBeCloseTo(1.1);
  });

  it('do not let a refused report hold back the reports after it', async () => {
    const learner = await offlineLearner();
    const video = lessonOfKind(lessons, 'video');
    await reach(learner, video);
    const start = later(clock.now(), 60);
    const events = watchOffline(courseId, video, start);
    events.splice(2, 0, offlineEvent(courseId, video.id, later(start, 15), { type: 'position', positionSeconds: 999 }));
    events.push(offlineEvent(courseId, video.id, later(start, 31), { type: 'complete' }));
    const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 31)));
    expect(statuses(outcomes)).toEqual(['applied', 'applied', 'refused', 'applied', 'applied', 'applied']);
    expect(outcomes[2]?.reason).toBe('positionSeconds cannot be past the end of the video.');
    expect(outcomes[4]?.position?.watchedSeconds).toBe(30);
  });
});

describe('offline quizzes and completions', () => {
  it('marks a quiz on arrival: a pass lets its completion follow, a failure refuses it', async () => {
    const quiz = lessonOfKind(lessons, 'quiz');
    for (const right of [true, false]) {
      const learner = await offlineLearner();
      await reach(learner, quiz);
      const start = later(clock.now(), 60);
      const events = [
        offlineEvent(courseId, quiz.id, start, { type: 'attempt', answers: quizAnswers(quiz, right) }),
        offlineEvent(courseId, quiz.id, later(start, 30), { type: 'complete' }),
      ];
      const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 30)));
      expect(outcomes[0]).toMatchObject({ status: 'applied', attempt: { passed: right, score: right ? 100 : 67 } });
      if (right) {
        // The quiz is the last lesson: its completion issues the certificate.
        expect(outcomes[1]).toMatchObject({ status: 'applied', completion: { completedLessonId: quiz.id } });
        expect(outcomes[1]?.completion?.certificate?.code).toMatch(/^JS-/);
      } else {
        expect(outcomes[1]).toMatchObject({ status: 'refused', reason: 'Pass the quiz first to complete this lesson.', completion: null });
      }
    }
  });

  it('refuses an attempt while the quiz waits after three failures, with the wait in words', async () => {
    const learner = await offlineLearner();
    const quiz = lessonOfKind(lessons, 'quiz');
    await reach(learner, quiz);
    const start = later(clock.now(), 60);
    const events = [0, 10, 20, 30].map((second) =>
      offlineEvent(courseId, quiz.id, later(start, second), { type: 'attempt', answers: quizAnswers(quiz, false) }),
    );
    const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 30)));
    expect(statuses(outcomes)).toEqual(['applied', 'applied', 'applied', 'refused']);
    expect(outcomes[2]?.attempt?.nextAttemptInSeconds).toBe(60);
    // The wait runs from the third attempt: the fourth came 10 s after it.
    expect(outcomes[3]?.reason).toBe(
      'You have tried this quiz 3 times without passing: wait before the next attempt. Try again in 50 seconds.',
    );
    expect(await countOf(quizAttempts, learner.id)).toBe(3);
  });

  it('refuses what the rules refuse online, event by event, and applies the rest', async () => {
    const learner = await offlineLearner();
    const start = later(clock.now(), 60);
    const quiz = lessonOfKind(lessons, 'quiz');
    const events = [
      offlineEvent(courseId, lessons[0]!.id, start, { type: 'complete' }),
      offlineEvent(courseId, lessons[2]!.id, later(start, 1), { type: 'complete' }),
      offlineEvent(courseId, crypto.randomUUID(), later(start, 2), { type: 'complete' }),
      offlineEvent(crypto.randomUUID(), lessons[0]!.id, later(start, 3), { type: 'complete' }),
      offlineEvent(courseId, lessons[0]!.id, later(start, 4), { type: 'position', positionSeconds: 3 }),
      offlineEvent(courseId, quiz.id, later(start, 5), {
        type: 'attempt',
        answers: [{ questionId: 'no-such-question', optionIds: ['x'] }],
      }),
    ];
    const outcomes = outcomesOf(await sendAfter(learner, events, later(start, 5)));
    expect(outcomes.map((outcome) => [outcome.status, outcome.reason])).toEqual([
      ['applied', null],
      ['refused', 'This lesson is locked: complete the lessons before it first.'],
      ['refused', 'This course has no such lesson.'],
      ['refused', 'Course not found.'],
      ['refused', 'Only video lessons keep a position.'],
      ['refused', 'This lesson is locked: complete the lessons before it first.'],
    ]);
    expect((await lms(learner)).progress.completedLessons).toBe(1);

    // A course the learner is not enrolled in.
    const stranger = await newLearner(t.app);
    const refused = outcomesOf(
      await sendAfter(stranger, [offlineEvent(courseId, lessons[0]!.id, clock.now(), { type: 'complete' })], clock.now()),
    );
    expect(refused[0]).toMatchObject({ status: 'refused', reason: 'Enrol in this course first.' });
  });
});

describe('receipts', () => {
  it("are the learner's own: another learner's event with the same key is applied for them", async () => {
    const one = await offlineLearner();
    const other = await offlineLearner();
    const event = offlineEvent(courseId, lessons[0]!.id, clock.now(), { type: 'complete' });
    expect(outcomesOf(await sendAfter(one, [event], clock.now()))[0]?.status).toBe('applied');
    expect(outcomesOf(await sendAfter(other, [event], clock.now()))[0]?.status).toBe('applied');
    const [row] = await t.database.db
      .select({ n: count() })
      .from(syncReceipts)
      .where(and(eq(syncReceipts.key, event.key)));
    expect(row?.n).toBe(2);
  });

  it(`are forgotten after ${RECEIPT_DAYS} days, when an event that old is refused by its age`, async () => {
    const learner = await offlineLearner();
    const daysAgo = (days: number) => later(clock.now(), -days * 24 * 60 * 60);
    const old = offlineEvent(courseId, lessons[0]!.id, daysAgo(RECEIPT_DAYS + 2), { type: 'complete' });
    const recent = offlineEvent(courseId, lessons[0]!.id, daysAgo(10), { type: 'complete' });
    await t.database.db.insert(syncReceipts).values([
      { userId: learner.id, key: old.key, type: 'complete', outcome: {}, receivedAt: daysAgo(RECEIPT_DAYS + 2) },
      { userId: learner.id, key: recent.key, type: 'complete', outcome: {}, receivedAt: daysAgo(10) },
    ]);

    const tooOld = offlineEvent(courseId, lessons[0]!.id, daysAgo(RECEIPT_DAYS + 1), { type: 'complete' });
    const outcomes = outcomesOf(await sendAfter(learner, [tooOld], clock.now()));
    expect(outcomes[0]).toMatchObject({
      status: 'refused',
      reason: `This was done more than ${RECEIPT_DAYS} days ago: it can no longer be sent.`,
    });
    expect((await lms(learner)).progress.completedLessons).toBe(0);

    const kept = await t.database.db.select({ key: syncReceipts.key }).from(syncReceipts).where(eq(syncReceipts.userId, learner.id));
    expect(kept.map((row) => row.key).sort()).toEqual([recent.key, tooOld.key].sort());
  });
});
