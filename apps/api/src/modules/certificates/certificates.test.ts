import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { buildSignedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { finishCourse, newLearner, TestClock } from '../learning/test-helpers.js';
import { newCertificateCode } from './service.js';
import { VERIFY_PER_MINUTE } from './routes.js';
import type { CertificateVerification, CourseLms } from '@jal/contracts';
import { body } from '../../test/body.js';

const PUBLIC_URL = 'https://jal.example';
let t: TestApp;
const clock = new TestClock();
let owner: { id: string; headers: Record<string, string> };
let code: string;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  owner = await newLearner(t.app, 'Kavita Meena');
  code = (await finishCourse(t.app, t.database.db, owner.headers, clock)).code;
  admin = (await buildSignedInUser(t.app, { role: 'ADMIN' })).headers;
});
afterAll(async () => {
  await t.close();
});

describe('certificate codes', () => {
  it('are JS-XXXX-XXXX from an unambiguous alphabet, and differ every time', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const one of codes) expect(one).toMatch(/^JS-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });
});

describe('GET /certificates/{code} (public verification)', () => {
  it('shows a valid certificate with the learner, course and date, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code}` });
    expect(response.statusCode).toBe(200);
    const verification = body<CertificateVerification>(response).data;
    expect(verification).toMatchObject({
      code,
      status: 'valid',
      learnerName: 'Kavita Meena',
      courseTitle: 'Watershed Basics: From Ridge to Valley',
      courseTitleTranslations: { hi: 'जलग्रहण क्षेत्र की मूल बातें: शिखर से घाटी तक' },
      revokedAt: null,
    });
    expect(verification.issuedAt).toEqual(expect.any(String));
  });

  it('accepts the code in lower case', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code.toLowerCase()}` })).statusCode).toBe(200);
  });

  it('says plainly that an unknown code is unknown', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/certificates/JS-AAAA-2222' });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ code: 404, errorCode: 'NOT_FOUND', message: 'No certificate has this code.', data: null });
  });

  it.each(['<script>', 'JS', 'x'.repeat(50)])('answers the malformed code %s with 400', async (bad) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${encodeURIComponent(bad)}` });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/certificate code/);
  });

  it('issues one certificate only, however often the last lesson is completed', async () => {
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/courses/watershed-basics/next', headers: owner.headers });
    expect(again.statusCode).toBe(409);
    const lms = body<CourseLms>(
      await t.app.inject({ method: 'GET', url: '/api/v1/courses/watershed-basics/lms', headers: owner.headers }),
    ).data;
    expect(lms.certificate).toMatchObject({ code, verifyPath: `/verify/${code}`, pdfPath: `/v1/certificates/${code}/pdf` });
  });
});

describe('verification limits', () => {
  it('answers 429 after many checks from one address in a minute', async () => {
    const address = { remoteAddress: '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFY_PER_MINUTE; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/certificates/JS-AAAA-2222', ...address })).statusCode);
    }
    expect(statuses.slice(0, VERIFY_PER_MINUTE).every((status) => status === 404)).toBe(true);
    const last = await t.app.inject({ method: 'GET', url: '/api/v1/certificates/JS-AAAA-2222', ...address });
    expect(last.statusCode).toBe(429);
    expect(body(last).message).toMatch(/Too many certificate checks/);
  });
});

describe('GET /certificates/{code}/pdf', () => {
  it('gives its learner a one-page PDF', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code}/pdf?download=1`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="jal-shiksha-certificate-${code}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(response.rawPayload.length).toBeLessThan(300_000);
  });

  it('gives it to an administrator too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code}/pdf`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline/);
  });

  it('refuses anonymous visitors (401) and other learners (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code}/pdf` })).statusCode).toBe(401);
    const other = await newLearner(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code}/pdf`, headers: other.headers });
    expect(response.statusCode).toBe(403);
    expect(body(response).message).toMatch(/another learner/);
  });

  it('answers an unknown code with 404 and a bad query with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/certificates/JS-AAAA-2222/pdf', headers: owner.headers })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code}/pdf?download=yes`, headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toMatch(/download/);
  });
});

describe("the PDF's QR code", () => {
  /** What the PDF's QR code says, for a request that names another site in its Host header. */
  async function qrCodeText(app: FastifyInstance): Promise<string[]> {
    const drawn = vi.spyOn(QRCode, 'create');
    try {
      const headers = { ...owner.headers, host: 'evil.example' };
      const response = await app.inject({ method: 'GET', url: `/api/v1/certificates/${code}/pdf`, headers });
      expect(response.statusCode).toBe(200);
      return drawn.mock.calls.map(([text]) => (typeof text === 'string' ? text : JSON.stringify(text)));
    } finally {
      drawn.mockRestore();
    }
  }

  it('opens the verification page at PUBLIC_URL, whatever Host the request names', async () => {
    const { database } = t;
    const app = await buildApp({
      db: database.db,
      heavyDb: database.heavyDb,
      databaseKind: database.kind,
      logLevel: 'silent',
      publicUrl: PUBLIC_URL,
    });
    try {
      expect(await qrCodeText(app)).toEqual([`${PUBLIC_URL}/verify/${code}`]);
    } finally {
      await app.close();
    }
  });

  it('without PUBLIC_URL (demo mode), opens it at the address the server listens on', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(await qrCodeText(t.app)).toEqual([`http://localhost:${port}/verify/${code}`]);
  });
});

describe('POST /certificates/{code}/revoke', () => {
  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/certificates/${code}/revoke` })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/certificates/${code}/revoke`, headers: owner.headers });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/certificates/JS-AAAA-2222/revoke', headers: admin })).statusCode).toBe(404);
  });

  it('marks the certificate revoked, which verification then says', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/certificates/${code}/revoke`, headers: admin });
    expect(response.statusCode).toBe(200);
    const revoked = body<CertificateVerification>(response).data;
    expect(revoked.status).toBe('revoked');
    expect(revoked.revokedAt).toEqual(expect.any(String));
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${code}` });
    expect(body<CertificateVerification>(check).data).toMatchObject({ code, status: 'revoked', revokedAt: revoked.revokedAt });
  });
});
