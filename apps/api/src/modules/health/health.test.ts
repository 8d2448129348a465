import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/test-app.js';
import { body } from '../../test/body.js';
import { migrationsCheck } from '../../db/migrations-applied.js';
import { NOT_READY } from './routes.js';

const t = testAppPerFile({ seed: false });

describe('platform endpoints', () => {
  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ code: 200, data: { status: 'ok', database: t.database.kind } });
  });

  it('GET /api/health/ready is 200 when ready and 503 once the server drains, while liveness stays 200', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(body(ready)).toMatchObject({ code: 200, data: { status: 'ready', database: t.database.kind } });
    t.app.readiness.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(body(draining)).toEqual({ code: 503, errorCode: 'UNAVAILABLE', message: NOT_READY.draining, data: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('is not ready while migrations are missing or the change feed does not listen', async () => {
    const { migrationsApplied } = t.app.readiness;
    t.app.readiness.migrationsApplied = () => Promise.resolve(false);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(body(response)).toMatchObject({ message: NOT_READY.migrations });
    } finally {
      t.app.readiness.migrationsApplied = migrationsApplied;
    }
    // The real check on this database: every migration is there.
    expect(await migrationsCheck(t.app.db)()).toBe(true);
    t.app.changeFeed.connect(() => ({ send: () => {}, listening: () => false, close: async () => {} }));
    const deaf = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(deaf.statusCode).toBe(503);
    expect(body(deaf)).toMatchObject({ message: NOT_READY.changeFeed });
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ code: 404, errorCode: 'NOT_FOUND', message: 'Resource not found.', data: null });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    // The OpenAPI document is the one answer outside the envelope.
    const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/api/v1/user/login',
      '/api/v1/auth/signin',
      '/api/v1/courses',
      '/api/v1/courses/{id}',
      '/api/v1/translations/frontend',
      '/api/v1/alerts/current',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
