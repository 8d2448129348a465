import { eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { changeCount } from '../../db/kept-until-changed.js';
import { certificates, courses, enrolments, organizations, users } from '../../db/schema.js';
import { SECOND_ORGANIZATION } from '../../seed/accounts.js';
import { signedInPerFile, testAppPerFile } from '../../test/test-app.js';
import { fetchReport } from './test-helpers.js';

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');
let courseId: string;
let learnerId: string;

beforeAll(async () => {
  const db = t.database.db;
  await db.insert(organizations).values(SECOND_ORGANIZATION);
  const [course] = await db.select().from(courses).where(eq(courses.status, 'published')).limit(1);
  courseId = course!.id;
  const [learner] = await db
    .insert(users)
    .values({ name: 'Kamla', email: 'kamla@example.org', passwordHash: 'x', organizationId: SECOND_ORGANIZATION.id })
    .returning();
  learnerId = learner!.id;
});

const report = () => fetchReport(t.app, 'period=month', admin);
const courseLine = async () => (await report()).byCourse.find((row) => row.courseId === courseId);
const exportedCourses = async () => (await t.app.inject({ url: '/api/v1/reports/export?table=courses', headers: admin })).body;

describe('a report kept until a figure changes', () => {
  it('shows every change made to its figures, whichever way it was written', async () => {
    const db = t.database.db;
    const before = await report();
    await exportedCourses();

    // Written straight to the database, as an import or a programme's enrolment would.
    await db.insert(enrolments).values({ userId: learnerId, courseId });
    expect((await report()).totals.enrolments).toBe(before.totals.enrolments + 1);
    expect(await exportedCourses()).toContain(`"${(await courseLine())!.enrolments}","${(await courseLine())!.completions}"`);

    await db.update(enrolments).set({ completedAt: new Date() }).where(eq(enrolments.userId, learnerId));
    expect((await report()).totals.completions).toBe(before.totals.completions + 1);

    const [certificate] = await db
      .insert(certificates)
      .values({ code: 'JS-KEPT-0001', userId: learnerId, courseId, learnerName: 'Kamla', courseTitle: 'x' })
      .returning();
    expect((await report()).totals.certificates).toBe(before.totals.certificates + 1);
    await db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, certificate!.id));
    expect((await report()).totals.certificates).toBe(before.totals.certificates);

    const renamed = { en: 'Kept or not: a renamed course', hi: 'नया नाम' };
    await db.update(courses).set({ title: renamed.en, titleTranslations: renamed }).where(eq(courses.id, courseId));
    expect((await courseLine())!.title).toEqual(renamed);
    expect(await exportedCourses()).toContain('"Kept or not: a renamed course","नया नाम"');

    await db.update(organizations).set({ name: 'Renamed Sanstha' }).where(eq(organizations.id, SECOND_ORGANIZATION.id));
    expect((await report()).byOrganization.map((row) => row.name)).toContain('Renamed Sanstha');

    await db.update(users).set({ organizationId: null }).where(eq(users.id, learnerId));
    expect((await report()).byOrganization.map((row) => row.name)).not.toContain('Renamed Sanstha');
  });

  it('is answered again, not counted again, while nothing it covers has changed', async () => {
    const db = t.database.db;
    const kept = await report();
    // A row written with the change counters switched off: the kept report cannot know of it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(enrolments).where(eq(enrolments.userId, learnerId));
    });
    expect(await report()).toEqual(kept);
    // A change the counters see: the report is counted again, the unseen deletion with it.
    await db.update(users).set({ organizationId: SECOND_ORGANIZATION.id }).where(eq(users.id, learnerId));
    expect((await report()).totals.enrolments).toBe(kept.totals.enrolments - 1);
  });

  it('sends a kept export compressed to a client that takes it, the same file once unpacked', async () => {
    const plain = await t.app.inject({ url: '/api/v1/reports/export?table=courses&language=hi', headers: admin });
    const asked = () =>
      t.app.inject({ url: '/api/v1/reports/export?table=courses&language=hi', headers: { ...admin, 'accept-encoding': 'gzip' } });
    // The compressed copy is made once, off the event loop: until then the file goes as it is.
    await expect.poll(async () => (await asked()).headers['content-encoding'], { timeout: 5000 }).toBe('gzip');
    const compressed = await asked();
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body).toContain('नामांकन');
  });

  it('moves the counter once per transaction, when it commits', async () => {
    const db = t.database.db;
    const count = async (on = db) => Number((await changeCount(on, 'report-figures')) || NaN);
    const before = await count();
    const [second] = await db.select().from(courses).where(eq(courses.status, 'published')).offset(1).limit(1);
    await db.transaction(async (tx) => {
      await tx.insert(enrolments).values({ userId: learnerId, courseId });
      await tx.insert(enrolments).values({ userId: learnerId, courseId: second!.id });
      // Not yet: the counter moves at the commit, together with the change.
      expect(await count(tx as unknown as Db)).toBe(before);
    });
    expect(await count()).toBe(before + 1);
    await db.delete(enrolments).where(eq(enrolments.userId, learnerId));
    expect(await count()).toBe(before + 2);
  });
});
