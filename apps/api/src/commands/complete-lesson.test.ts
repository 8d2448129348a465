import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLms, NextLessonResult, SyncResult } from '@jal/contracts';
import { certificates, enrolments, lessonProgress, mediaFiles, notifications, syncReceipts } from '../db/schema.js';
import { body } from '../test/body.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { courseLessons, DEMO_COURSE, finishLesson, newLearner, TestClock, type SeededLesson } from '../modules/learning/test-helpers.js';
import { learnOffline, recordDownload, sendBatch } from '../modules/sync/test-helpers.js';

/**
 * Completing a lesson writes three owners' rows: the learner's progress, their enrolment, and,
 * after the last lesson, the certificate with its notice. A failure anywhere in between leaves
 * none of them written, online and in the sync of offline events alike. The failure is a real
 * one: the database refuses the certificate of one learner (a trigger), after the progress was
 * written in the same transaction.
 */
let t: TestApp;
const clock = new TestClock();
let lessons: SeededLesson[];
let courseId: string;
const TEST_VIDEO_SECONDS = 30;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ courseId, lessons } = await courseLessons(t.database.db));
  // Offline watching is played at 30 seconds a video (see the sync tests): the length is read from the media row.
  await t.database.db.update(mediaFiles).set({ durationSeconds: TEST_VIDEO_SECONDS }).where(like(mediaFiles.contentType, 'video/%'));
  for (const lesson of lessons.filter((each) => each.kind === 'video')) {
    (lesson.content as { durationSeconds?: number }).durationSeconds = TEST_VIDEO_SECONDS;
  }
  await t.database.db.execute(
    sql.raw(`create function refuse_certificate() returns trigger language plpgsql as $$
      begin raise exception 'certificates are refused for this learner'; end $$`),
  );
});
afterAll(async () => {
  await t.close();
});

type Learner = Awaited<ReturnType<typeof newLearner>>;
const lastLesson = () => lessons[lessons.length - 1]!;

/** The database refuses this learner's certificate until `allowCertificates`. */
async function refuseCertificatesOf(learner: Learner) {
  await t.database.db.execute(
    sql.raw(`create trigger refuse_certificate before insert on certificates for each row
      when (new.user_id = '${learner.id}') execute function refuse_certificate()`),
  );
}
const allowCertificates = () => t.database.db.execute(sql.raw('drop trigger refuse_certificate on certificates'));

/** A learner who enrolled and finished every lesson but the last, online. */
async function learnerBeforeLastLesson(): Promise<Learner> {
  const learner = await newLearner(t.app);
  await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
  for (const lesson of lessons.slice(0, -1)) await finishLesson(t.app, learner.headers, lesson, clock);
  return learner;
}

/** What is written of the learner's completion of the course. */
async function written(learner: Learner) {
  const { db } = t.database;
  const [progress] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lastLesson().id)));
  const [enrolment] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, learner.id), eq(enrolments.courseId, courseId)));
  const issued = await db.select().from(certificates).where(eq(certificates.userId, learner.id));
  const notices = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, 'certificate')));
  return {
    lastLessonCompleted: progress?.status === 'completed',
    enrolmentCompleted: !!enrolment?.completedAt,
    currentLessonId: enrolment?.currentLessonId ?? null,
    certificates: issued.length,
    certificateNotices: notices.length,
  };
}

const lms = async (learner: Learner) =>
  body<CourseLms>(await t.app.inject({ method: 'GET', url: `/api/v1/courses/${DEMO_COURSE}/lms`, headers: learner.headers })).data;

describe('completing the last lesson when the certificate cannot be written', () => {
  it('online: answers 500 and leaves the lesson, the enrolment and the certificate as they were; a retry then completes all three', async () => {
    const learner = await learnerBeforeLastLesson();
    // The last lesson's own work (a video watched, a quiz passed) is done before the completion.
    const last = lastLesson();
    const before = await written(learner);
    expect(before).toEqual({
      lastLessonCompleted: false,
      enrolmentCompleted: false,
      currentLessonId: last.id,
      certificates: 0,
      certificateNotices: 0,
    });
    await refuseCertificatesOf(learner);
    let refused;
    try {
      refused = await finishLesson(t.app, learner.headers, last, clock).catch((error: Error) => error);
    } finally {
      await allowCertificates();
    }
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain('Something went wrong.');
    expect(await written(learner)).toEqual(before);
    expect((await lms(learner)).progress.completedLessons).toBe(lessons.length - 1);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/courses/${DEMO_COURSE}/next`,
      headers: learner.headers,
      payload: { lessonId: last.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<NextLessonResult>(response).data.certificate).not.toBeNull();
    expect(await written(learner)).toEqual({
      lastLessonCompleted: true,
      enrolmentCompleted: true,
      currentLessonId: null,
      certificates: 1,
      certificateNotices: 1,
    });
  });

  it('in the sync: the batch answers 500, the failed completion leaves nothing written and its key unused; sent again, it completes', async () => {
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
    for (const lesson of lessons.slice(0, -1)) await finishLesson(t.app, learner.headers, lesson, clock);
    await recordDownload(t.database.db, learner.id, courseId, clock.now());
    const { events, end } = learnOffline(courseId, [lastLesson()], new Date(clock.now().getTime() + 1000));
    clock.advance(Math.ceil((end.getTime() - clock.now().getTime()) / 1000) + 5);
    const completion = events[events.length - 1]!;
    expect(completion.type).toBe('complete');
    const before = await written(learner);

    await refuseCertificatesOf(learner);
    let refused;
    try {
      refused = await sendBatch(t.app, learner.headers, events, clock.now());
    } finally {
      await allowCertificates();
    }
    expect(refused.statusCode, refused.body).toBe(500);
    expect(await written(learner)).toEqual(before);
    const [receipt] = await t.database.db
      .select()
      .from(syncReceipts)
      .where(and(eq(syncReceipts.userId, learner.id), eq(syncReceipts.key, completion.key)));
    expect(receipt).toBeUndefined();

    const again = await sendBatch(t.app, learner.headers, events, clock.now());
    expect(again.statusCode, again.body).toBe(200);
    const outcomes = body<SyncResult>(again).data.outcomes;
    expect(outcomes[outcomes.length - 1]).toMatchObject({ key: completion.key, status: 'applied' });
    expect(await written(learner)).toEqual({
      lastLessonCompleted: true,
      enrolmentCompleted: true,
      currentLessonId: null,
      certificates: 1,
      certificateNotices: 1,
    });
  });
});
