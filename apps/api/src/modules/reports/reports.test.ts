import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courses, enrolments, organizations, users } from '../../db/schema.js';
import { DEMO_ORGANIZATION, SECOND_ORGANIZATION } from '../../seed/accounts.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { periodStart, reportRange } from './report-range.js';
import { periodStarts, toCsv } from './service.js';
import type { ReportResult } from '@jal/contracts';
import { body } from '../../test/body.js';
import { fetchReport } from './test-helpers.js';

let t: TestApp;
let admin: Record<string, string>;
let manager: Record<string, string>;
let courseId: string;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(organizations).values(SECOND_ORGANIZATION);
  const [other] = await db
    .insert(users)
    .values({ name: 'Rekha', email: 'rekha@example.org', passwordHash: 'x', organizationId: SECOND_ORGANIZATION.id })
    .returning();
  const [learner] = await db.select().from(users).where(eq(users.email, 'learner@jalshiksha.org'));
  const [course] = await db.select().from(courses).where(eq(courses.status, 'published')).limit(1);
  courseId = course!.id;
  await db.insert(enrolments).values([
    { userId: learner!.id, courseId, enrolledAt: daysAgo(20), completedAt: daysAgo(3) },
    { userId: other!.id, courseId, enrolledAt: daysAgo(2) },
  ]);
  await db.insert(certificates).values({
    code: 'JS-TEST-0001',
    userId: learner!.id,
    courseId,
    issuedAt: daysAgo(3),
    learnerName: 'Asha Verma',
    courseTitle: course!.title,
  });
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', 'Demo@1234'));
  manager = bearer(await signInAs(t.app, 'org@jalshiksha.org', 'Demo@1234'));
});
afterAll(async () => t?.close());

describe('reports', () => {
  it('counts enrolments, completions and certificates per period, course and organization', async () => {
    const data = await fetchReport(t.app, 'period=week', admin);
    expect(data.totals).toEqual({ enrolments: 2, completions: 1, certificates: 1 });
    expect(data.series.length).toBeGreaterThanOrEqual(12);
    expect(data.series.reduce((sum, row) => sum + row.enrolments, 0)).toBe(2);
    expect(data.byCourse[0]).toMatchObject({ courseId, enrolments: 2 });
    expect(data.byCourse[0]!.title.hi).toBeTruthy();
    const names = data.byOrganization.map((row) => row.name).sort();
    expect(names).toEqual([DEMO_ORGANIZATION.name, SECOND_ORGANIZATION.name].sort());
  });

  it("gives a manager only its own organization's figures", async () => {
    const data = body<ReportResult>(await t.app.inject({ url: '/api/v1/reports', headers: manager })).data;
    expect(data.organizationId).toBe(DEMO_ORGANIZATION.id);
    expect(data.totals).toEqual({ enrolments: 1, completions: 1, certificates: 1 });
    expect((await t.app.inject({ url: `/api/v1/reports?organizationId=${SECOND_ORGANIZATION.id}`, headers: manager })).statusCode).toBe(
      403,
    );
  });

  it('exports CSV with a BOM for Excel', async () => {
    const response = await t.app.inject({ url: '/api/v1/reports/export?table=courses', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF"Course (English)","Course (Hindi)","Enrolments","Completions","Certificates"')).toBe(true);
    expect(response.body).toContain('"2","1","1"');
    // The course's line names it in both languages, read with the figures.
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(response.body).toContain(`"${course!.title}","${course!.titleTranslations.hi}","2","1","1"`);
  });

  it('writes the export in Hindi when asked, the figures and titles unchanged', async () => {
    const english = await t.app.inject({ url: '/api/v1/reports/export?table=organizations', headers: admin });
    const hindi = await t.app.inject({ url: '/api/v1/reports/export?table=organizations&language=hi', headers: admin });
    expect(hindi.statusCode).toBe(200);
    const [head, ...rows] = hindi.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(head).toBe('"संगठन","नामांकन","पूर्णता","प्रमाणपत्र"');
    expect(rows).toEqual(english.body.replace('\uFEFF', '').trim().split('\r\n').slice(1));
    const series = await t.app.inject({ url: '/api/v1/reports/export?table=series&period=month&language=hi', headers: admin });
    expect(series.body.replace('\uFEFF', '').split('\r\n')[0]).toBe('"माह का आरंभ","नामांकन","पूर्णता","प्रमाणपत्र"');
    expect((await t.app.inject({ url: '/api/v1/reports/export?table=courses&language=fr', headers: admin })).statusCode).toBe(400);
  });

  it('rejects bad queries', async () => {
    expect((await t.app.inject({ url: '/api/v1/reports?period=year', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/reports?from=2026-05-01&to=2026-01-01', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/reports/export?table=secrets', headers: admin })).statusCode).toBe(400);
  });

  it.each([
    ['a range over five years', 'from=2020-01-01&to=2025-01-01', 'to', /at most 5 years/],
    ['a start after the default end (today)', 'from=2099-01-01', 'to', /on or before/],
    ['a year the database cannot hold', 'from=0000-01-01&to=0000-02-01', 'from', /between 2000-01-01 and 2099-12-31/],
    ['an end long after a start given alone', 'to=2099-12-31', 'to', /on or before|at most 5 years/],
  ])('refuses %s with 400 beside the field', async (_label, query, field, message) => {
    for (const url of [`/api/v1/reports?${query}`, `/api/v1/reports/export?table=series&${query}`]) {
      const response = await t.app.inject({ url, headers: admin });
      expect(response.statusCode, url).toBe(400);
      expect(body(response).errors?.[field], url).toMatch(message);
    }
  });

  it('accepts five years less a day', async () => {
    const { series } = await fetchReport(t.app, 'period=week&from=2021-01-01&to=2025-12-31', admin);
    // Every week, from the Monday before 1 January 2021 to the last week of 2025.
    expect([series.length, series[0]?.start, series.at(-1)?.start]).toEqual([262, '2020-12-28', '2025-12-29']);
  });
});

describe('report helpers', () => {
  it('fills a missing end with today and a missing start with twelve periods back', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(reportRange('month', {}, now)).toEqual({ from: '2025-12-01', to: '2026-11-22' });
    expect(reportRange('week', { from: '2026-01-05' }, now)).toEqual({ from: '2026-01-05', to: '2026-11-22' });
  });

  it('starts weeks on Monday and months on the 1st, and lists every period', () => {
    expect(periodStart(new Date('2026-11-22T10:00:00Z'), 'week').toISOString().slice(0, 10)).toBe('2026-11-16');
    expect(periodStart(new Date('2026-11-22T10:00:00Z'), 'month').toISOString().slice(0, 10)).toBe('2026-11-01');
    expect(periodStarts(new Date('2026-01-15T00:00:00Z'), new Date('2026-03-02T00:00:00Z'), 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });

  it('quotes cells and defuses formulas', () => {
    expect(toCsv(['a'], [['=cmd()'], ['say "hi"']])).toBe('\uFEFF"a"\r\n"\'=cmd()"\r\n"say ""hi"""\r\n');
  });
});
