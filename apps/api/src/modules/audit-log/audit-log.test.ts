import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditLogList } from '@jal/contracts';
import { appendAuditEntry } from '../../db/audit-log.js';
import { auditLog } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;
let learner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
  superAdmin = bearer(await signInAs(t.app, 'superadmin@jalshiksha.org', DEMO_PASSWORD));
  learner = bearer(await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD));
}, 120_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function changed<T = { id: string }>(method: Method, url: string, payload?: unknown, headers = admin): Promise<T> {
  const response = await call(method, url, payload, headers);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return body<T>(response).data;
}

const log = async (query = '') => {
  const response = await call('GET', `/v1/admin/audit-log${query}`, undefined, superAdmin);
  expect(response.statusCode, response.body).toBe(200);
  return body<AuditLogList>(response).data;
};
const newest = async () => (await log('?limit=1')).items[0];
const total = async () => (await log('?limit=1')).pagination.total;

const expectEntry = (entry: AuditEntry | undefined, expected: Partial<AuditEntry>) =>
  expect(entry).toMatchObject({ actorEmail: 'admin@jalshiksha.org', actorRole: 'ADMIN', address: '127.0.0.1', ...expected });

describe('what the audit log records', () => {
  it('records a course created, changed, given a module and deleted, each with actor, action, target and address', async () => {
    const course = await changed('POST', '/v1/courses/admin', { titleTranslations: { en: 'Audited course', hi: 'लेखा पाठ्यक्रम' } });
    const created = await newest();
    expectEntry(created, { action: 'course.create', targetType: 'course', targetId: course.id });
    // The fields sent, not those validation filled in with defaults.
    expect(created?.details).toEqual({ fields: ['titleTranslations'] });
    expect(Date.now() - Date.parse(created!.at)).toBeLessThan(60_000);
    expect(created?.actorId).toMatch(/^[0-9a-f-]{36}$/);

    await changed('PUT', `/v1/courses/admin/${course.id}`, { level: 'advanced' });
    expectEntry(await newest(), { action: 'course.update', targetType: 'course', targetId: course.id, details: { fields: ['level'] } });

    const withModule = await changed<{ modules: { id: string }[] }>('POST', `/v1/courses/admin/${course.id}/modules`, {
      titleTranslations: { en: 'Module one' },
    });
    expectEntry(await newest(), { action: 'module.create', targetType: 'course', targetId: course.id });
    const moduleId = withModule.modules[0]!.id;
    await changed('PUT', `/v1/courses/admin/${course.id}/modules/${moduleId}`, { titleTranslations: { en: 'Module 1' } });
    expectEntry(await newest(), {
      action: 'module.update',
      targetType: 'module',
      targetId: moduleId,
      details: { fields: ['titleTranslations'], params: { id: course.id } },
    });

    await changed('DELETE', `/v1/courses/admin/${course.id}`);
    expectEntry(await newest(), { action: 'course.delete', targetType: 'course', targetId: course.id, details: { fields: [] } });
  });

  it('records translations, alerts and organizations', async () => {
    const key = await changed<{ key: string; ids: Record<string, string> }>('POST', '/v1/translations', {
      page: 'audit',
      key: 'audit.greeting',
      values: { en: 'Hello', hi: 'नमस्ते' },
    });
    expectEntry(await newest(), { action: 'translation.create', targetType: 'translation', targetId: 'audit.greeting' });
    await changed('PUT', `/v1/translations/${key.ids.en}`, { text: 'Hello again' });
    expectEntry(await newest(), { action: 'translation.update', targetType: 'translation', targetId: key.ids.en });
    await changed('PUT', '/v1/translations/bulk/audit', { entries: { 'audit.greeting': { hi: 'नमस्कार' } } });
    expectEntry(await newest(), { action: 'translation.bulk-update', targetType: 'page', targetId: 'audit' });

    const alert = await changed('POST', '/v1/alerts', { message: { en: 'Audit' }, alertType: 'info', isActive: false });
    expectEntry(await newest(), { action: 'alert.create', targetType: 'alert', targetId: alert.id });
    await changed('PATCH', `/v1/alerts/${alert.id}/toggle`);
    expectEntry(await newest(), { action: 'alert.toggle', targetType: 'alert', targetId: alert.id });

    const organization = await changed('POST', '/v1/organizations', { name: 'Audit Trust', type: 'ngo', state: 'Bihar' });
    expectEntry(await newest(), { action: 'organization.create', targetType: 'organization', targetId: organization.id });
    await changed('PATCH', `/v1/organizations/${organization.id}/toggle-status`);
    expectEntry(await newest(), { action: 'organization.toggle-status', targetType: 'organization', targetId: organization.id });
  });

  it('records users, naming password fields without ever keeping a password or its hash', async () => {
    const password = 'Secret@Audit1';
    const user = await changed('POST', '/v1/user', { name: 'Audited Learner', email: 'audited@example.org', password });
    expectEntry(await newest(), {
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      details: { fields: ['email', 'name', 'password'] },
    });
    await changed('POST', `/v1/user/${user.id}/reset-password`, { password: 'Another@Audit2' });
    expectEntry(await newest(), {
      action: 'user.reset-password',
      targetType: 'user',
      targetId: user.id,
      details: { fields: ['password'] },
    });
    await changed('PATCH', `/v1/user/${user.id}/status`, { status: 'disabled' });
    expectEntry(await newest(), { action: 'user.status', targetType: 'user', targetId: user.id });
    await changed('DELETE', `/v1/user/${user.id}`);
    expectEntry(await newest(), { action: 'user.delete', targetType: 'user', targetId: user.id });

    const everything = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(everything).not.toContain(password);
    expect(everything).not.toContain('Another@Audit2');
    expect(everything).not.toMatch(/\$(argon2|2[aby]\$|scrypt)/);
  });

  it('records an organization manager as the actor of its own changes', async () => {
    const manager = bearer(await signInAs(t.app, 'org@jalshiksha.org', DEMO_PASSWORD));
    const user = await changed(
      'POST',
      '/v1/user',
      { name: 'Managed Learner', email: 'managed@example.org', password: 'Managed@123' },
      manager,
    );
    expect(await newest()).toMatchObject({ action: 'user.create', targetId: user.id, actorEmail: 'org@jalshiksha.org' });
  });

  it('records no change for a refused or failed change, a read, or a learner’s own progress', async () => {
    const before = await total();
    expect((await call('POST', '/v1/alerts', { message: { en: '' }, alertType: 'nope' })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/v1/alerts/00000000-0000-4000-8000-000000000000', { message: { en: 'x' }, alertType: 'info' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/v1/alerts', { message: { en: 'x' }, alertType: 'info' }, learner)).statusCode).toBe(403);
    expect((await call('POST', '/v1/alerts', { message: { en: 'x' }, alertType: 'info' }, {})).statusCode).toBe(401);
    expect((await call('GET', '/v1/alerts')).statusCode).toBe(200);
    expect((await call('GET', '/v1/user')).statusCode).toBe(200);
    const [course] = (await changed<{ courses: { id: string }[] }>('GET', '/v1/courses?limit=1', undefined, learner)).courses;
    expect((await call('POST', `/v1/courses/${course!.id}/enroll`, undefined, learner)).statusCode).toBeLessThan(300);
    // The refusal alone is recorded, as a security event rather than a change.
    expect(await total()).toBe(before + 1);
    expect((await newest())?.action).toBe('security.access-refused');
  });

  it('keeps every entry as written: updates and deletes are refused by the database', async () => {
    expect(await total()).toBeGreaterThan(0);
    await expect(t.database.db.update(auditLog).set({ action: 'rewritten' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    expect((await log('?action=rewritten')).items).toEqual([]);
  });

  it('lets the change succeed, and logs the failure, when the entry cannot be written', async () => {
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_language_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.action = 'language.update' THEN RAISE EXCEPTION 'the audit log is unavailable'; END IF;
          RETURN NEW;
        END;
        $$`),
    );
    await t.database.db.execute(
      sql.raw('CREATE TRIGGER refuse_language_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_language_audit()'),
    );
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const response = await call('PATCH', '/v1/languages/hi', { isActive: true });
      expect(response.statusCode, response.body).toBe(200);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'language.update' }),
        'The audit log could not record a change',
      );
      expect((await log('?action=language.update')).items).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('reading the audit log', () => {
  it('is for super administrators only', async () => {
    expect((await call('GET', '/v1/admin/audit-log')).statusCode).toBe(403);
    expect((await call('GET', '/v1/admin/audit-log.csv')).statusCode).toBe(403);
    expect((await call('GET', '/v1/admin/audit-log', undefined, learner)).statusCode).toBe(403);
    expect((await call('GET', '/v1/admin/audit-log', undefined, {})).statusCode).toBe(401);
  });

  it('filters by action, resource, actor, target type and dates, newest first, page by page', async () => {
    const all = await log('?limit=100');
    const ids = all.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    expect((await log('?action=alert.toggle')).items.map((entry) => entry.action)).toEqual(['alert.toggle']);
    expect(new Set((await log('?action=alert')).items.map((entry) => entry.action))).toEqual(new Set(['alert.create', 'alert.toggle']));
    // The manager's changes to users (its sign-in is a security event of its own).
    const managed = await log('?actor=ORG@jalshiksha&action=user');
    expect(managed.items.map((entry) => entry.actorEmail)).toEqual(['org@jalshiksha.org']);
    expect((await log('?targetType=page')).items.map((entry) => entry.action)).toEqual(['translation.bulk-update']);
    // A literal % in the actor filter matches only itself.
    expect((await log('?actor=%25')).items).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await log(`?from=${today}&to=${today}&limit=100`)).pagination.total).toBe(all.pagination.total);
    expect((await log('?to=2000-01-01')).items).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await log(`?from=${encodeURIComponent(future)}`)).items).toEqual([]);

    const second = await log('?limit=2&page=2');
    expect(second.items.map((entry) => entry.id)).toEqual(ids.slice(2, 4));
    expect(second.pagination).toMatchObject({ page: 2, limit: 2, total: all.pagination.total });
  });

  it('refuses a range that runs backwards, and malformed filters', async () => {
    for (const query of ['?from=2026-03-02&to=2026-03-01', '?from=yesterday', '?action=DROP%20TABLE', '?limit=1000', '?unknown=1']) {
      const response = await call('GET', `/v1/admin/audit-log${query}`, undefined, superAdmin);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await call('GET', '/v1/admin/audit-log.csv?from=2026-03-02&to=2026-03-01', undefined, superAdmin)).statusCode).toBe(400);
  });

  it('exports the filtered log as CSV: a byte-order mark, one header row, ISO times, Hindi intact', async () => {
    await appendAuditEntry(t.database.db, {
      actorEmail: 'superadmin@jalshiksha.org',
      actorRole: 'SUPER_ADMIN',
      action: 'note.create',
      targetType: 'note',
      details: { note: 'जल शिक्षा, "उद्धरण" सहित' },
    });
    const response = await call('GET', '/v1/admin/audit-log.csv?action=note', undefined, superAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="jal-shiksha-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Time","Actor email","Actor role","Actor id","Action","Target type","Target id","Address","User agent","Details"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z","superadmin@jalshiksha.org","SUPER_ADMIN","","note.create","note",""/,
    );
    expect(lines[1]).toContain('"{""note"":""जल शिक्षा, \\""उद्धरण\\"" सहित""}"');
  });

  it('exports every matching entry, however many batches it takes', async () => {
    const count = 1_203;
    await t.database.db.execute(
      sql`insert into audit_log (action, target_type) select 'bulk.check', 'bulk' from generate_series(1, ${count})`,
    );
    const response = await call('GET', '/v1/admin/audit-log.csv?action=bulk.check', undefined, superAdmin);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(count + 1);
    expect(new Set(lines.slice(1)).size).toBeGreaterThan(0);
    expect((await log('?action=bulk&limit=1')).pagination.total).toBe(count);
  });
});
