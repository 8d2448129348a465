import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, type CertificateVerification, type LoginResult } from '@jal/contracts';
import {
  auditLog,
  certificates,
  consents,
  contactMessages,
  enrolments,
  lessonProgress,
  offlineDownloads,
  passwordResetTokens,
  quizAttempts,
  sessions,
  throttleCounters,
  users,
} from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { bearer, signInAs, testAppPerFile } from '../../test/test-app.js';
import { finishCourse, TestClock } from '../learning/test-helpers.js';
import { LAST_SUPER_ADMIN } from './service.js';

const clock = new TestClock();
const t = testAppPerFile({ now: clock.now });
const PASSWORD = 'Field@2026water';
type Headers = Record<string, string>;
let counter = 0;

const deleteMe = (headers: Headers, payload: object) => t.app.inject({ method: 'DELETE', url: '/api/v1/user/me', headers, payload });
const readMe = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
const login = (email: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });

async function newAccount() {
  const email = `delete-${Date.now().toString(36)}-${counter++}@example.org`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { name: 'Meena Devi', nameHindi: 'मीना देवी', email, password: PASSWORD, acceptedPrivacyNotice: PRIVACY_NOTICE_VERSION },
  });
  const data = body<LoginResult>(response).data;
  return { email, id: data.user.id, headers: bearer(data.token) };
}

/** How many rows of each table still name the user. */
async function rowsOf(userId: string) {
  const db = t.database.db;
  const countOf = async (table: PgTable, column: AnyPgColumn) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(column, userId));
    return row?.n ?? 0;
  };
  return {
    users: await countOf(users, users.id),
    sessions: await countOf(sessions, sessions.userId),
    enrolments: await countOf(enrolments, enrolments.userId),
    lessonProgress: await countOf(lessonProgress, lessonProgress.userId),
    quizAttempts: await countOf(quizAttempts, quizAttempts.userId),
    consents: await countOf(consents, consents.userId),
    offlineDownloads: await countOf(offlineDownloads, offlineDownloads.userId),
    passwordResetTokens: await countOf(passwordResetTokens, passwordResetTokens.userId),
    certificates: await countOf(certificates, certificates.userId),
  };
}

describe('DELETE /api/v1/user/me: refusals', () => {
  let account: Awaited<ReturnType<typeof newAccount>>;
  beforeAll(async () => {
    account = await newAccount();
  });

  it('refuses a wrong password with 400 on the password field', async () => {
    const response = await deleteMe(account.headers, { password: 'not my password', confirmEmail: account.email });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ password: 'The password is not correct.' });
    expect((await readMe(account.headers)).statusCode).toBe(200);
  });

  it('refuses an email that is not the account’s with 400 on confirmEmail', async () => {
    const response = await deleteMe(account.headers, { password: PASSWORD, confirmEmail: 'someone.else@example.org' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ confirmEmail: "This is not your account's email address." });
    expect((await readMe(account.headers)).statusCode).toBe(200);
  });

  it('refuses a missing confirmation and anyone signed out', async () => {
    const response = await deleteMe(account.headers, { password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ confirmEmail: 'Email confirmation is required.' });
    expect((await deleteMe({}, { password: PASSWORD, confirmEmail: account.email })).statusCode).toBe(401);
  });

  it('slows down wrong passwords after five, as sign-in does', async () => {
    const guesser = await newAccount();
    const guess = () => deleteMe(guesser.headers, { password: 'a wrong guess', confirmEmail: guesser.email });
    for (let attempt = 1; attempt <= 6; attempt += 1) expect((await guess()).statusCode).toBe(400);
    const refused = await deleteMe(guesser.headers, { password: PASSWORD, confirmEmail: guesser.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    clock.advance(2);
    expect((await guess()).statusCode).toBe(400);
  });
});

describe('DELETE /api/v1/user/me: erasure', () => {
  it('erases the account and its learning record; the certificate still verifies without the name', async () => {
    const account = await newAccount();
    const certificate = await finishCourse(t.app, t.database.db, account.headers, clock);
    const otherSession = bearer(await signInAs(t.app, account.email, PASSWORD));
    const db = t.database.db;
    // What else names the person: a failed sign-in's counter, a reset link, a message sent with their email.
    expect((await login(account.email, 'wrong password')).statusCode).toBe(401);
    await db
      .insert(passwordResetTokens)
      .values({ tokenHash: `hash-${account.id}`, userId: account.id, expiresAt: new Date(Date.now() + 60_000) });
    await db.insert(contactMessages).values({
      name: 'Meena Devi',
      email: account.email.toUpperCase(),
      topic: 'course-question',
      message: 'A question about the course.',
      ipHash: 'x',
    });
    const before = await rowsOf(account.id);
    expect(before).toMatchObject({ users: 1, enrolments: 1, consents: 1, certificates: 1, passwordResetTokens: 1 });
    expect(before.sessions).toBeGreaterThanOrEqual(2);
    expect(before.lessonProgress).toBeGreaterThan(0);
    expect(before.quizAttempts).toBeGreaterThan(0);

    // The email is compared whatever its letter case.
    const response = await deleteMe(account.headers, { password: PASSWORD, confirmEmail: ` ${account.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ message: 'Account deleted', data: null });
    expect(response.headers['set-cookie']).toMatch(/token=;/);
    const email = account.email.toLowerCase();
    // Checked before anyone tries the email again: a later failed sign-in is counted afresh.
    const counters = await db.select({ key: throttleCounters.key }).from(throttleCounters);
    expect(counters.filter((row) => row.key.includes(email) || row.key.includes(account.id))).toEqual([]);

    expect((await readMe(account.headers)).statusCode).toBe(401);
    expect((await readMe(otherSession)).statusCode).toBe(401);
    expect((await login(account.email)).statusCode).toBe(401);
    expect(await rowsOf(account.id)).toEqual({
      users: 0,
      sessions: 0,
      enrolments: 0,
      lessonProgress: 0,
      quizAttempts: 0,
      consents: 0,
      offlineDownloads: 0,
      passwordResetTokens: 0,
      certificates: 0,
    });
    expect(
      await db
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = ${email}`),
    ).toEqual([]);

    const [kept] = await db.select().from(certificates).where(eq(certificates.code, certificate.code));
    expect(kept).toMatchObject({ userId: null, learnerName: '', learnerNameHi: null, revokedAt: null });
    expect(kept?.nameRemovedAt).toBeInstanceOf(Date);
    const verified = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${certificate.code}` });
    expect(verified.statusCode).toBe(200);
    expect(body<CertificateVerification>(verified).data).toMatchObject({
      code: certificate.code,
      status: 'valid',
      learnerName: '',
      learnerNameHindi: null,
      nameRemoved: true,
    });
    // The PDF is for administrators only now, and still renders.
    const admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${certificate.code}/pdf`, headers: admin });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The audit log keeps the fact, with the account's id and nothing that names the person.
    const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, account.id));
    // Its security events (signing up, signing in) stay, no longer naming the person.
    expect(entries.filter((entry) => entry.action.startsWith('security.')).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['security.signed-up', 'security.sign-in-succeeded']),
    );
    for (const entry of entries) expect(entry).toMatchObject({ actorEmail: null, address: null, userAgent: null });
    expect(entries.filter((entry) => !entry.action.startsWith('security.'))).toEqual([
      expect.objectContaining({
        action: 'account.delete',
        actorEmail: null,
        actorRole: 'USER',
        targetType: 'user',
        targetId: account.id,
        address: null,
        details: { note: 'Account deleted by its holder' },
      }),
    ]);
    const everything = JSON.stringify(await db.select().from(auditLog));
    expect(everything).not.toContain(email);
    expect(everything).not.toContain('Meena');
  });

  it('deletes a demo account like any other', async () => {
    const signedIn = body<LoginResult>(await login('learner@jalshiksha.org', DEMO_PASSWORD)).data;
    const response = await deleteMe(bearer(signedIn.token), { password: DEMO_PASSWORD, confirmEmail: 'learner@jalshiksha.org' });
    expect(response.statusCode).toBe(200);
    expect(await rowsOf(signedIn.user.id)).toMatchObject({ users: 0, sessions: 0 });
  });

  it('refuses the last super admin with 409, and lets one go once another can run the platform', async () => {
    const demo = bearer(await signInAs(t.app, 'superadmin@jalshiksha.org', DEMO_PASSWORD));
    const refused = await deleteMe(demo, { password: DEMO_PASSWORD, confirmEmail: 'superadmin@jalshiksha.org' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(LAST_SUPER_ADMIN);
    expect((await readMe(demo)).statusCode).toBe(200);

    // An own super admin is the last one too: the demo one goes when demo mode ends.
    const ownEmail = `own-super-${counter++}@example.org`;
    await t.database.db
      .insert(users)
      .values({ name: 'Own Super Admin', email: ownEmail, passwordHash: await hashPassword(PASSWORD), role: 'SUPER_ADMIN' });
    const own = bearer(await signInAs(t.app, ownEmail, PASSWORD));
    expect((await deleteMe(own, { password: PASSWORD, confirmEmail: ownEmail })).statusCode).toBe(409);

    // With an own super admin in place, the demo one may go.
    expect((await deleteMe(demo, { password: DEMO_PASSWORD, confirmEmail: 'superadmin@jalshiksha.org' })).statusCode).toBe(200);
    expect((await readMe(own)).statusCode).toBe(200);
  });
});
