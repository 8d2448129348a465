import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndedSessions, OwnSessionList } from '@jal/contracts';
import { body } from '../../test/body.js';
import { buildOrganization, buildUser, type BuiltOrganization } from '../../test/factories.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';

/** "My devices": a person's own sessions, ending one of them, and an administrator ending them all. */

const PHONE = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Chrome/126.0 Mobile';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0';

let t: TestApp;
// The organization whose manager ends its learners' sessions.
let organization: BuiltOrganization;
beforeAll(async () => {
  t = await createTestApp();
  organization = await buildOrganization(t.app);
}, 120_000);
afterAll(async () => t?.close());

/** A learner signing in with email and password, as each test's devices do. */
async function learnerOf(organizationId: string | null) {
  const learner = await buildUser(t.app, { name: 'Devices Learner', organizationId });
  return { ...learner, email: learner.email! };
}
/** A staff account signed in through the real endpoint (demo mode is on: no second step). */
async function staffToken(role: 'ADMIN' | 'ORGANIZATION') {
  const staff = await buildUser(t.app, { role, organizationId: role === 'ORGANIZATION' ? organization.id : null });
  return signInAs(t.app, staff.email!, staff.password);
}

const signIn = (email: string, password: string, agent: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress,
    headers: { 'user-agent': agent, ...headers },
    payload: { email, password },
  });
const tokenOf = (response: Awaited<ReturnType<typeof signIn>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return body<{ token: string }>(response).data.token;
};
const mySessions = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/me/sessions', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return body<OwnSessionList>(response).data.items;
};
const endMine = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/user/me/sessions/${id}`, headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) });

describe('my devices', () => {
  it('lists my sessions with the browser, the address and the times, marking this one, and never a token', async () => {
    const learner = await learnerOf(null);
    const phone = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.10'));
    const laptop = tokenOf(await signIn(learner.email, learner.password, LAPTOP, '198.51.100.20'));
    const seenFromPhone = await mySessions(phone);
    expect(seenFromPhone).toHaveLength(2);
    expect(seenFromPhone.find((session) => session.current)).toMatchObject({ userAgent: PHONE, address: '198.51.100.10' });
    expect(seenFromPhone.find((session) => !session.current)).toMatchObject({ userAgent: LAPTOP, address: '198.51.100.20' });
    for (const session of seenFromPhone) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));
    }
    expect(JSON.stringify(seenFromPhone)).not.toContain(phone);
    expect(JSON.stringify(seenFromPhone)).not.toContain(laptop);
  });

  it('ends another of my sessions: that device is signed out, this one is not', async () => {
    const learner = await learnerOf(null);
    const phone = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.11'));
    const laptop = tokenOf(await signIn(learner.email, learner.password, LAPTOP, '198.51.100.21'));
    const other = (await mySessions(phone)).find((session) => !session.current)!;
    const ended = await endMine(phone, other.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await mySessions(phone)).map((session) => session.userAgent)).toEqual([PHONE]);
    // Twice is a 404: it is gone.
    expect((await endMine(phone, other.id)).statusCode).toBe(404);
  });

  it('ends this session too when asked, and clears the cookie', async () => {
    const learner = await learnerOf(null);
    const phone = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.12'));
    const [current] = await mySessions(phone);
    const ended = await endMine(phone, current!.id);
    expect(ended.statusCode).toBe(200);
    expect(String(ended.headers['set-cookie'])).toMatch(/^token=;/);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it("answers 404 for another person's session, and leaves it alone", async () => {
    const mine = await learnerOf(null);
    const theirs = await learnerOf(null);
    const myToken = tokenOf(await signIn(mine.email, mine.password, PHONE, '198.51.100.13'));
    const theirToken = tokenOf(await signIn(theirs.email, theirs.password, LAPTOP, '198.51.100.23'));
    const [theirSession] = await mySessions(theirToken);
    const refused = await endMine(myToken, theirSession!.id);
    expect(refused.statusCode).toBe(404);
    expect(body(refused).message).toBe('Session not found.');
    expect((await me(theirToken)).statusCode).toBe(200);
    expect((await endMine(myToken, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('signing in again', () => {
  it('ends the session the browser already had (its cookie) and the one a bearer token named', async () => {
    const learner = await learnerOf(null);
    const first = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.14'));
    const second = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.14', { cookie: `token=${first}` }));
    expect((await me(first)).statusCode).toBe(401);
    const third = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.14', { authorization: `Bearer ${second}` }));
    expect((await me(second)).statusCode).toBe(401);
    expect((await mySessions(third)).map((session) => session.current)).toEqual([true]);
  });

  it('keeps the old session when the new sign-in is refused', async () => {
    const learner = await learnerOf(null);
    const first = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.15'));
    expect((await signIn(learner.email, 'not-the-password', PHONE, '198.51.100.15', { cookie: `token=${first}` })).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
  });
});

describe('an administrator ending all of a user’s sessions', () => {
  const endAll = (caller: string, userId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/user/${userId}/sessions`, headers: bearer(caller) });

  it('signs the user out everywhere', async () => {
    const learner = await learnerOf(organization.id);
    const phone = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.16'));
    const laptop = tokenOf(await signIn(learner.email, learner.password, LAPTOP, '198.51.100.26'));
    const admin = await staffToken('ADMIN');
    const ended = await endAll(admin, learner.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(body<EndedSessions>(ended).data).toEqual({ ended: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it("lets an organization manager do it for its own learners only: another organization's is a 404", async () => {
    const manager = await staffToken('ORGANIZATION');
    const own = await learnerOf(organization.id);
    const ownToken = tokenOf(await signIn(own.email, own.password, PHONE, '198.51.100.17'));
    expect((await endAll(manager, own.id)).statusCode).toBe(200);
    expect((await me(ownToken)).statusCode).toBe(401);

    const elsewhere = await buildOrganization(t.app, { name: 'Another Trust' });
    const other = await learnerOf(elsewhere.id);
    const otherToken = tokenOf(await signIn(other.email, other.password, PHONE, '198.51.100.18'));
    const refused = await endAll(manager, other.id);
    expect(refused.statusCode).toBe(404);
    expect((await me(otherToken)).statusCode).toBe(200);
  });

  it('refuses a learner (403), and points an administrator to their own profile for their own sessions', async () => {
    const learner = await learnerOf(organization.id);
    const token = tokenOf(await signIn(learner.email, learner.password, PHONE, '198.51.100.19'));
    expect((await endAll(token, learner.id)).statusCode).toBe(403);
    const admin = await staffToken('ADMIN');
    const adminId = body<{ id: string }>(await me(admin)).data.id;
    expect((await endAll(admin, adminId)).statusCode).toBe(403);
  });
});
