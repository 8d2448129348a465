import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchDetail, LearnerImportResult, NotificationList } from '@jal/contracts';
import { notifications, users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { courseLessons, finishCourse, finishLesson, newLearner, quizAnswers, TestClock } from '../learning/test-helpers.js';

const PUBLIC_URL = 'https://jal.example';
const MANAGER = 'org@jalshiksha.org';

let t: TestApp;
let mail: MailCatcher;
let manager: Record<string, string>;
const clock = new TestClock();

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail: { smtpUrl: mail.url }, publicUrl: PUBLIC_URL, now: clock.now });
  manager = bearer(await signInAs(t.app, MANAGER, DEMO_PASSWORD));
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const call = async <T>(method: 'POST' | 'PUT', url: string, payload: object) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: manager, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return body<T>(response).data;
};

const noticesOf = async (email: string) => {
  const [person] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return t.database.db.select().from(notifications).where(eq(notifications.userId, person!.id));
};

describe('notices by email, when a mail server is configured', () => {
  it('tells the manager that an import finished, and each learner put in a batch of the course asked of them', async () => {
    const { courseId } = await courseLessons(t.database.db);
    const batch = await call<BatchDetail>('POST', '/v1/batches', { name: 'Kharif 2026' });
    await call('PUT', `/v1/batches/${batch.id}/courses/${courseId}`, { dueOn: '2026-09-30' });

    const file = Buffer.from(
      '\uFEFFName (English),Name (Hindi),Email,Mobile number,Batch\r\nRamvati,रामवती,ramvati@example.org,,Kharif 2026\r\n',
    );
    const { payload, headers } = multipartFile('learners.csv', file);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/import', headers: { ...manager, ...headers }, payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<LearnerImportResult>(response).data).toMatchObject({ imported: true, credentials: [{ emailed: true }] });

    const finished = await mail.next(MANAGER);
    expect(finished.message.subject).toBe('Import finished: 1 learners added');
    expect(finished.message.text).toContain('Hello Meera Kushwaha,');
    expect(finished.message.text).toContain(`${PUBLIC_URL}/dashboard/users`);
    // The bell says the same number as the email.
    const bell = body<NotificationList>(await t.app.inject({ url: '/api/v1/notifications', headers: manager })).data;
    expect(bell.items[0]).toMatchObject({ kind: 'import-finished', payload: { imported: 1, created: 1, existing: 0, invalid: 0 } });

    // The new learner gets the invitation (their one-time password) and the assignment.
    const received = [await mail.next('ramvati@example.org'), await mail.next('ramvati@example.org')].map((one) => one.message);
    const assignment = received.find((message) => message.subject.startsWith('New course for you'));
    expect(assignment?.subject).toBe('New course for you: Watershed Basics: From Ridge to Valley, due 2026-09-30');
    expect(assignment?.text).toContain(`${PUBLIC_URL}/my-learning`);
    const invitation = received.find((message) => message.subject.startsWith('Your Jal Shiksha account'));
    expect(invitation?.text).toContain('The one-time password works for 14 days');
    expect(invitation?.text).toContain('एक बार का पासवर्ड 14 दिन तक काम करेगा');
    expect(await noticesOf('ramvati@example.org')).toMatchObject([{ kind: 'assignment' }]);
  });

  it('emails a learner the certificate once, in the language they chose', async () => {
    const learner = await newLearner(t.app, 'Kavita Meena');
    const [row] = await t.database.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, learner.id)).returning();
    const certificate = await finishCourse(t.app, t.database.db, learner.headers, clock);

    const sent = await mail.next(row!.email!);
    expect(sent.message.subject).toBe('प्रमाणपत्र मिला: जलग्रहण क्षेत्र की मूल बातें: शिखर से घाटी तक');
    expect(sent.message.text).toContain('नमस्ते Kavita Meena,');
    expect(sent.message.text).toContain(`${PUBLIC_URL}/my-learning`);
    expect(await noticesOf(row!.email!)).toMatchObject([{ kind: 'certificate', payload: { code: certificate.code } }]);

    // Completing the last lesson again issues nothing new, and sends nothing more.
    const { lessons } = await courseLessons(t.database.db);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/courses/watershed-basics/next',
      headers: learner.headers,
      payload: { lessonId: lessons.at(-1)!.id },
    });
    expect(again.statusCode, again.body).toBe(200);
    await expect(mail.next(row!.email!, 300)).rejects.toThrow(/no email/);
  });

  it('emails the certificate of a course finished offline once the device syncs', async () => {
    const learner = await newLearner(t.app, 'Sunder Lal');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, learner.id));
    const { courseId, lessons } = await courseLessons(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/v1/courses/watershed-basics/enroll', headers: learner.headers });
    // Every lesson but the last online; the last one (passed first, if a quiz) offline.
    for (const lesson of lessons.slice(0, -1)) await finishLesson(t.app, learner.headers, lesson, clock);
    const last = lessons.at(-1)!;
    const at = clock.now().toISOString();
    const event = { courseId, lessonId: last.id, at };
    const events = [
      ...(last.kind === 'quiz' ? [{ ...event, key: crypto.randomUUID(), type: 'attempt', answers: quizAnswers(last, true) }] : []),
      { ...event, key: crypto.randomUUID(), type: 'complete' },
    ];
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/sync', headers: learner.headers, payload: { sentAt: at, events } });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.stringify(body(response).data)).toContain('JS-');
    const sent = await mail.next(row!.email!);
    expect(sent.message.subject).toBe('Certificate earned: Watershed Basics: From Ridge to Valley');
  });
});
