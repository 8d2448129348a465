import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, type LoginResult, type PublicUser } from '@jal/contracts';
import { consents, users } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { bearer, testAppPerFile } from '../../test/test-app.js';

const t = testAppPerFile();
const PASSWORD = 'Field@2026water';
let counter = 0;
const newEmail = () => `profile-${Date.now().toString(36)}-${counter++}@example.org`;

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });
const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password: PASSWORD } });
const patchMe = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/user/me', headers, payload: payload as object });
const readMe = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });

async function newAccount(extra: object = {}) {
  const email = newEmail();
  const response = await signup({ name: 'Asha Verma', email, password: PASSWORD, ...extra });
  expect(response.statusCode).toBe(201);
  const data = body<LoginResult>(response).data;
  return { email, id: data.user.id, user: data.user, headers: bearer(data.token) };
}

describe('PATCH /api/v1/user/me', () => {
  it('changes only what is sent, and answers the account with its preferences', async () => {
    const account = await newAccount();
    expect(account.user.preferences).toEqual({ language: null, fontSize: null, lowData: null });

    const named = await patchMe(account.headers, { name: '  Asha Kumari ', nameHindi: 'आशा कुमारी' });
    expect(named.statusCode).toBe(200);
    expect(body<PublicUser>(named).data).toMatchObject({ name: 'Asha Kumari', nameVariants: { hindi: 'आशा कुमारी' } });

    const preferred = await patchMe(account.headers, { preferences: { language: 'hi', fontSize: 20 } });
    expect(body<PublicUser>(preferred).data).toMatchObject({
      name: 'Asha Kumari',
      nameVariants: { hindi: 'आशा कुमारी' },
      preferences: { language: 'hi', fontSize: 20, lowData: null },
    });

    const lowData = await patchMe(account.headers, { preferences: { lowData: true, fontSize: null } });
    expect(body<PublicUser>(lowData).data.preferences).toEqual({ language: 'hi', fontSize: null, lowData: true });

    // An empty Hindi name removes it.
    const removed = await patchMe(account.headers, { nameHindi: '' });
    expect(body<PublicUser>(removed).data.nameVariants).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Asha Kumari', nameVariants: null, preferredLanguage: 'hi', fontSize: null, lowData: true });
  });

  it('keeps the other name variants when the Hindi name changes', async () => {
    const account = await newAccount();
    await t.database.db
      .update(users)
      .set({ nameVariants: { hinglish: 'Asha', hindi: 'आशा' } })
      .where(eq(users.id, account.id));
    const response = await patchMe(account.headers, { nameHindi: '' });
    expect(body<PublicUser>(response).data.nameVariants).toEqual({ hinglish: 'Asha' });
  });

  it.each([
    ['a short name', { name: 'A' }, 'name', 'Name must be at least 2 characters.'],
    ['Latin text as the Hindi name', { nameHindi: 'Asha' }, 'nameHindi', 'Hindi name must be written in Devanagari.'],
    ['font size 30', { preferences: { fontSize: 30 } }, 'preferences.fontSize', 'Text size must be at most 24.'],
    ['language fr', { preferences: { language: 'fr' } }, 'preferences.language', 'Language must be en or hi.'],
    ['an empty body', {}, 'body', 'Send at least one of name, nameHindi or preferences.'],
    ['an unknown key', { role: 'SUPER_ADMIN' }, 'role', 'role is not an accepted field.'],
    ['an unknown preference', { preferences: { theme: 'dark' } }, 'theme', 'theme is not an accepted field.'],
  ])('refuses %s with 400 beside the field', async (_label, payload, field, message) => {
    const account = await newAccount();
    const response = await patchMe(account.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toHaveProperty([field], message);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ name: 'Asha Verma', role: 'USER', fontSize: null, preferredLanguage: null });
  });

  it('needs sign-in', async () => {
    expect((await patchMe({}, { name: 'Nobody' })).statusCode).toBe(401);
  });

  it('is followed by a new device: a fresh sign-in and /user/me carry the preferences', async () => {
    const account = await newAccount();
    await patchMe(account.headers, { preferences: { language: 'hi', fontSize: 22, lowData: false } });
    const expected = { language: 'hi', fontSize: 22, lowData: false };

    const signedIn = await login(account.email);
    expect(signedIn.statusCode).toBe(200);
    const fresh = body<LoginResult>(signedIn).data;
    expect(fresh.user.preferences).toEqual(expected);
    expect(body<PublicUser>(await readMe(bearer(fresh.token))).data.preferences).toEqual(expected);

    const catalogueSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: account.email, password: PASSWORD },
    });
    expect(body<LoginResult>(catalogueSignIn).data.user.preferences).toEqual(expected);
  });
});

describe('sign-up with the Hindi name and the privacy notice', () => {
  it('stores the Hindi name and records the consent', async () => {
    const before = Date.now();
    const account = await newAccount({ nameHindi: 'आशा वर्मा', acceptedPrivacyNotice: PRIVACY_NOTICE_VERSION });
    expect(account.user.nameVariants).toEqual({ hindi: 'आशा वर्मा' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.nameVariants).toEqual({ hindi: 'आशा वर्मा' });
    const recorded = await t.database.db.select().from(consents).where(eq(consents.userId, account.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(recorded[0]!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records no consent when none was given', async () => {
    const account = await newAccount();
    expect(await t.database.db.select().from(consents).where(eq(consents.userId, account.id))).toEqual([]);
  });

  it('refuses a stale notice version with 400 and creates no account', async () => {
    const email = newEmail();
    const response = await signup({ name: 'Asha Verma', email, password: PASSWORD, acceptedPrivacyNotice: '2020-01-01' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ acceptedPrivacyNotice: 'The privacy notice has changed: read it again and accept it.' });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a Hindi name in Latin letters', async () => {
    const response = await signup({ name: 'Asha Verma', email: newEmail(), password: PASSWORD, nameHindi: 'Asha' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ nameHindi: 'Hindi name must be written in Devanagari.' });
  });
});
