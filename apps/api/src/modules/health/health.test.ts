import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/test-app.js';
import { body } from '../../test/body.js';

const t = testAppPerFile({ seed: false });

describe('platform endpoints', () => {
  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ code: 200, data: { status: 'ok', database: t.database.kind } });
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
    expect(body(response)).toEqual({ code: 404, message: 'Resource not found.', data: null });
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
