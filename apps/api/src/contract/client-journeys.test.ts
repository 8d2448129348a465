import type { AddressInfo } from 'node:net';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../lib/demo-accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { paths } from './generated/api-schema.js';

/**
 * The flows of the mobile app, driven through the client generated from the API document over
 * real HTTP: a change that breaks the contract breaks these calls (or their types).
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const anonymous = () => createClient<paths>({ baseUrl });
const signedIn = (token: string) => createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });

async function signIn(email: string, password: string): Promise<Client<paths>> {
  const { data, error } = await anonymous().POST('/api/v1/user/login', { body: { email, password } });
  // The demo accounts have no second factor: the password step answers the session itself (200, not 202).
  if (!data || !('token' in data.data)) throw new Error(`sign-in as ${email} failed: ${error?.message ?? 'a second step is due'}`);
  return signedIn(data.data.token);
}

/** The course the admin journey publishes, for the learner's. */
const course = { slug: '', textLessonId: '', quizLessonId: '' };

describe('an administrator, through the generated client', () => {
  it('creates a course with a text lesson and a quiz, publishes it, and creates a user', async () => {
    const admin = await signIn('admin@jalshiksha.org', DEMO_PASSWORD);

    const created = await admin.POST('/api/v1/courses/admin', {
      body: { titleTranslations: { en: 'Contract course', hi: 'अनुबंध पाठ्यक्रम' }, level: 'beginner', category: 'watershed' },
    });
    expect(created.response.status).toBe(201);
    const courseId = created.data!.data.id;
    course.slug = created.data!.data.slug;

    const withModule = await admin.POST('/api/v1/courses/admin/{id}/modules', {
      params: { path: { id: courseId } },
      body: { titleTranslations: { en: 'Basics', hi: 'मूल बातें' } },
    });
    const moduleId = withModule.data!.data.modules[0]!.id;
    const lessons = { params: { path: { id: courseId, moduleId } } };
    await admin.POST('/api/v1/courses/admin/{id}/modules/{moduleId}/lessons', {
      ...lessons,
      body: { kind: 'text', titleTranslations: { en: 'The water cycle' }, durationMinutes: 5, content: { body: { en: 'Rain.' } } },
    });
    const withQuiz = await admin.POST('/api/v1/courses/admin/{id}/modules/{moduleId}/lessons', {
      ...lessons,
      body: {
        kind: 'quiz',
        titleTranslations: { en: 'Check' },
        durationMinutes: 5,
        content: {
          passingScore: 100,
          questions: [
            {
              id: 'q1',
              prompt: { en: 'Where does rain go?' },
              multiple: false,
              options: [
                { id: 'q1-a', text: { en: 'Nowhere' }, correct: false },
                { id: 'q1-b', text: { en: 'Into the ground and rivers' }, correct: true },
              ],
            },
          ],
        },
      },
    });
    expect(withQuiz.response.status).toBe(201);
    const [textLesson, quizLesson] = withQuiz.data!.data.modules[0]!.lessons;
    course.textLessonId = textLesson!.id;
    course.quizLessonId = quizLesson!.id;

    const published = await admin.PUT('/api/v1/courses/admin/{id}', { params: { path: { id: courseId } }, body: { status: 'published' } });
    expect(published.data?.data.status).toBe('published');

    const user = await admin.POST('/api/v1/user', {
      body: { name: 'Contract Learner', email: 'contract.user@example.org', password: 'check dam monsoon 25', role: 'USER' },
    });
    expect(user.response.status).toBe(201);
    expect(user.data?.data.email).toBe('contract.user@example.org');
  });
});

describe('a learner, through the generated client', () => {
  it('signs up, enrols, completes the lessons, passes the quiz and downloads the certificate', async () => {
    const signUp = await anonymous().POST('/api/v1/auth/signup', {
      body: { name: 'Asha Verma', email: 'asha.contract@example.org', password: 'rain-water harvest 24' },
    });
    expect(signUp.response.status).toBe(201);
    const learner = signedIn(signUp.data!.data.token);
    const path = { id: course.slug };

    const catalogue = await anonymous().GET('/api/v1/courses', { params: { query: { search: 'Contract' } } });
    expect(catalogue.data?.data.courses.map((listed) => listed.slug)).toContain(course.slug);

    const enrolled = await learner.POST('/api/v1/courses/{id}/enroll', { params: { path } });
    expect(enrolled.response.status).toBe(201);
    expect(enrolled.data?.data.enrolled).toBe(true);

    const afterText = await learner.POST('/api/v1/courses/{id}/next', { params: { path }, body: { lessonId: course.textLessonId } });
    expect(afterText.data?.data.nextLesson?.id).toBe(course.quizLessonId);

    const lessonPath = { id: course.slug, lessonId: course.quizLessonId };
    const player = await learner.GET('/api/v1/courses/{id}/lessons/{lessonId}', { params: { path: lessonPath } });
    expect(player.data?.data.id).toBe(course.quizLessonId);

    const attempt = await learner.POST('/api/v1/courses/{id}/lessons/{lessonId}/attempts', {
      params: { path: lessonPath },
      body: { answers: [{ questionId: 'q1', optionIds: ['q1-b'] }] },
    });
    expect(attempt.data?.data.passed).toBe(true);

    const last = await learner.POST('/api/v1/courses/{id}/next', { params: { path }, body: {} });
    expect(last.data?.data.progress.percent).toBe(100);
    const certificate = last.data!.data.certificate!;
    expect(certificate.code).toBeTruthy();

    const verification = await anonymous().GET('/api/v1/certificates/{code}', { params: { path: { code: certificate.code } } });
    expect(verification.data?.data.status).toBe('valid');

    const pdf = await learner.GET('/api/v1/certificates/{code}/pdf', {
      params: { path: { code: certificate.code } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(pdf.data!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gets the error envelope, typed, when it is refused', async () => {
    const { data, error, response } = await anonymous().GET('/api/v1/enrolments');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 401, data: null });
  });
});
