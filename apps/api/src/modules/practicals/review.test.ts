import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourseLms,
  NotificationList,
  PracticalReview,
  PracticalReviewQueue,
  PracticalSubmission,
  PracticalSubmissionList,
} from '@jal/contracts';
import { auditLog, certificates, practicalSubmissions, users } from '../../db/schema.js';
import { body } from '../../test/body.js';
import {
  buildCourse,
  buildEnrolment,
  buildOrganization,
  buildSignedInUser,
  type BuiltCourse,
  type SignedInUser,
} from '../../test/factories.js';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import { multipartForm } from '../../test/multipart.js';
import { WELL } from '../../test/practical-example.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { writeReview } from './repository.js';
import { jpegPhoto } from './test-helpers.js';

const PUBLIC_URL = 'https://jal.example';

let t: TestApp;
let mail: MailCatcher;
let course: BuiltCourse;
let practicalId: string;
let organizationA: string;
let organizationB: string;
let trainerA: SignedInUser;
let trainerB: SignedInUser;
let managerA: SignedInUser;
let managerB: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail: { smtpUrl: mail.url }, publicUrl: PUBLIC_URL });
  // A text lesson, then the practical: once the text is read, the practical is all that remains of the course.
  course = await buildCourse(t.app, { modules: [['text', 'practical']] });
  practicalId = course.lessons[1]!.id;
  organizationA = (await buildOrganization(t.app)).id;
  organizationB = (await buildOrganization(t.app)).id;
  trainerA = await buildSignedInUser(t.app, { role: 'TRAINER', organizationId: organizationA });
  trainerB = await buildSignedInUser(t.app, { role: 'TRAINER', organizationId: organizationB });
  managerA = await buildSignedInUser(t.app, { role: 'ORGANIZATION', organizationId: organizationA });
  managerB = await buildSignedInUser(t.app, { role: 'ORGANIZATION', organizationId: organizationB });
  admin = await buildSignedInUser(t.app, { role: 'ADMIN' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
const dataOf = <T>(response: Response) => body<T>(response).data;

/** A learner of the organization, enrolled, with the text lesson read: the practical is open and last. */
async function learner(organizationId: string, spec: { hindi?: boolean } = {}) {
  const user = await buildSignedInUser(t.app, { organizationId });
  if (spec.hindi) await t.database.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, user.id));
  await buildEnrolment(t.app, user, course);
  const read = await call(user, 'POST', `/v1/courses/${course.id}/next`, { lessonId: course.lessons[0]!.id });
  expect(read.statusCode, read.body).toBe(200);
  return user;
}

let counter = 0;
/** Sends the practical: two photos (different pictures unless `seed` repeats one), the depth, and the place by the well unless moved. */
async function send(user: SignedInUser, { seed = (counter += 2), away = false } = {}) {
  const now = Date.now();
  const submission = {
    idempotencyKey: `review-${now}-${(counter += 1)}`,
    submittedAt: new Date(now - 60_000).toISOString(),
    sentAt: new Date(now).toISOString(),
    timeZoneOffsetMinutes: 330,
    place: {
      latitude: WELL.lat + (away ? 0.05 : 0.0005),
      longitude: WELL.lon,
      accuracyMetres: 12,
      capturedAt: new Date(now - 180_000).toISOString(),
    },
    numbers: [{ id: 'depth', value: 9.5 }],
  };
  const { payload, headers } = multipartForm([
    { name: 'submission', value: JSON.stringify(submission) },
    { name: 'photo', filename: 'well.jpg', content: await jpegPhoto(seed) },
    { name: 'photo', filename: 'tape.jpg', content: await jpegPhoto(seed + 1) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/${course.id}/lessons/${practicalId}/practical-submissions`,
    headers: { ...user.headers, ...headers },
    payload,
  });
}
async function sent(user: SignedInUser, options?: Parameters<typeof send>[1]) {
  const response = await send(user, options);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<PracticalSubmission>(response);
}

const queue = (user: SignedInUser, query = '') => call(user, 'GET', `/v1/practical-reviews?courseId=${course.id}${query}`);
const detail = (user: SignedInUser, id: string) => call(user, 'GET', `/v1/practical-reviews/${id}`);
const review = (user: SignedInUser, id: string, payload: object) => call(user, 'POST', `/v1/practical-reviews/${id}`, payload);

/** One level of every criterion: the best (`top`) or the lowest. */
function marksFor(found: PracticalReview, level: 'top' | 'lowest') {
  return found.lesson.practical.rubric.criteria.map((criterion) => {
    const sorted = [...criterion.levels].sort((a, b) => a.points - b.points);
    return { criterionId: criterion.id, levelId: (level === 'top' ? sorted.at(-1) : sorted[0])!.id };
  });
}
const rowOf = async (id: string) => (await t.database.db.select().from(practicalSubmissions).where(eq(practicalSubmissions.id, id)))[0]!;
const reviewsInAuditLog = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'practical.review'), eq(auditLog.targetId, id)));
const bellOf = async (user: SignedInUser) => dataOf<NotificationList>(await call(user, 'GET', '/v1/notifications'));
const lmsOf = async (user: SignedInUser) => dataOf<CourseLms>(await call(user, 'GET', `/v1/courses/${course.id}/lms`));
const practicalState = (lms: CourseLms) =>
  lms.modules.flatMap((module) => module.lessons).find((lesson) => lesson.id === practicalId)?.state;

describe('the review queue and a submission for its reviewer', () => {
  let first: PracticalSubmission;
  let second: PracticalSubmission;
  let other: PracticalSubmission;
  let learnerA: SignedInUser;

  beforeAll(async () => {
    learnerA = await learner(organizationA);
    first = await sent(learnerA, { seed: 500 });
    second = await sent(await learner(organizationA), { away: true });
    // Another organization's learner sends a photo already sent by the first.
    other = await sent(await learner(organizationB), { seed: 500 });
  }, 120_000);

  it("lists an organization's submissions to its trainer and manager only, oldest first, with what a list shows", async () => {
    for (const reviewer of [trainerA, managerA]) {
      const response = await queue(reviewer);
      expect(response.statusCode, response.body).toBe(200);
      const page = dataOf<PracticalReviewQueue>(response);
      expect(page.items.map((item) => item.id)).toEqual([first.id, second.id]);
      expect(page.pagination).toMatchObject({ page: 1, total: 2, totalPages: 1 });
      expect(page.items[0]).toMatchObject({
        learner: { id: learnerA.id, name: learnerA.name },
        course: { id: course.id, title: course.title },
        lesson: { id: practicalId, title: course.lessons[1]!.title },
        state: 'submitted',
        photoCount: 2,
        hasVoiceNote: false,
        score: null,
        version: 1,
      });
    }
    expect(dataOf<PracticalReviewQueue>(await queue(managerB)).items.map((item) => item.id)).toEqual([other.id]);
    expect(dataOf<PracticalReviewQueue>(await queue(trainerB)).items.map((item) => item.id)).toEqual([other.id]);
    expect(dataOf<PracticalReviewQueue>(await queue(admin)).items.map((item) => item.id)).toEqual([first.id, second.id, other.id]);
  });

  it('pages the queue and filters it by signal', async () => {
    const paged = dataOf<PracticalReviewQueue>(await queue(admin, '&limit=2&page=2'));
    expect(paged.items.map((item) => item.id)).toEqual([other.id]);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const outside = dataOf<PracticalReviewQueue>(await queue(admin, '&flag=outside-area'));
    expect(outside.items.map((item) => item.id)).toEqual([second.id]);
    const seenBefore = dataOf<PracticalReviewQueue>(await queue(admin, '&flag=photo-seen-before'));
    expect(seenBefore.items.map((item) => item.id)).toEqual([other.id]);
    expect(dataOf<PracticalReviewQueue>(await queue(admin, '&state=accepted')).items).toEqual([]);
    expect((await queue(admin, '&state=lost')).statusCode).toBe(400);
  });

  it("refuses learners (403) and answers 404 for another organization's submission or an unknown one", async () => {
    expect((await queue(learnerA)).statusCode).toBe(403);
    expect((await detail(learnerA, first.id)).statusCode).toBe(403);
    expect((await detail(trainerB, first.id)).statusCode).toBe(404);
    expect((await detail(managerB, first.id)).statusCode).toBe(404);
    expect((await detail(trainerA, other.id)).statusCode).toBe(404);
    expect((await detail(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const marks = marksFor(dataOf<PracticalReview>(await detail(admin, first.id)), 'top');
    const refused = await review(trainerB, first.id, { version: 1, outcome: 'accepted', marks });
    expect(refused.statusCode).toBe(404);
    expect((await rowOf(first.id)).version).toBe(1);
  });

  it('gives the reviewer the learner, what the lesson asks with its rubric, the files and the signals in full', async () => {
    const response = await detail(trainerA, first.id);
    expect(response.statusCode, response.body).toBe(200);
    const found = dataOf<PracticalReview>(response);
    expect(found.learner).toMatchObject({ id: learnerA.id, name: learnerA.name, organizationId: organizationA });
    expect(found.course).toMatchObject({ id: course.id, slug: course.slug });
    expect(found.lesson.practical.rubric).toMatchObject({ passMark: 3 });
    expect(found.lesson.practical.numbers[0]).toMatchObject({ unit: 'm', min: 0, max: 60 });
    expect(found.maxPoints).toBe(4);
    expect(found.review).toBeNull();
    expect(found.submission).toMatchObject({ id: first.id, state: 'submitted', version: 1, numbers: [{ id: 'depth', value: 9.5 }] });
    // The photo another learner sent again is named to the reviewer of that other submission.
    const ofOther = dataOf<PracticalReview>(await detail(admin, other.id));
    expect(ofOther.submission.signals.duplicateOf.map((match) => match.otherSubmissionId)).toContain(first.id);
    const photo = await call(trainerA, 'GET', found.submission.photos[0]!.url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });
});

describe('the rules of a review', () => {
  let learner1: SignedInUser;
  let submission: PracticalSubmission;
  let found: PracticalReview;

  beforeAll(async () => {
    learner1 = await learner(organizationA);
    submission = await sent(learner1);
    found = dataOf<PracticalReview>(await detail(trainerA, submission.id));
  }, 60_000);

  it('needs one known level for every criterion, and names what is missing or unknown', async () => {
    const [firstMark, secondMark] = marksFor(found, 'top');
    const missing = await review(trainerA, submission.id, { version: 1, outcome: 'accepted', marks: [firstMark] });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).errors).toEqual({ [`marks.${secondMark!.criterionId}`]: 'Choose a level for "The photos show the well".' });
    expect(missing.json()).toMatchObject({ errorCode: 'PRACTICAL_MARKS_INVALID' });

    const unknown = await review(trainerA, submission.id, {
      version: 1,
      outcome: 'accepted',
      marks: [firstMark, { criterionId: secondMark!.criterionId, levelId: 'no-such-level' }, { criterionId: 'extra', levelId: 'x' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(body(unknown).errors ?? {}).sort()).toEqual([`marks.${secondMark!.criterionId}`, 'marks.extra'].sort());
    expect((await rowOf(submission.id)).version).toBe(1);
  });

  it('accepts only at the pass mark or above, saying the score and the pass mark', async () => {
    const response = await review(trainerA, submission.id, { version: 1, outcome: 'accepted', marks: marksFor(found, 'lowest') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'PRACTICAL_BELOW_PASS_MARK', errorParams: { score: 0, passMark: 3 } });
    expect(body(response).message).toContain('The score 0 is below the pass mark 3');
  });

  it('returns only with feedback', async () => {
    for (const feedback of [undefined, '   ']) {
      const response = await review(trainerA, submission.id, {
        version: 1,
        outcome: 'returned',
        marks: marksFor(found, 'lowest'),
        feedback,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'PRACTICAL_FEEDBACK_REQUIRED' });
    }
    const row = await rowOf(submission.id);
    expect(row).toMatchObject({ state: 'submitted', version: 1, feedback: null, score: null });
    expect(await reviewsInAuditLog(submission.id)).toEqual([]);
  });

  it('writes one of two reviews made over the same version; the other is told and overwrites nothing', async () => {
    const accept = { version: 1, outcome: 'accepted', marks: marksFor(found, 'top'), feedback: 'Well measured.' };
    const giveBack = { version: 1, outcome: 'returned', marks: marksFor(found, 'lowest'), feedback: 'Measure it again at noon.' };
    const [byTrainer, byManager] = await Promise.all([review(trainerA, submission.id, accept), review(managerA, submission.id, giveBack)]);
    expect([byTrainer.statusCode, byManager.statusCode].sort()).toEqual([200, 409]);
    const [winner, winnerBody] = byTrainer.statusCode === 200 ? [trainerA, accept] : [managerA, giveBack];
    const loser = byTrainer.statusCode === 200 ? byManager : byTrainer;
    expect(loser.json()).toMatchObject({ errorCode: 'PRACTICAL_ALREADY_REVIEWED' });
    expect(body(loser).message).toContain('Someone else has already reviewed this submission');

    const row = await rowOf(submission.id);
    expect(row).toMatchObject({ version: 2, state: winnerBody.outcome, feedback: winnerBody.feedback, reviewedBy: winner.id });
    expect(row.marks).toEqual(winnerBody.marks);
    const entries = await reviewsInAuditLog(submission.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: winner.id,
      actorRole: winner.role,
      targetType: 'practical-submission',
      details: { outcome: winnerBody.outcome, fromVersion: 1, toVersion: 2 },
    });

    // The write itself compares and sets: over a version no longer there, it writes nothing.
    const stale = await writeReview(t.database.db, submission.id, 1, {
      state: 'returned',
      marks: [],
      score: 0,
      feedback: 'Overwritten?',
      reviewedBy: admin.id,
      reviewedAt: new Date(),
    });
    expect(stale).toBeUndefined();
    expect(await rowOf(submission.id)).toMatchObject({ version: 2, feedback: winnerBody.feedback });

    // The same version again is stale now, whoever sends it.
    const late = await review(admin, submission.id, { ...winnerBody, version: 1 });
    expect(late.statusCode).toBe(409);
    expect((await rowOf(submission.id)).version).toBe(2);
  });
});

describe('returned, sent again, then accepted', () => {
  let learner1: SignedInUser;
  let firstTry: PracticalSubmission;

  beforeAll(async () => {
    learner1 = await learner(organizationA, { hindi: true });
    firstTry = await sent(learner1);
  }, 60_000);

  it('refuses a second submission while one waits for review', async () => {
    const again = await send(learner1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'PRACTICAL_AWAITING_REVIEW' });
  });

  it('returns it with feedback: the learner sees it, in the bell and by email in their language, and the lesson stays open', async () => {
    const found = dataOf<PracticalReview>(await detail(trainerA, firstTry.id));
    const feedback = 'फीते की फ़ोटो धुंधली है: पास से फिर से लें।';
    const response = await review(trainerA, firstTry.id, { version: 1, outcome: 'returned', marks: marksFor(found, 'lowest'), feedback });
    expect(response.statusCode, response.body).toBe(200);
    const reviewed = dataOf<PracticalReview>(response);
    expect(reviewed.submission).toMatchObject({ state: 'returned', version: 2 });
    expect(reviewed.review).toMatchObject({ outcome: 'returned', score: 0, feedback, reviewer: { id: trainerA.id, name: trainerA.name } });

    const own = dataOf<PracticalSubmissionList>(
      await call(learner1, 'GET', `/v1/courses/${course.id}/lessons/${practicalId}/practical-submissions`),
    );
    expect(own.submissions[0]).toMatchObject({ id: firstTry.id, state: 'returned', score: 0, feedback, marks: marksFor(found, 'lowest') });
    expect(own.submissions[0]!.reviewedAt).not.toBeNull();

    const bell = await bellOf(learner1);
    expect(bell.items[0]).toMatchObject({
      kind: 'practical-returned',
      payload: { submissionId: firstTry.id, feedback, lessonId: practicalId },
    });
    const email = await mail.next(learner1.email!);
    expect(email.message.subject).toContain('अपना प्रायोगिक कार्य फिर से भेजें');
    expect(email.message.text).toContain(feedback);
    expect(email.message.text).toContain(`${PUBLIC_URL}/learn/${course.slug}/${practicalId}`);

    const lms = await lmsOf(learner1);
    expect(practicalState(lms)).not.toBe('completed');
    expect(lms.completedAt).toBeNull();
  });

  it('takes the practical again after a return, and completes the lesson, the course and its certificate on acceptance', async () => {
    const secondTry = await sent(learner1);
    expect(secondTry.state).toBe('submitted');
    const found = dataOf<PracticalReview>(await detail(managerA, secondTry.id));
    const marks = marksFor(found, 'top');
    const response = await review(managerA, secondTry.id, { version: secondTry.version, outcome: 'accepted', marks });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<PracticalReview>(response).review).toMatchObject({ outcome: 'accepted', score: 4, feedback: null });

    const lms = await lmsOf(learner1);
    expect(practicalState(lms)).toBe('completed');
    expect(lms.completedAt).not.toBeNull();
    expect(lms.progress).toMatchObject({ completedLessons: 2, totalLessons: 2, percent: 100 });
    expect(lms.certificate).not.toBeNull();
    const issued = await t.database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, learner1.id), eq(certificates.courseId, course.id)));
    expect(issued).toHaveLength(1);

    const kinds = (await bellOf(learner1)).items.map((item) => item.kind);
    expect(kinds).toContain('practical-accepted');
    expect(kinds).toContain('certificate');
    const email = await mail.next(learner1.email!);
    expect(email.message.subject).toMatch(/प्रायोगिक कार्य स्वीकार हुआ|प्रमाणपत्र मिला/);
    expect(await reviewsInAuditLog(secondTry.id)).toHaveLength(1);
  });

  it('refuses another submission after acceptance, and returning an accepted one', async () => {
    const again = await send(learner1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'PRACTICAL_ALREADY_ACCEPTED' });
    const [accepted] = dataOf<PracticalSubmissionList>(
      await call(learner1, 'GET', `/v1/courses/${course.id}/lessons/${practicalId}/practical-submissions`),
    ).submissions;
    const found = dataOf<PracticalReview>(await detail(admin, accepted!.id));
    const giveBack = await review(admin, accepted!.id, {
      version: accepted!.version,
      outcome: 'returned',
      marks: marksFor(found, 'lowest'),
      feedback: 'Again.',
    });
    expect(giveBack.statusCode).toBe(409);
    expect(giveBack.json()).toMatchObject({ errorCode: 'PRACTICAL_ALREADY_ACCEPTED' });
    expect((await rowOf(accepted!.id)).state).toBe('accepted');
  });
});
