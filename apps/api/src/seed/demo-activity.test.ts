import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, enrolments, users } from '../db/schema.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../test/test-app.js';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, SECOND_ORGANIZATION } from './accounts.js';
import { DEMO_ACTIVITY_LEARNERS, seedDemoActivity } from './demo-activity.js';
import type { CertificateVerification, CourseLms } from '@jal/contracts';
import { body } from '../test/body.js';
import { fetchReport } from '../modules/reports/test-helpers.js';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoActivity(t.database.db);
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
});
afterAll(async () => t?.close());

describe('the demo activity', () => {
  it('gives the reports figures over several months, per course and for both organizations', async () => {
    const data = await fetchReport(t.app, 'period=month', admin);
    expect(data.totals.enrolments).toBe(27);
    expect(data.totals.completions).toBeGreaterThan(10);
    expect(data.totals.certificates).toBe(data.totals.completions);
    expect(data.series.filter((row) => row.enrolments > 0).length).toBeGreaterThanOrEqual(6);
    expect(data.byCourse.length).toBeGreaterThanOrEqual(3);
    const organizationIds = data.byOrganization.map((row) => row.organizationId);
    expect(organizationIds).toEqual(expect.arrayContaining([DEMO_ORGANIZATION.id, SECOND_ORGANIZATION.id, null]));
  });

  it('keeps each learner consistent: a finished course has every lesson done and a valid certificate', async () => {
    const learner = DEMO_ACTIVITY_LEARNERS[1]!;
    const token = bearer(await signInAs(t.app, learner.email, DEMO_PASSWORD));
    const list = await t.app.inject({ url: '/api/v1/enrolments', headers: token });
    expect(list.statusCode, list.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, learner.email));
    const [certificate] = await t.database.db.select().from(certificates).where(eq(certificates.userId, user!.id)).limit(1);
    expect(certificate).toBeDefined();
    const lms = await t.app.inject({ url: `/api/v1/courses/${certificate!.courseId}/lms`, headers: token });
    expect(lms.statusCode, lms.body).toBe(200);
    expect(JSON.stringify(body<CourseLms>(lms).data)).toContain(certificate!.code);
    const verification = await t.app.inject({ url: `/api/v1/certificates/${certificate!.code}` });
    expect(body<CertificateVerification>(verification).data).toMatchObject({ status: 'valid', learnerName: learner.name });
  });

  it('runs once', async () => {
    await seedDemoActivity(t.database.db);
    const [row] = await t.database.db.select({ total: count() }).from(enrolments);
    expect(row!.total).toBe(27);
  });
});
