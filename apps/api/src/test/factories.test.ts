import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, CourseDetail, CourseLms, MyEnrolments, Organization, PublicUser } from '@jal/contracts';
import { body } from './body.js';
import {
  buildCourse,
  buildEnrolment,
  buildOrganization,
  buildSignedInUser,
  buildUser,
  FACTORY_PASSWORD,
  signedInHeaders,
  type SignedInUser,
} from './factories.js';
import { testAppPerFile } from './test-app.js';

// An empty database (migrated, nothing seeded): what the factories build is all there is.
const t = testAppPerFile({ seed: false });
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload });
const me = async (headers: Record<string, string>) => body<PublicUser>(await t.app.inject({ url: '/api/v1/user/me', headers })).data;

let admin: SignedInUser;
beforeAll(async () => {
  admin = await buildSignedInUser(t.app, { role: 'ADMIN' });
});

describe('buildUser', () => {
  it('builds a learner whose credentials sign in through the real endpoint', async () => {
    const learner = await buildUser(t.app, { name: 'Kamla Devi', nameHindi: 'कमला देवी' });
    expect(learner).toMatchObject({ role: 'USER', organizationId: null, password: FACTORY_PASSWORD, mobile: null });
    const signedIn = await login({ email: learner.email, password: learner.password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(body<{ user: PublicUser }>(signedIn).data.user).toMatchObject({
      id: learner.id,
      name: 'Kamla Devi',
      nameVariants: { hindi: 'कमला देवी' },
      mustChangePassword: false,
    });
    expect((await login({ email: learner.email, password: 'Not-the-password#1' })).statusCode).toBe(401);
  });

  it('builds each role; a manager gets an organization of its own unless given one', async () => {
    for (const role of ['USER', 'ORGANIZATION', 'ADMIN', 'SUPER_ADMIN'] as const) {
      const user = await buildSignedInUser(t.app, { role });
      expect(await me(user.headers), role).toMatchObject({ id: user.id, role, organizationId: user.organizationId });
    }
    const manager = await buildUser(t.app, { role: 'ORGANIZATION' });
    expect(manager.organizationId).toEqual(expect.any(String));
    const organization = await t.app.inject({ url: `/api/v1/organizations/${manager.organizationId}`, headers: admin.headers });
    expect(organization.statusCode, organization.body).toBe(200);
  });

  it('gives staff a password of their own: sign-in takes it, then asks for the second step', async () => {
    const superAdmin = await buildUser(t.app, { role: 'SUPER_ADMIN' });
    const signedIn = await login({ email: superAdmin.email, password: superAdmin.password });
    expect(signedIn.statusCode, signedIn.body).toBe(202);
    expect(body<{ secondFactor: string }>(signedIn).data.secondFactor).toBe('enrol');
  });

  it('makes every account different, and builds one with a mobile number only', async () => {
    const [one, two] = [await buildUser(t.app), await buildUser(t.app)];
    expect(one.email).not.toBe(two.email);
    const byMobile = await buildUser(t.app, { email: null, mobile: '9876501234', password: 'Khet-Talab#2026' });
    const signedIn = await login({ mobile: '98765 01234', password: 'Khet-Talab#2026' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(body<{ user: PublicUser }>(signedIn).data.user).toMatchObject({ id: byMobile.id, email: '', mobile: '9876501234' });
    await expect(buildUser(t.app, { email: null, mobile: '9876501234' })).rejects.toThrow(/taken/);
  });

  it('builds a disabled account, which cannot sign in', async () => {
    const disabled = await buildUser(t.app, { status: 'disabled' });
    const refused = await login({ email: disabled.email, password: disabled.password });
    expect(refused.statusCode).toBe(401);
    expect(body(refused).message).toMatch(/disabled/);
  });
});

describe('buildOrganization', () => {
  it('builds an organization the dashboard lists, with the users built into it', async () => {
    const organization = await buildOrganization(t.app, { name: 'Tapi Jal Sangh', district: 'Surat' });
    const learner = await buildUser(t.app, { organizationId: organization.id });
    const read = body<Organization>(await t.app.inject({ url: `/api/v1/organizations/${organization.id}`, headers: admin.headers })).data;
    expect(read).toMatchObject({ id: organization.id, name: 'Tapi Jal Sangh', district: 'Surat', isActive: true, userCount: 1 });
    const users = await t.app.inject({ url: `/api/v1/organizations/${organization.id}/users`, headers: admin.headers });
    expect(body<{ items: AdminUser[] }>(users).data.items.map((user) => user.id)).toEqual([learner.id]);
  });

  it('builds a paused organization, whose users cannot sign in', async () => {
    const organization = await buildOrganization(t.app, { active: false });
    const learner = await buildUser(t.app, { organizationId: organization.id });
    const refused = await login({ email: learner.email, password: learner.password });
    expect(refused.statusCode).toBe(401);
    expect(body(refused).message).toMatch(/organization/i);
  });
});

describe('buildCourse and buildEnrolment', () => {
  it('builds a published course with its lessons in order, shown at once though the catalogue was read before', async () => {
    expect((await t.app.inject({ url: '/api/v1/courses?status=published' })).statusCode).toBe(200);
    const course = await buildCourse(t.app, {
      title: { en: 'Farm Ponds', hi: 'खेत तालाब' },
      modules: [
        ['text', 'video'],
        ['document', 'quiz'],
      ],
    });
    expect(course).toMatchObject({ status: 'published', title: 'Farm Ponds', slug: 'farm-ponds' });
    expect(course.lessons.map((lesson) => lesson.kind)).toEqual(['text', 'video', 'document', 'quiz']);

    const listed = await t.app.inject({ url: '/api/v1/courses?status=published' });
    expect(body<{ courses: { id: string }[] }>(listed).data.courses.map((row) => row.id)).toContain(course.id);
    const detail = body<CourseDetail>(await t.app.inject({ url: `/api/v1/courses/${course.slug}` })).data;
    expect(detail).toMatchObject({ titleTranslations: { hi: 'खेत तालाब' }, moduleCount: 2, lessonCount: 4 });
  });

  it('builds a draft course that only staff see', async () => {
    const draft = await buildCourse(t.app, { status: 'draft' });
    expect((await t.app.inject({ url: `/api/v1/courses/${draft.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/courses/admin/${draft.id}`, headers: admin.headers })).statusCode).toBe(200);
  });

  it('enrols a learner at the first lesson, as the LMS page and My learning then show', async () => {
    const course = await buildCourse(t.app);
    const learner = await buildUser(t.app);
    const headers = await signedInHeaders(t.app, learner);
    const enrolment = await buildEnrolment(t.app, learner, course);
    expect(enrolment).toEqual({ userId: learner.id, courseId: course.id, currentLessonId: course.lessons[0]!.id });

    const lms = body<CourseLms>(await t.app.inject({ url: `/api/v1/courses/${course.id}/lms`, headers })).data;
    expect(lms).toMatchObject({ enrolled: true, currentLessonId: course.lessons[0]!.id });
    expect(lms.modules.flatMap((module) => module.lessons.map((lesson) => lesson.state))).toEqual(['available', 'locked']);
    const mine = body<MyEnrolments>(await t.app.inject({ url: '/api/v1/enrolments', headers })).data;
    expect(mine.enrolments.map((row) => row.course.id)).toEqual([course.id]);
  });
});
