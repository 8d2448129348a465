import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import type { CourseAdminDetail, CourseDetail } from '@jal/contracts';
import { body } from '../../test/body.js';

let t: TestApp;
let admin: Record<string, string>;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
  const created = await call('POST', '/v1/courses/admin', { titleTranslations: { en: 'Curriculum test course', hi: 'पाठ्यक्रम परीक्षण' } });
  courseId = body<CourseAdminDetail>(created).data.id;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });

const base = () => `/v1/courses/admin/${courseId}`;
async function ok(method: Method, url: string, payload?: unknown): Promise<CourseAdminDetail> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return body<CourseAdminDetail>(response).data;
}

const textLesson = (en: string, minutes = 10) => ({
  kind: 'text',
  titleTranslations: { en, hi: `${en} (हिंदी)` },
  durationMinutes: minutes,
  content: { body: { en: '## Why\n\nWater **matters**.', hi: '## क्यों\n\nजल **महत्वपूर्ण** है।' } },
});

const quizLesson = {
  kind: 'quiz',
  titleTranslations: { en: 'Check yourself', hi: 'स्वयं जाँचें' },
  durationMinutes: 5,
  content: {
    passingScore: 60,
    questions: [
      {
        prompt: { en: 'Where does rain go?', hi: 'वर्षा कहाँ जाती है?' },
        multiple: false,
        options: [
          { text: { en: 'Into the ground', hi: 'ज़मीन में' }, correct: true },
          { text: { en: 'Nowhere', hi: 'कहीं नहीं' }, correct: false },
        ],
        explanation: { en: 'It soaks in.', hi: 'यह रिसती है।' },
      },
    ],
  },
};

describe('curriculum builder', () => {
  it('adds, edits, reorders and removes modules', async () => {
    await ok('POST', `${base()}/modules`, { titleTranslations: { en: 'First', hi: 'पहला' } });
    await ok('POST', `${base()}/modules`, { titleTranslations: { en: 'Second' }, descriptionTranslations: { en: 'More' } });
    let course = await ok('POST', `${base()}/modules`, { titleTranslations: { en: 'Third' } });
    expect(course.modules.map((m) => m.title)).toEqual(['First', 'Second', 'Third']);
    const [first, second, third] = course.modules;
    course = await ok('PUT', `${base()}/modules/order`, { ids: [third!.id, first!.id, second!.id] });
    expect(course.modules.map((m) => m.title)).toEqual(['Third', 'First', 'Second']);
    course = await ok('PUT', `${base()}/modules/${third!.id}`, { titleTranslations: { en: 'Third, renamed', hi: 'तीसरा' } });
    expect(course.modules[0]!.title).toBe('Third, renamed');
    course = await ok('DELETE', `${base()}/modules/${third!.id}`);
    expect(course.modules.map((m) => m.title)).toEqual(['First', 'Second']);
    // A stale order (missing or repeated ids) is refused rather than losing a module.
    expect((await call('PUT', `${base()}/modules/order`, { ids: [first!.id] })).statusCode).toBe(400);
    expect((await call('PUT', `${base()}/modules/order`, { ids: [first!.id, first!.id] })).statusCode).toBe(400);
  });

  it('adds lessons of each kind, generates quiz ids and recomputes the course duration', async () => {
    let course = await ok('GET', base());
    const moduleId = course.modules[0]!.id;
    await ok('POST', `${base()}/modules/${moduleId}/lessons`, textLesson('Rain', 10));
    await ok('POST', `${base()}/modules/${moduleId}/lessons`, {
      kind: 'video',
      titleTranslations: { en: 'Watch' },
      durationMinutes: 7,
      content: { summary: { en: 'A film' }, mediaId: null, captions: [], durationSeconds: 400 },
    });
    await ok('POST', `${base()}/modules/${moduleId}/lessons`, {
      kind: 'document',
      titleTranslations: { en: 'Read' },
      durationMinutes: 3,
      content: { summary: {}, mediaId: null },
    });
    course = await ok('POST', `${base()}/modules/${moduleId}/lessons`, quizLesson);
    const lessons = course.modules[0]!.lessons;
    expect(lessons.map((l) => l.kind)).toEqual(['text', 'video', 'document', 'quiz']);
    expect(course.durationMinutes).toBe(25);
    const quiz = lessons[3]!.content as { questions: { id: string; options: { id: string }[] }[] };
    expect(quiz.questions[0]!.id).toMatch(/^q-/);
    expect(quiz.questions[0]!.options.every((o) => /^o-/.test(o.id))).toBe(true);

    // Editing keeps the ids the editor sends back, so earlier attempts still match.
    const [question] = quizLesson.content.questions;
    const edited = { ...quizLesson, content: { ...quizLesson.content, questions: [{ ...question!, id: quiz.questions[0]!.id }] } };
    course = await ok('PUT', `${base()}/lessons/${lessons[3]!.id}`, { ...edited, durationMinutes: 15 });
    expect((course.modules[0]!.lessons[3]!.content as { questions: { id: string }[] }).questions[0]!.id).toBe(quiz.questions[0]!.id);
    expect(course.durationMinutes).toBe(35);
  });

  it('reorders lessons, moves one to another module and removes one', async () => {
    let course = await ok('GET', base());
    const [first, second] = course.modules;
    const ids = first!.lessons.map((l) => l.id);
    course = await ok('PUT', `${base()}/modules/${first!.id}/lessons/order`, { ids: [...ids].reverse() });
    expect(course.modules[0]!.lessons.map((l) => l.id)).toEqual([...ids].reverse());
    course = await ok('PUT', `${base()}/lessons/${ids[0]}/move`, { moduleId: second!.id, index: 0 });
    expect(course.modules[1]!.lessons.map((l) => l.id)).toEqual([ids[0]]);
    expect(course.modules[0]!.lessons).toHaveLength(3);
    course = await ok('DELETE', `${base()}/lessons/${ids[0]}`);
    expect(course.modules[1]!.lessons).toHaveLength(0);
    expect(course.durationMinutes).toBe(25);
    expect((await call('DELETE', `${base()}/lessons/${ids[0]}`)).statusCode).toBe(404);
  });

  it('publishes the outline to the public course page at once', async () => {
    await ok('PUT', base(), { status: 'published' });
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${courseId}` });
    expect(response.statusCode).toBe(200);
    const outline = body<CourseDetail>(response).data;
    expect(outline.modules[0]!.lessons.length).toBe(3);
    // The public outline never carries lesson content (quiz answers stay private).
    expect(JSON.stringify(outline)).not.toContain('correct');
  });

  it('refuses invalid lessons, huge bodies, foreign ids and wrong kinds', async () => {
    const course = await ok('GET', base());
    const moduleId = course.modules[0]!.id;
    const url = `${base()}/modules/${moduleId}/lessons`;
    const bad: unknown[] = [
      { ...textLesson('x'), kind: 'podcast' },
      { ...textLesson('x'), durationMinutes: 0 },
      { ...textLesson('x'), durationMinutes: '10' },
      { ...textLesson('x'), content: { body: { en: 'x'.repeat(100_001) } } },
      { ...textLesson('x'), titleTranslations: { en: 'x'.repeat(201) } },
      { ...quizLesson, content: { ...quizLesson.content, questions: [] } },
      { ...quizLesson, content: { ...quizLesson.content, passingScore: 101 } },
      {
        ...quizLesson,
        content: {
          passingScore: 50,
          questions: [
            {
              ...quizLesson.content.questions[0],
              options: quizLesson.content.questions[0]!.options.map((o) => ({ ...o, correct: false })),
            },
          ],
        },
      },
      {
        kind: 'video',
        titleTranslations: { en: 'v' },
        durationMinutes: 1,
        content: { summary: {}, mediaId: 'nope', captions: [], durationSeconds: null },
      },
    ];
    for (const payload of bad) expect((await call('POST', url, payload)).statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `${base()}/modules/${unknown}/lessons`, textLesson('x'))).statusCode).toBe(404);
    expect((await call('PUT', `${base()}/lessons/${unknown}`, textLesson('x'))).statusCode).toBe(404);
    expect((await call('POST', `/v1/courses/admin/${unknown}/modules`, { titleTranslations: { en: 'x' } })).statusCode).toBe(404);
    expect((await call('PUT', `${base()}/lessons/not-a-uuid`, textLesson('x'))).statusCode).toBe(400);
    // A lesson of another course cannot be edited through this one.
    const other = body<CourseAdminDetail>(await call('POST', '/v1/courses/admin', { titleTranslations: { en: 'Other' } })).data.id;
    const lessonId = course.modules[0]!.lessons[0]!.id;
    expect((await call('PUT', `/v1/courses/admin/${other}/lessons/${lessonId}`, textLesson('x'))).statusCode).toBe(404);
  });
});

describe('media of video and document lessons', () => {
  it('refuses a media id that was never uploaded', async () => {
    const course = await ok('GET', base());
    const response = await call('POST', `${base()}/modules/${course.modules[0]!.id}/lessons`, {
      kind: 'document',
      titleTranslations: { en: 'Read' },
      durationMinutes: 3,
      content: { summary: {}, mediaId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/does not exist/);
  });
});
