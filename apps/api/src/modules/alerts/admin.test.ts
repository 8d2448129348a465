import { beforeAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/test-app.js';
import type { Alert } from '@jal/contracts';
import { body } from '../../test/body.js';
import { buildSignedInUser } from '../../test/factories.js';

// Seeded: the demo's own alert is on the banner, and each new one must take its place.
const t = testAppPerFile();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = (await buildSignedInUser(t.app, { role: 'ADMIN' })).headers;
});

const current = async () => body<Alert | null>(await t.app.inject({ url: '/api/v1/alerts/current' })).data;
const hour = 60 * 60 * 1000;

describe('alerts in the dashboard', () => {
  it('shows a newly created alert on the banner at once, and stops after toggle and delete', async () => {
    await current(); // warm the public cache: the write must drop it
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alerts',
      headers: admin,
      payload: {
        message: { en: 'Canal closed', hi: 'नहर बंद है' },
        alertType: 'warning',
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + hour).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = body<Alert>(created).data.id;
    expect((await current())?.id).toBe(id);

    const off = await t.app.inject({ method: 'PATCH', url: `/api/v1/alerts/${id}/toggle`, headers: admin });
    expect(body<Alert>(off).data.isActive).toBe(false);
    expect((await current())?.id).not.toBe(id);

    await t.app.inject({ method: 'PATCH', url: `/api/v1/alerts/${id}/toggle`, headers: admin });
    expect((await current())?.id).toBe(id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/alerts/${id}`, headers: admin })).statusCode).toBe(200);
    expect((await current())?.id).not.toBe(id);
    expect((await t.app.inject({ url: `/api/v1/alerts/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('does not show an alert outside its window', async () => {
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alerts',
      headers: admin,
      payload: { message: { en: 'Later' }, alertType: 'info', startsAt: new Date(Date.now() + hour).toISOString() },
    });
    expect((await current())?.id).not.toBe(body<Alert>(future).data.id);
  });

  it('edits an alert and keeps script tags as plain data', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/alerts',
      headers: admin,
      payload: { message: { en: 'First' }, alertType: 'info', isActive: false },
    });
    const id = body<Alert>(created).data.id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/alerts/${id}`,
      headers: admin,
      payload: { message: { en: '<script>x()</script>' }, alertType: 'error', isActive: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(body<Alert>(edited).data).toMatchObject({ message: { en: '<script>x()</script>' }, alertType: 'error' });
  });

  it('rejects bad input and unknown ids', async () => {
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/alerts', headers: admin, payload: payload as object });
    const now = Date.now();
    const backwards = await post({
      message: { en: 'x' },
      alertType: 'info',
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now - hour).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).errors).toHaveProperty('endsAt');
    expect((await post({ message: { hi: 'केवल हिंदी' }, alertType: 'info' })).statusCode).toBe(400);
    expect((await post({ message: { en: 'x' }, alertType: 'panic' })).statusCode).toBe(400);
    expect((await post({ message: { en: 'x'.repeat(501) }, alertType: 'info' })).statusCode).toBe(400);
    expect((await post({ message: 'text', alertType: 'info' })).statusCode).toBe(400);
    expect((await post({ message: { en: 'x' }, alertType: 'info', startsAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/alerts/123', headers: admin })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/v1/alerts/00000000-0000-4000-8000-000000000000/toggle', headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});
