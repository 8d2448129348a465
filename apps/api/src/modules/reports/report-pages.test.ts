import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '@jal/contracts';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { fetchReport } from './test-helpers.js';

let t: TestApp;
let admin: Record<string, string>;

/** The first value of a one-row, one-column query, as a number. */
async function scalar(query: ReturnType<typeof sql>) {
  const result: unknown = await t.database.db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
  return Number(Object.values(rows[0] ?? {})[0]);
}

beforeAll(async () => {
  t = await createTestApp();
  // 3 organizations of 10 learners; each learner enrolled in every published course over the
  // last 300 days, a third completed, half of those certified, one certificate revoked.
  await t.database.db.execute(sql`insert into organizations (name) select 'Report Org ' || g from generate_series(1, 3) g`);
  await t.database.db.execute(sql`
    insert into users (name, email, password_hash, organization_id)
    select 'Report Learner ' || g, 'report' || g || '@example.org', 'x', o.id
    from generate_series(1, 30) g join organizations o on o.name = 'Report Org ' || (1 + g % 3)`);
  await t.database.db.execute(sql`
    insert into enrolments (user_id, course_id, enrolled_at, completed_at)
    select u.id, c.id, now() - ((row_number() over (order by u.email, c.slug)) % 300 || ' days')::interval,
           case when (row_number() over (order by u.email, c.slug)) % 3 = 0 then now() - interval '1 day' end
    from users u cross join courses c where u.email like 'report%@example.org' and c.status = 'published'`);
  await t.database.db.execute(sql`
    insert into certificates (code, user_id, course_id, issued_at, learner_name, course_title)
    select 'RPT-' || row_number() over (order by e.id), e.user_id, e.course_id, e.completed_at, 'x', 'y'
    from enrolments e where e.completed_at is not null and (select count(*) from users u where u.id = e.user_id and u.email like '%1@example.org') = 0`);
  await t.database.db.execute(sql`update certificates set revoked_at = now() where code = 'RPT-1'`);
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', 'Demo@1234'));
});
afterAll(async () => t?.close());

const day = (date: Date) => date.toISOString().slice(0, 10);
const lastYear = () => `from=${day(new Date(Date.now() - 364 * 24 * 60 * 60 * 1000))}&to=${day(new Date())}`;
/** The longest range a report takes: five years less a day, up to today. */
const fiveYearsFrom = () => {
  const from = new Date();
  from.setUTCFullYear(from.getUTCFullYear() - 5);
  from.setUTCDate(from.getUTCDate() + 1);
  return day(from);
};
const fiveYears = () => `period=week&from=${fiveYearsFrom()}&to=${day(new Date())}`;

describe('reports at scale', () => {
  it('counts in the database the same figures as a direct count, over every page of the tables', async () => {
    const query = `period=month&${lastYear()}`;
    const first = await fetchReport(t.app, `${query}&limit=2`, admin);
    const within = sql`>= now() - interval '364 days'`;
    const direct = {
      enrolments: await scalar(sql`select count(*) from enrolments where enrolled_at >= date_trunc('day', now() - interval '364 days')`),
      completions: await scalar(sql`select count(*) from enrolments where completed_at ${within}`),
      certificates: await scalar(sql`select count(*) from certificates where revoked_at is null and issued_at ${within}`),
    };
    expect(first.totals).toEqual(direct);
    expect(first.series.reduce((sum, row) => sum + row.enrolments, 0)).toBe(direct.enrolments);
    // Every page of the per-course table together holds every course once, and the same sums.
    const pagination = first.byCoursePagination!;
    expect(pagination).toMatchObject({ page: 1, limit: 2, sort: 'enrolments' });
    const pages: ReportResult[] = [first];
    for (let page = 2; page <= pagination.totalPages; page++)
      pages.push(await fetchReport(t.app, `${query}&limit=2&coursePage=${page}`, admin));
    const rows = pages.flatMap((page) => page.byCourse);
    expect(rows).toHaveLength(pagination.total);
    expect(new Set(rows.map((row) => row.courseId)).size).toBe(rows.length);
    expect(rows.reduce((sum, row) => sum + row.enrolments, 0)).toBe(direct.enrolments);
    expect(rows.map((row) => row.enrolments)).toEqual([...rows.map((row) => row.enrolments)].sort((a, b) => b - a));
    // Per organization: the three generated ones (and any demo learners' own), the same sums.
    const byOrganization = (await fetchReport(t.app, `${query}&limit=100&sort=certificates`, admin)).byOrganization;
    expect(byOrganization.reduce((sum, row) => sum + row.certificates, 0)).toBe(direct.certificates);
    expect(byOrganization.map((row) => row.certificates)).toEqual([...byOrganization.map((row) => row.certificates)].sort((a, b) => b - a));
  });

  it('answers a page past the end as empty, with the real totals', async () => {
    const data = await fetchReport(t.app, `${lastYear()}&coursePage=999&organizationPage=999`, admin);
    expect(data.byCourse).toEqual([]);
    expect(data.byOrganization).toEqual([]);
    expect(data.byCoursePagination!.total).toBeGreaterThan(0);
    expect(data.byOrganizationPagination!.total).toBeGreaterThanOrEqual(3);
  });

  it('bounds the page size, the page and the sort', async () => {
    for (const query of ['limit=101', 'limit=0', 'coursePage=0', 'organizationPage=100001', 'sort=name']) {
      expect((await t.app.inject({ url: `/api/v1/reports?${query}`, headers: admin })).statusCode, query).toBe(400);
    }
  });

  it('streams a whole table of five years as CSV, dates written YYYY-MM-DD', async () => {
    const series = await t.app.inject({ url: `/api/v1/reports/export?table=series&${fiveYears()}`, headers: admin });
    expect(series.statusCode).toBe(200);
    // Streamed: sent in chunks as it is written, without a length known up front.
    expect(series.headers['content-length']).toBeUndefined();
    expect(series.headers['transfer-encoding']).toBe('chunked');
    const lines = series.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"Week starting","Enrolments","Completions","Certificates"');
    expect(lines.length).toBeGreaterThan(250);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"\d{4}-\d{2}-\d{2}","\d+","\d+","\d+"$/);

    const courses = await t.app.inject({ url: `/api/v1/reports/export?table=courses&${fiveYears()}&limit=1`, headers: admin });
    const courseLines = courses.body.trim().split('\r\n');
    // Every course, whatever the page size of the report's table.
    const published = await scalar(sql`select count(distinct course_id) from enrolments where enrolled_at >= ${fiveYearsFrom()}::date`);
    expect(courseLines.length - 1).toBe(published);
  });
});
