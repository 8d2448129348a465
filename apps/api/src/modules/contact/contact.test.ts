import { createHash } from 'node:crypto';
import { CONTACT_RATE_LIMIT } from '@jal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { testAppPerFile } from '../../test/test-app.js';
import { CONTACT_THANKS } from './routes.js';
import type { ContactResult } from '@jal/contracts';
import { body } from '../../test/body.js';

const t = testAppPerFile({ seed: false });

const URL = '/api/v1/contact';

function buildMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sunita Devi',
    email: 'sunita@example.org',
    organization: 'Gram Vikas Samiti',
    topic: 'group-enrolment',
    message: 'We would like to enrol 25 field workers from our block in the watershed course.',
    ...overrides,
  };
}

// Every test sends from its own address, so the per-address limit of one test never touches another.
let nextHost = 1;
const freshAddress = () => `10.20.0.${nextHost++}`;

function post(payload: unknown, address = freshAddress(), headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress: address, headers });
}

async function storedCount() {
  const [row] = await t.database.db.select({ total: count() }).from(contactMessages);
  return Number(row?.total ?? 0);
}

describe('POST /api/v1/contact', () => {
  it('stores the message and thanks the sender with 201', async () => {
    const address = freshAddress();
    const response = await post(buildMessage({ name: '  Sunita Devi  ' }), address, { 'user-agent': `Mozilla/5.0 ${'x'.repeat(400)}` });
    expect(response.statusCode).toBe(201);
    const answer = body<ContactResult>(response);
    expect(answer).toEqual({ code: 201, message: CONTACT_THANKS, data: { id: answer.data.id } });
    expect(answer.data.id).toEqual(expect.any(String));

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, answer.data.id));
    expect(row).toMatchObject({
      name: 'Sunita Devi',
      email: 'sunita@example.org',
      organization: 'Gram Vikas Samiti',
      topic: 'group-enrolment',
      handled: false,
    });
    // The address is kept only as its SHA-256, never as written.
    expect(row?.ipHash).toBe(createHash('sha256').update(address).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(address);
    expect(row?.userAgent).toHaveLength(300);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('stores no organisation when it is left out or left empty', async () => {
    const { organization: _left, ...withoutOrganization } = buildMessage();
    for (const payload of [withoutOrganization, buildMessage({ organization: '   ' })]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, body<ContactResult>(response).data.id));
      expect(row?.organization).toBeNull();
    }
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters.'],
    ['name', { name: 'N'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['name', { name: undefined }, 'Name is required.'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['email', { email: '' }, 'Email is required.'],
    ['organization', { organization: 'O'.repeat(121) }, 'Organisation must be at most 120 characters.'],
    ['topic', { topic: 'lottery' }, 'Topic must be one of'],
    ['topic', { topic: undefined }, 'Topic is required.'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters.'],
    ['message', { message: 'M'.repeat(2001) }, 'Message must be at most 2000 characters.'],
    ['message', { message: 42 }, 'Message must be text.'],
  ])('refuses an invalid %s with 400 and a message for that field', async (field, overrides, expected) => {
    const before = await storedCount();
    const response = await post(buildMessage(overrides));
    expect(response.statusCode).toBe(400);
    const answer = body(response);
    expect(answer.code).toBe(400);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[field]).toContain(expected);
    expect(await storedCount()).toBe(before);
  });

  it('refuses an unknown field', async () => {
    const response = await post(buildMessage({ phone: '9999999999' }));
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ phone: 'phone is not an accepted field.' });
  });

  it('refuses a huge message: 400 past 2000 characters, 413 past the body limit', async () => {
    const long = await post(buildMessage({ message: 'जल '.repeat(5000) }));
    expect(long.statusCode).toBe(400);
    expect(body(long).errors?.message).toBe('Message must be at most 2000 characters.');

    const huge = await post(buildMessage({ message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toMatchObject({ code: 413, data: null });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: '{"name": "Sunita", ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 400, errorCode: 'MALFORMED_JSON', message: 'The request body is not valid JSON.', data: null });
  });

  it('answers 201 to a filled honeypot but stores nothing', async () => {
    const before = await storedCount();
    const response = await post(buildMessage({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    const answer = body<ContactResult>(response);
    expect(answer).toMatchObject({ code: 201, message: CONTACT_THANKS });
    expect(answer.data.id).toEqual(expect.any(String));
    expect(await storedCount()).toBe(before);
  });

  it('accepts an empty honeypot as a person leaves it', async () => {
    const before = await storedCount();
    const response = await post(buildMessage({ website: '' }));
    expect(response.statusCode).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it(`limits an address to ${CONTACT_RATE_LIMIT.max} messages per window, then 429 with Retry-After`, async () => {
    const address = freshAddress();
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent++) {
      expect((await post(buildMessage(), address)).statusCode).toBe(201);
    }
    const before = await storedCount();
    const refused = await post(buildMessage(), address);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ code: 429, data: null });
    expect(body(refused).message).toContain('Please wait');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000);
    expect(await storedCount()).toBe(before);

    // Another address is not held back by this one.
    expect((await post(buildMessage())).statusCode).toBe(201);
  });

  it('does not count refused input against the limit', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max + 2; attempt++) {
      expect((await post(buildMessage({ email: 'broken' }), address)).statusCode).toBe(400);
    }
    expect((await post(buildMessage(), address)).statusCode).toBe(201);
  });
});
