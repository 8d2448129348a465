import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonBody, type CertificateVerification, type CourseLms } from '@jal/contracts';
import type { CertificateRow } from '../../db/rows.js';
import { certificates } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { buildCourse, buildEnrolment, buildSignedInUser, type BuiltCourse, type SignedInUser } from '../../test/factories.js';
import { practicalExample } from '../../test/practical-example.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addLesson, adminCourseDetail } from '../course-admin/service.js';
import { invalidateCourseCaches } from '../courses/service.js';
import { reviewExamplePractical, sendExamplePractical } from '../practicals/test-helpers.js';
import { certificatePdf, PRACTICAL_LINES, practicalLines } from './pdf.js';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedInUser(t.app, { role: 'ADMIN' });
}, 60_000);
afterAll(async () => t?.close());

const lmsOf = async (learner: SignedInUser, course: BuiltCourse) =>
  body<CourseLms>(await t.app.inject({ url: `/api/v1/courses/${course.id}/lms`, headers: learner.headers })).data;
const verify = async (code: string) => body<CertificateVerification>(await t.app.inject({ url: `/api/v1/certificates/${code}` })).data;

/** Completes a lesson that completes by asking (a text lesson). */
async function read(learner: SignedInUser, course: BuiltCourse, lessonId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/${course.id}/next`,
    headers: learner.headers,
    payload: { lessonId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The learner's practical of the course sent and accepted by the administrator; answers when it was accepted. */
async function passPractical(learner: SignedInUser, course: BuiltCourse, lessonId: string) {
  const sent = await sendExamplePractical(t.app, learner.headers, { courseId: course.id, lessonId });
  const reviewed = await reviewExamplePractical(t.app, admin.headers, sent.id, 'accepted');
  return reviewed.review!.reviewedAt;
}

describe('a certificate lists the field practicals passed in its course', () => {
  it('when accepting the practical completes the course: its title in both languages and the day it was accepted', async () => {
    const course = await buildCourse(t.app, { modules: [['text', 'practical']] });
    const learner = await buildSignedInUser(t.app);
    await buildEnrolment(t.app, learner, course);
    await read(learner, course, course.lessons[0]!.id);
    expect((await lmsOf(learner, course)).certificate).toBeNull();

    const acceptedAt = await passPractical(learner, course, course.lessons[1]!.id);
    const { certificate } = await lmsOf(learner, course);
    expect(certificate).not.toBeNull();
    const verification = await verify(certificate!.code);
    expect(verification.practicals).toEqual([
      { title: 'Lesson 1.2', titleTranslations: { en: 'Lesson 1.2', hi: 'Lesson 1.2 (हिन्दी)' }, acceptedAt },
    ]);
  });

  it('when a later lesson completes the course after the practical was accepted', async () => {
    const course = await buildCourse(t.app, { modules: [['practical'], ['text']] });
    const learner = await buildSignedInUser(t.app);
    await buildEnrolment(t.app, learner, course);
    const acceptedAt = await passPractical(learner, course, course.lessons[0]!.id);
    expect((await lmsOf(learner, course)).certificate).toBeNull();
    await read(learner, course, course.lessons[1]!.id);

    const { certificate } = await lmsOf(learner, course);
    expect((await verify(certificate!.code)).practicals).toEqual([expect.objectContaining({ title: 'Lesson 1.1', acceptedAt })]);
  });

  it('when the practical joined the course after the certificate was issued, once however often its marks are corrected', async () => {
    const course = await buildCourse(t.app, { modules: [['text']] });
    const learner = await buildSignedInUser(t.app);
    await buildEnrolment(t.app, learner, course);
    await read(learner, course, course.lessons[0]!.id);
    const { certificate } = await lmsOf(learner, course);
    expect((await verify(certificate!.code)).practicals).toEqual([]);

    const moduleId = course.lessons[0]!.moduleId;
    await addLesson(
      t.database.db,
      course.id,
      moduleId,
      lessonBody.parse({
        kind: 'practical',
        titleTranslations: { en: 'Measure the well', hi: 'कुआँ मापें' },
        durationMinutes: 30,
        content: practicalExample(),
      }),
    );
    invalidateCourseCaches(t.app.publicCache);
    const practicalId = (await adminCourseDetail(t.database.db, course.id)).modules[0]!.lessons.at(-1)!.id;
    const acceptedAt = await passPractical(learner, course, practicalId);
    const listed = [{ title: 'Measure the well', titleTranslations: { en: 'Measure the well', hi: 'कुआँ मापें' }, acceptedAt }];
    expect((await verify(certificate!.code)).practicals).toEqual(listed);

    // A reviewer corrects the marks of the accepted submission: the certificate still lists it once, as accepted first.
    const [submission] = body<{ submissions: { id: string }[] }>(
      await t.app.inject({
        url: `/api/v1/courses/${course.id}/lessons/${practicalId}/practical-submissions`,
        headers: learner.headers,
      }),
    ).data.submissions;
    await reviewExamplePractical(t.app, admin.headers, submission!.id, 'accepted');
    expect((await verify(certificate!.code)).practicals).toEqual(listed);
  });

  it("when the course's outline is not in memory as the review comes (a restart, an idle minute, a course edit)", async () => {
    const course = await buildCourse(t.app, { modules: [['text', 'practical']] });
    const learner = await buildSignedInUser(t.app);
    await buildEnrolment(t.app, learner, course);
    await read(learner, course, course.lessons[0]!.id);
    const sent = await sendExamplePractical(t.app, learner.headers, { courseId: course.id, lessonId: course.lessons[1]!.id });
    // The outline is read again from the database: before the review's transaction, never inside it.
    invalidateCourseCaches(t.app.publicCache);
    const reviewed = await reviewExamplePractical(t.app, admin.headers, sent.id, 'accepted');
    const { certificate } = await lmsOf(learner, course);
    expect((await verify(certificate!.code)).practicals).toEqual([
      expect.objectContaining({ title: 'Lesson 1.2', acceptedAt: reviewed.review!.reviewedAt }),
    ]);
  });

  it('never lists a practical that was returned', async () => {
    const course = await buildCourse(t.app, { modules: [['practical'], ['text']] });
    const learner = await buildSignedInUser(t.app);
    await buildEnrolment(t.app, learner, course);
    const sent = await sendExamplePractical(t.app, learner.headers, { courseId: course.id, lessonId: course.lessons[0]!.id });
    await reviewExamplePractical(t.app, admin.headers, sent.id, 'returned');
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(row).toBeUndefined();
    expect((await lmsOf(learner, course)).certificate).toBeNull();
  });
});

describe('the PDF with practicals', () => {
  const practical = (n: number) => ({
    lessonId: `lesson-${n}`,
    title: `Practical ${n}`,
    titleTranslations: { en: `Practical ${n}`, hi: `फ़ील्ड अभ्यास ${n}` },
    acceptedAt: new Date(Date.UTC(2026, 4, n)).toISOString(),
  });
  const rowWith = (count: number): CertificateRow => ({
    id: '00000000-0000-4000-8000-000000000001',
    code: 'JS-7K2M-9QXA',
    userId: null,
    courseId: null,
    issuedAt: new Date('2026-05-20T06:00:00Z'),
    revokedAt: null,
    learnerName: 'Ramesh Kushwaha',
    learnerNameHi: 'रमेश कुशवाहा',
    courseTitle: 'Groundwater Recharge and Well Monitoring',
    courseTitleTranslations: { en: 'Groundwater Recharge and Well Monitoring', hi: 'भूजल पुनर्भरण और कुओं की निगरानी' },
    nameRemovedAt: null,
    practicals: Array.from({ length: count }, (_, index) => practical(index + 1)),
  });
  const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length;

  it.each([0, 1, PRACTICAL_LINES, 12])('stays one page with %i practicals', async (count) => {
    const pdf = await certificatePdf(rowWith(count), 'https://jal.example/verify/JS-7K2M-9QXA');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBe(1);
  });

  it('lists a bounded number, then how many more, each in English and Hindi with the day it was accepted', () => {
    expect(practicalLines(rowWith(2))).toEqual(['Practical 1 · फ़ील्ड अभ्यास 1 — 01/05/2026', 'Practical 2 · फ़ील्ड अभ्यास 2 — 02/05/2026']);
    const many = practicalLines(rowWith(12));
    expect(many).toHaveLength(PRACTICAL_LINES);
    expect(many.at(-1)).toBe(`and ${12 - PRACTICAL_LINES + 1} more · और ${12 - PRACTICAL_LINES + 1} अन्य`);
    const english = rowWith(1);
    english.practicals[0]!.titleTranslations = { en: 'Practical 1' };
    expect(practicalLines(english)).toEqual(['Practical 1 — 01/05/2026']);
  });

  it('is given to its learner with the practicals of the course', async () => {
    const course = await buildCourse(t.app, { modules: [['text', 'practical']] });
    const learner = await buildSignedInUser(t.app);
    await buildEnrolment(t.app, learner, course);
    await read(learner, course, course.lessons[0]!.id);
    await passPractical(learner, course, course.lessons[1]!.id);
    const { certificate } = await lmsOf(learner, course);
    const response = await t.app.inject({ url: `/api/v1/certificates/${certificate!.code}/pdf`, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    expect(pages(response.rawPayload)).toBe(1);
  });
});
