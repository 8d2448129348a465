import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LoginResult } from '@jal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import { body } from '../../test/body.js';
import { resetLinkIn, startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import { refusedPasswords } from '../../test/password-cases.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { PASSWORD_RESET_DONE, RESET_REQUEST_LIMITS, RESET_REQUESTED, RESET_TOO_MANY } from './routes.js';
import { LINK_NOT_VALID } from '../../commands/reset-password-with-link.js';

const PUBLIC_URL = 'https://jal.example';
const FIRST_PASSWORD = 'pehla-paani-1';
const NEW_PASSWORD = 'naya-jharna-22';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ mail: { smtpUrl: mail.url, from: 'Jal Shiksha <no-reply@jal.example>' }, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

// Every request from an address of its own, so that no test uses up another's per-address limit.
let nextHost = 1;
const freshAddress = () => `10.30.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

let nextAccount = 1;
/** A learner of the test's own (signed up through the API), so that limits and links never mix. */
async function newLearner(name = 'Savita Patel') {
  const email = `reset-${nextAccount++}@village.example`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { name, email, password: FIRST_PASSWORD },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(201);
  return { email, id: body<LoginResult>(response).data.user.id };
}

function forgot(payload: object, options: { address?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload,
    remoteAddress: options.address ?? freshAddress(),
    headers: options.headers ?? {},
  });
}

const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password }, remoteAddress: freshAddress() });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password }, remoteAddress: freshAddress() });

/** Asks for a link for `email` and returns the token of the email that arrives. */
async function requestToken(email: string) {
  expect((await forgot({ email })).statusCode).toBe(200);
  return resetLinkIn(await mail.next(email)).token;
}

describe('POST /api/v1/auth/forgot-password', () => {
  it('emails a link to PUBLIC_URL/reset-password through the mail server, keeping only its hash', async () => {
    const learner = await newLearner();
    const response = await forgot({ email: learner.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ code: 200, message: RESET_REQUESTED, data: null });

    const received = await mail.next(learner.email);
    expect(received.from).toBe('no-reply@jal.example');
    expect(received.message.subject).toBe('Set a new password for Jal Shiksha');
    expect(received.message.text).toContain('Hello Savita Patel,');
    expect(received.message.text).toContain('within 30 minutes');
    const { link, token } = resetLinkIn(received);
    expect(link).toBe(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, learner.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const minutesLeft = ((stored[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
  });

  it('answers an address without an account exactly as one with, and sends nothing', async () => {
    const learner = await newLearner();
    const known = await forgot({ email: learner.email });
    const unknown = await forgot({ email: 'nobody-here@village.example' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await mail.next(learner.email);
    expect(mail.received.filter((message) => message.to.includes('nobody-here@village.example'))).toEqual([]);
  });

  it('answers without waiting for the mail server, so the time does not tell either', async () => {
    const slow = await startMailCatcher({ holdMs: 4000 });
    const slowApp = await createTestApp({ mail: { smtpUrl: slow.url }, publicUrl: PUBLIC_URL });
    try {
      const email = 'slow-mail@village.example';
      await slowApp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { name: 'Lata Bai', email, password: FIRST_PASSWORD },
      });
      const timed = async (address: string) => {
        const started = performance.now();
        const response = await slowApp.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: address } });
        expect(response.statusCode).toBe(200);
        return performance.now() - started;
      };
      const known = await timed(email);
      const unknown = await timed('nobody-slow@village.example');
      expect(known).toBeLessThan(2000);
      expect(unknown).toBeLessThan(2000);
      // The mail still arrives, after the answer.
      expect((await slow.next(email)).message.subject).toBe('Set a new password for Jal Shiksha');
    } finally {
      await slowApp.close();
      await slow.close();
    }
  });

  it('writes in Hindi when the page is Hindi, or else when the browser prefers Hindi', async () => {
    const learner = await newLearner('Savita');
    await t.database.db
      .update(users)
      .set({ nameVariants: { hindi: 'सविता' } })
      .where(eq(users.id, learner.id));

    await forgot({ email: learner.email, language: 'hi' });
    const fromPage = (await mail.next(learner.email)).message;
    expect(fromPage.subject).toBe('जल शिक्षा के लिए नया पासवर्ड बनाएँ');
    expect(fromPage.text).toContain('नमस्ते सविता,');
    expect(fromPage.text).toContain('30 मिनट के भीतर');

    await forgot({ email: learner.email }, { headers: { 'accept-language': 'mr-IN, hi;q=0.9, en;q=0.8' } });
    expect((await mail.next(learner.email)).message.subject).toBe('जल शिक्षा के लिए नया पासवर्ड बनाएँ');

    // The page's language wins over the browser's.
    await forgot({ email: learner.email, language: 'en' }, { headers: { 'accept-language': 'hi' } });
    const english = (await mail.next(learner.email)).message;
    expect(english.subject).toBe('Set a new password for Jal Shiksha');
    expect(english.text).toContain('Hello Savita,');
  });

  it('sends nothing for a disabled account, and says the same', async () => {
    const learner = await newLearner();
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, learner.id));
    const response = await forgot({ email: learner.email });
    expect(body(response)).toEqual({ code: 200, message: RESET_REQUESTED, data: null });
    const other = await newLearner();
    await requestToken(other.email);
    expect(mail.received.filter((message) => message.to.includes(learner.email))).toEqual([]);
  });

  it('validates the email', async () => {
    const response = await forgot({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ email: 'Enter a valid email address.' });
    expect((await forgot({})).statusCode).toBe(400);
    expect((await forgot({ email: 'a@b.org', extra: 1 })).statusCode).toBe(400);
  });

  it(`limits one email to ${RESET_REQUEST_LIMITS.perEmail.max} requests from one address, whether or not it has an account`, async () => {
    const learner = await newLearner();
    for (const email of [learner.email, 'nobody-limited@village.example']) {
      const address = freshAddress();
      for (let sent = 0; sent < RESET_REQUEST_LIMITS.perEmail.max; sent++) {
        expect((await forgot({ email }, { address })).statusCode).toBe(200);
      }
      // In capitals: it is the email that is counted.
      const refused = await forgot({ email: email.toUpperCase() }, { address });
      expect(refused.statusCode).toBe(429);
      expect(body(refused)).toEqual({ code: 429, errorCode: 'RESET_LIMITED', message: RESET_TOO_MANY, data: null });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RESET_REQUEST_LIMITS.perEmail.timeWindow / 1000);
    }
  });

  it("a stranger using up the limit for someone's email does not keep the owner from asking, from their own address", async () => {
    const learner = await newLearner();
    const stranger = freshAddress();
    for (let sent = 0; sent <= RESET_REQUEST_LIMITS.perEmail.max; sent++) await forgot({ email: learner.email }, { address: stranger });
    expect((await forgot({ email: learner.email }, { address: stranger })).statusCode).toBe(429);
    const owner = await forgot({ email: learner.email }, { address: freshAddress() });
    expect(owner.statusCode).toBe(200);
    expect(body(owner)).toEqual({ code: 200, message: RESET_REQUESTED, data: null });
  });

  it(`limits one address to ${RESET_REQUEST_LIMITS.perAddress.max} requests`, async () => {
    const address = freshAddress();
    for (let sent = 0; sent < RESET_REQUEST_LIMITS.perAddress.max; sent++) {
      expect((await forgot({ email: `someone-${sent}@village.example` }, { address })).statusCode).toBe(200);
    }
    const refused = await forgot({ email: 'one-more@village.example' }, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await forgot({ email: 'one-more@village.example' })).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/reset-password', () => {
  it('sets the new password once, and ends every session of the account', async () => {
    const learner = await newLearner();
    const sessions = [await signInAs(t.app, learner.email, FIRST_PASSWORD), await signInAs(t.app, learner.email, FIRST_PASSWORD)];
    const token = await requestToken(learner.email);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(body(done)).toEqual({ code: 200, message: PASSWORD_RESET_DONE, data: null });
    for (const session of sessions) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(session) })).statusCode).toBe(401);
    }
    expect((await login(learner.email, FIRST_PASSWORD)).statusCode).toBe(401);
    expect((await login(learner.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'teesra-kuan-333');
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({ code: 400, message: LINK_NOT_VALID, errors: { token: LINK_NOT_VALID } });
    expect((await login(learner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after its 30 minutes', async () => {
    const learner = await newLearner();
    const token = await requestToken(learner.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(LINK_NOT_VALID);
    expect((await login(learner.email, FIRST_PASSWORD)).statusCode).toBe(200);
  });

  it('a new request ends the earlier link', async () => {
    const learner = await newLearner();
    const first = await requestToken(learner.email);
    const second = await requestToken(learner.email);
    expect(second).not.toBe(first);
    expect((await reset(first, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed token alike', async () => {
    for (const token of ['A'.repeat(43), 'x']) {
      const response = await reset(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe(LINK_NOT_VALID);
    }
    const empty = await reset('', NEW_PASSWORD);
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors).toHaveProperty('token');
  });

  it.each(refusedPasswords())(
    'refuses a %s password with 400 naming the rule, and the link still works',
    async (_code, password, message) => {
      const learner = await newLearner();
      const token = await requestToken(learner.email);
      const refused = await reset(token, password);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).errors).toEqual({ password: message });
      expect(body(refused).message).toContain(message);
      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    },
  );
});

describe('without PUBLIC_URL (demo mode)', () => {
  it('links to the address the server listens on, never to the Host the request names', async () => {
    const other = await createTestApp({ mail: { smtpUrl: mail.url } });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.app.server.address() as AddressInfo;
      const email = 'no-public-url@village.example';
      await other.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { name: 'Usha', email, password: FIRST_PASSWORD } });
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email },
        headers: { host: 'evil.example' },
      });
      expect(response.statusCode).toBe(200);
      const { link } = resetLinkIn(await mail.next(email));
      expect(link).toMatch(new RegExp(`^http://localhost:${port}/reset-password\\?token=`));
      expect(link).not.toContain('evil.example');
    } finally {
      await other.close();
    }
  });
});
