import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, type LoginResult, type MyDataExport } from '@jal/contracts';
import { body } from '../../test/body.js';
import { bearer, testAppPerFile } from '../../test/test-app.js';
import { courseLessons, DEMO_COURSE, finishCourse, lessonOfKind, newLearner, quizAnswers, TestClock } from '../learning/test-helpers.js';

const clock = new TestClock();
const t = testAppPerFile({ now: clock.now });
const PASSWORD = 'Field@2026water';
type Headers = Record<string, string>;

const exportOf = (headers: Headers, format?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/me/data${format ? `?format=${format}` : ''}`, headers });

/** A learner who finished the demo course (a certificate), failed the quiz once first, and has another course's progress. */
let learner: { email: string; headers: Headers; certificateCode: string };
/** Another learner with activity of their own, which must never appear in the first one's data. */
let other: { id: string; headers: Headers };

beforeAll(async () => {
  const email = `export-${Date.now().toString(36)}@example.org`;
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { name: 'Asha Verma', nameHindi: 'आशा वर्मा', email, password: PASSWORD, acceptedPrivacyNotice: PRIVACY_NOTICE_VERSION },
  });
  const headers = bearer(body<LoginResult>(signup).data.token);
  const { lessons } = await courseLessons(t.database.db);
  const quiz = lessonOfKind(lessons, 'quiz');
  // A failed attempt is kept too; quiz attempts are open before the quiz is reached only in
  // order, so it is sent after the course is done.
  const certificate = await finishCourse(t.app, t.database.db, headers, clock);
  clock.advance(60);
  await t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/${DEMO_COURSE}/lessons/${quiz.id}/attempts`,
    headers,
    payload: { answers: quizAnswers(quiz, false) },
  });
  learner = { email, headers, certificateCode: certificate.code };

  const someone = await newLearner(t.app, 'Other Person');
  await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: someone.headers });
  other = someone;
}, 120_000);

describe('GET /api/v1/user/me/data (JSON)', () => {
  it('holds the account, the consent and the whole learning record, as an attachment', async () => {
    const response = await exportOf(learner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="jal-shiksha-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<MyDataExport>();

    expect(data.account).toEqual({
      name: 'Asha Verma',
      nameHindi: 'आशा वर्मा',
      email: learner.email,
      role: 'USER',
      organization: null,
      status: 'active',
      createdAt: expect.any(String) as string,
      preferences: { language: null, fontSize: null, lowData: null },
    });
    expect(data.consents).toEqual([{ noticeVersion: PRIVACY_NOTICE_VERSION, acceptedAt: expect.any(String) as string }]);

    const { lessons } = await courseLessons(t.database.db);
    expect(data.enrolments).toHaveLength(1);
    expect(data.enrolments[0]).toMatchObject({ course: expect.any(String) as string, completedAt: expect.any(String) as string });
    const course = data.enrolments[0]!.course;
    expect(data.lessonProgress).toHaveLength(lessons.length);
    expect(data.lessonProgress.every((row) => row.course === course && row.status === 'completed' && row.completedAt)).toBe(true);
    expect(data.lessonProgress.map((row) => row.lesson).sort()).toEqual(lessons.map((lesson) => lesson.title).sort());
    const video = lessonOfKind(lessons, 'video');
    expect(data.lessonProgress.find((row) => row.lesson === video.title)?.videoPositionSeconds).toBeGreaterThan(0);

    const quiz = lessonOfKind(lessons, 'quiz');
    expect(data.quizAttempts.map((attempt) => attempt.passed)).toEqual([true, false]);
    const [passed] = data.quizAttempts;
    expect(passed).toMatchObject({ course, lesson: quiz.title, score: 100, submittedAt: expect.any(String) as string });
    const firstQuestion = (quiz.content as { questions: { id: string; prompt: { en: string } }[] }).questions[0]!;
    expect(passed!.answers[0]).toMatchObject({ questionId: firstQuestion.id, question: firstQuestion.prompt.en });
    expect(passed!.answers[0]!.chosen.length).toBeGreaterThan(0);

    expect(data.certificates).toEqual([
      {
        code: learner.certificateCode,
        course,
        issuedAt: expect.any(String) as string,
        revokedAt: null,
        verificationPath: `/verify/${learner.certificateCode}`,
      },
    ]);
  });

  it('never holds a password hash, a session token or another person', async () => {
    const response = await exportOf(learner.headers);
    const token = learner.headers.authorization!.slice('Bearer '.length);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(other.id);
    expect(response.body).not.toContain('Other Person');

    const theirs = (await exportOf(other.headers)).json<MyDataExport>();
    expect(theirs.account.name).toBe('Other Person');
    expect(theirs).toMatchObject({ consents: [], lessonProgress: [], quizAttempts: [], certificates: [] });
    expect(theirs.enrolments).toHaveLength(1);
  });

  it('refuses an unknown format, and anyone signed out', async () => {
    const wrong = await exportOf(learner.headers, 'xml');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errors).toEqual({ format: 'format must be json or csv.' });
    expect((await exportOf({})).statusCode).toBe(401);
  });
});

describe('GET /api/v1/user/me/data?format=csv', () => {
  it('is one long-form CSV with a BOM, Hindi intact and formulas defused', async () => {
    const someone = await newLearner(t.app, 'Ravi Kumar');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/me',
      headers: someone.headers,
      payload: { name: '=HYPERLINK("http://example.org")', nameHindi: 'रवि कुमार', preferences: { fontSize: 18 } },
    });
    expect(renamed.statusCode).toBe(200);

    const response = await exportOf(someone.headers, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="jal-shiksha-my-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF"section","record","field","value"\r\n')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toContain('"account","1","nameHindi","रवि कुमार"');
    expect(lines).toContain('"account","1","name","\'=HYPERLINK(""http://example.org"")"');
    expect(lines).toContain('"account","1","preferences.fontSize","18"');
    expect(lines).toContain('"account","1","preferences.language",""');
    expect(lines.some((line) => line.startsWith('"export","1","exportedAt","'))).toBe(true);
    expect(lines.some((line) => line.startsWith('"enrolments"'))).toBe(false);
    // Every line has the four cells of the header.
    for (const line of lines.slice(1)) expect(line).toMatch(/^"[^"]*","\d+","[^"]+",".*"$/);
  });

  it('numbers the records of a section and the answers of an attempt', async () => {
    const text = (await exportOf(learner.headers, 'csv')).rawPayload.toString('utf8');
    expect(text).toContain('"quizAttempts","2","passed","false"');
    expect(text).toContain('"quizAttempts","1","answers.1.questionId","');
    expect(text).toContain(`"certificates","1","code","${learner.certificateCode}"`);
    expect(text).not.toContain('Other Person');
  });
});
