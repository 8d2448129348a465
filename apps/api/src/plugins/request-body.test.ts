import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/test-app.js';

const t = testAppPerFile({ seed: false });

describe('a JSON body', () => {
  it('that would set an object prototype is refused before any route reads it', async () => {
    for (const payload of [
      '{"email":"a@example.org","password":"x","__proto__":{"role":"SUPER_ADMIN"}}',
      '{"constructor":{"prototype":{"role":"ADMIN"}}}',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      // Refused as it is parsed, not by the route’s schema, which would name the unknown field.
      expect(response.json<{ message: string }>().message).toBe('The request body is not valid JSON.');
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
