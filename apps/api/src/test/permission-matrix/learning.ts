import { certificates, enrolments } from '../../db/schema.js';
import { SEED_MEDIA } from '../../seed/learning-media.js';
import { insertFreshCourse } from './fresh-course.js';
import { adminOnly, expectAll, type MatrixContext, type MatrixRow, type MatrixSetup } from './types.js';

const LESSON_CONTENT = {
  text: { body: { en: 'Text' } },
  video: { summary: { en: 'Video' }, mediaId: null, captions: [], durationSeconds: null },
  quiz: {
    passingScore: 50,
    questions: [
      {
        id: 'q1',
        prompt: { en: 'Question' },
        multiple: false,
        options: [
          { id: 'q1-a', text: { en: 'Yes' }, correct: true },
          { id: 'q1-b', text: { en: 'No' }, correct: false },
        ],
        explanation: { en: 'Because.' },
      },
    ],
  },
} as const;

const everyone = (ctx: MatrixContext) => [
  ctx.learnerId,
  ctx.orgManagerId,
  ctx.otherOrgManagerId,
  ctx.trainerId,
  ctx.adminId,
  ctx.superAdminId,
];

/** A published course of its own with one lesson of `kind`; every signed-in caller enrolled unless told not to. */
const freshCourse =
  (kind: keyof typeof LESSON_CONTENT, enrol = true): MatrixSetup =>
  async ({ db, ctx, unique }) => {
    const fresh = await insertFreshCourse(db, {
      slug: `matrix-learning-${unique()}`,
      status: 'published',
      lesson: { kind, content: LESSON_CONTENT[kind] },
    });
    if (enrol) await db.insert(enrolments).values(everyone(ctx).map((userId) => ({ userId, courseId: fresh.courseId })));
    return { courseId: fresh.courseId, lessonId: fresh.lessonId };
  };

/** A certificate of the demo learner's for the context course (a unique code each time). */
const freshCertificate: MatrixSetup = async ({ db, ctx, unique }) => {
  const code = `JS-M${unique()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(-7)}`;
  await db
    .insert(certificates)
    .values({ code, userId: ctx.learnerId, courseId: null, learnerName: 'Asha Verma', courseTitle: 'Matrix course' });
  return { code };
};

const signedIn = (ok: number) => expectAll(ok, { anonymous: 401 });

/**
 * Learning: every signed-in account may learn (each reads only its own progress); certificates
 * are verified by anyone, their PDF is for their learner and administrators; uploads are for
 * administrators.
 */
export const learningRows: MatrixRow[] = [
  { method: 'POST', url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/enroll`, setup: freshCourse('text', false), expect: signedIn(201) },
  { method: 'GET', url: (ctx) => `/v1/courses/${ctx.courseId}/lms`, expect: signedIn(200) },
  {
    method: 'POST',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/next`,
    setup: freshCourse('text'),
    body: () => ({}),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}`,
    setup: freshCourse('text'),
    expect: signedIn(200),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}/position`,
    setup: freshCourse('video'),
    body: () => ({ positionSeconds: 3, durationSeconds: 30 }),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    url: (ctx) => `/v1/courses/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}/attempts`,
    setup: freshCourse('quiz'),
    body: () => ({ answers: [{ questionId: 'q1', optionIds: ['q1-a'] }] }),
    expect: signedIn(200),
  },
  { method: 'GET', url: () => '/v1/enrolments', expect: signedIn(200) },
  { method: 'GET', url: (ctx) => `/v1/certificates/${ctx.fresh.code}`, setup: freshCertificate, expect: expectAll(200) },
  {
    method: 'GET',
    url: (ctx) => `/v1/certificates/${ctx.fresh.code}/pdf`,
    setup: freshCertificate,
    // The learner's own certificate: a trainer of the organization has no more right to it than its manager.
    expect: expectAll(403, { anonymous: 401, user: 200, trainer: 403, admin: 200, superAdmin: 200 }),
  },
  { method: 'POST', url: (ctx) => `/v1/certificates/${ctx.fresh.code}/revoke`, setup: freshCertificate, expect: adminOnly(200) },
  { method: 'GET', url: () => `/v1/media/${SEED_MEDIA.captionsEn.id}`, expect: expectAll(200) },
  // The runner sends JSON: an administrator gets past the permission check to 415 (not multipart).
  { method: 'POST', url: () => '/v1/media', expect: adminOnly(415) },
];
