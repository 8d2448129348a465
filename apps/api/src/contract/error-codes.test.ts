import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST, isErrorCode } from '@jal/contracts';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import type { DeclaredRoute } from '../plugins/auth.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../test/test-app.js';

/**
 * Every failure of the API carries an `errorCode` from the one list in the contracts, beside its
 * message, so apps act on the code and never on the English sentence.
 */
let t: TestApp;
const declared: DeclaredRoute[] = [];
const answers: { route: string; status: number; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void (route.method !== 'HEAD' && declared.push(route)) });
});
afterAll(async () => {
  await t.close();
});

/** Sends the request and keeps the answer when it is a failure, for the checks below. */
async function send(request: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse> {
  const response = await t.app.inject(request);
  if (response.statusCode >= 400 && response.headers['content-type']?.toString().startsWith('application/json')) {
    answers.push({ route: `${request.method} ${request.url}`, status: response.statusCode, body: response.json() });
  }
  return response;
}

/** The routes of the API, with a path whose parameters name nothing (or are malformed). */
const apiRoutes = () =>
  declared
    .filter((route) => route.url.startsWith('/api/v1/'))
    .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z]+/g, 'not-a-valid-id').replace('*', 'x') }));

const expectCoded = (answer: (typeof answers)[number]) => {
  expect(isErrorCode(answer.body.errorCode), `${answer.route} answered ${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
  expect(answer.body.code).toBe(answer.status);
  expect(typeof answer.body.message).toBe('string');
};

describe('error codes', () => {
  it('are listed in the API document, on the error envelope every failure declares', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: {
        schemas: Record<string, { properties: Record<string, { enum?: string[]; description?: string }>; required: string[] }>;
      };
    }>();
    const envelope = document.components.schemas.ErrorEnvelope!;
    expect(envelope.required).toContain('errorCode');
    expect(envelope.properties.errorCode!.enum).toEqual(ERROR_CODE_LIST);
    for (const code of ERROR_CODE_LIST) expect(envelope.properties.errorCode!.description).toContain(`\`${code}\``);
  });

  it('come with every failure of every route: anonymous, a learner, and an administrator sending what no route takes', async () => {
    const learner = bearer(await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD));
    const admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const write = route.method !== 'GET';
      // A body of the wrong shape (an array) is refused before any handler runs.
      const payload = write ? [1] : undefined;
      await send({ method: route.method, url: route.path, ...(payload ? { payload } : {}) });
      await send({ method: route.method, url: route.path, headers: learner, ...(payload ? { payload } : {}) });
      // An administrator only where the request is refused before its handler, or reads.
      if (!write || route.schema?.body || route.schema?.params) {
        await send({ method: route.method, url: route.path, headers: admin, ...(payload ? { payload } : {}) });
      }
    }
    const statuses = new Set(answers.map((answer) => answer.status));
    for (const status of [400, 401, 403, 404]) expect(statuses, `no ${status} was seen`).toContain(status);
    expect(answers.length).toBeGreaterThan(routes.length);
    for (const answer of answers) expectCoded(answer);
  });

  it('name what went wrong where an app acts on it, with the values of the message', async () => {
    const admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    const cases: [Promise<LightMyRequestResponse>, number, string][] = [
      [send({ method: 'GET', url: '/api/v1/no-such-route' }), 404, 'NOT_FOUND'],
      [
        send({ method: 'POST', url: '/api/v1/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
        400,
        'MALFORMED_JSON',
      ],
      [
        send({ method: 'POST', url: '/api/v1/auth/signup', payload: { name: 'A', email: 'no-email', password: 'x' } }),
        400,
        'VALIDATION_FAILED',
      ],
      [
        send({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'learner@jalshiksha.org', password: 'not the password' } }),
        401,
        'WRONG_CREDENTIALS',
      ],
      [
        send({
          method: 'POST',
          url: '/api/v1/user',
          headers: admin,
          payload: { name: 'Someone Else', email: 'learner@jalshiksha.org', password: 'check dam monsoon 25', role: 'USER' },
        }),
        409,
        'EMAIL_TAKEN',
      ],
      [send({ method: 'GET', url: '/api/v1/user/me', headers: bearer('not-a-session') }), 401, 'SESSION_EXPIRED'],
      [send({ method: 'POST', url: '/api/v1/media', headers: admin, payload: { file: 'not a file' } }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [pending, status, errorCode] of cases) {
      const response = await pending;
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code: status, errorCode });
    }
  });

  it('says how long to wait after failed sign-ins, in the params of the message', async () => {
    const attempt = () =>
      send({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'org@jalshiksha.org', password: 'not the password' },
        remoteAddress: '203.0.113.77',
      });
    let response = await attempt();
    for (let tries = 1; tries < 10 && response.statusCode !== 429; tries += 1) response = await attempt();
    expect(response.statusCode, response.body).toBe(429);
    const answer = response.json<{ errorCode: string; message: string; errorParams: { count: number; unit: string } }>();
    expect(answer.errorCode).toBe('SIGN_IN_THROTTLED');
    expect(answer.message).toContain(`${answer.errorParams.count} ${answer.errorParams.unit === 'minutes' ? 'minute' : 'second'}(s)`);
  });

  it('INTERNAL_ERROR for a failure the server did not expect, with no detail', async () => {
    await t.database.db.execute(
      sql.raw(`create function refuse_contact() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`),
    );
    await t.database.db.execute(
      sql.raw('create trigger refuse_contact before insert on contact_messages for each row execute function refuse_contact()'),
    );
    const response = await send({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'Asha Verma',
        email: 'asha@example.org',
        topic: 'course-question',
        message: 'How do I join a course in my district?',
      },
    });
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toEqual({ code: 500, errorCode: 'INTERNAL_ERROR', message: 'Something went wrong.', data: null });
  });

  it('are all from the list, whatever else these tests made fail', () => {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expectCoded(answer);
  });
});
