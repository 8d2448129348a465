import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PRACTICAL_LIMITS,
  PRACTICAL_UPLOAD_PIECE_BYTES,
  PRACTICAL_UPLOADS_HELD,
  type PracticalSubmission,
  type PracticalSubmissionFromUploads,
  type PracticalUpload,
} from '@jal/contracts';
import { practicalSubmissions, practicalUploads } from '../../db/schema.js';
import { buildCourse, buildEnrolment, buildSignedInUser, type BuiltCourse, type SignedInUser } from '../../test/factories.js';
import { WELL } from '../../test/practical-example.js';
import { storedMedia } from '../../test/stored-media.js';
import { testAppPerFile } from '../../test/test-app.js';
import { jpegPhoto, recording } from './test-helpers.js';
import { PIECE_TYPE } from './upload-routes.js';
import { purgeIdleUploads } from './uploads.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const mediaDir = mkdtempSync(join(tmpdir(), 'jal-practical-uploads-'));
/** The app's clock: moved on by the expiry test only (the last), as the sessions share it. */
let clockAheadMs = 0;
const t = testAppPerFile({ mediaDir, now: () => new Date(Date.now() + clockAheadMs), purgeEveryMs: 500 });

let course: BuiltCourse;
let lessonId: string;
let photo: Buffer;
let voice: Buffer;
beforeAll(async () => {
  course = await buildCourse(t.app, { modules: [['practical']] });
  lessonId = course.lessons[0]!.id;
  // Several pieces long, as a photo shrunk on the phone to ~200 KB is.
  photo = await jpegPhoto(701, { width: 1600, height: 1200, quality: 98 });
  expect(photo.length).toBeGreaterThan(3 * PRACTICAL_UPLOAD_PIECE_BYTES);
  voice = recording(3);
}, 60_000);

async function learner() {
  const user = await buildSignedInUser(t.app);
  await buildEnrolment(t.app, user, course);
  return user;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const dataOf = <T>(response: { json: <U>() => U }) => response.json<{ data: T }>().data;

const startUpload = (user: SignedInUser, kind: 'photo' | 'voiceNote', file: Buffer, declared: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/practical-uploads',
    headers: user.headers,
    payload: { kind, sizeBytes: file.length, sha256: sha256(file), ...declared },
  });

const sendPiece = (user: SignedInUser, uploadId: string, offset: number, bytes: Buffer) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/practical-uploads/${uploadId}`,
    headers: { ...user.headers, 'content-type': PIECE_TYPE, 'upload-offset': String(offset) },
    payload: bytes,
  });

/** Where to resume, as a phone asks it: HEAD, whose `Upload-Offset` must agree with the GET's answer. */
async function heldBytes(user: SignedInUser, uploadId: string): Promise<number> {
  const url = `/api/v1/practical-uploads/${uploadId}`;
  const head = await t.app.inject({ method: 'HEAD', url, headers: user.headers });
  expect(head.statusCode, head.body).toBe(200);
  const get = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(dataOf<PracticalUpload>(get).receivedBytes).toBe(Number(head.headers['upload-offset']));
  return Number(head.headers['upload-offset']);
}

/** Sends the file's pieces from `from` up to `to` (its end by default); the upload as the last piece left it. */
async function sendFrom(user: SignedInUser, uploadId: string, file: Buffer, from = 0, to = file.length): Promise<PracticalUpload> {
  let answer: PracticalUpload | undefined;
  for (let offset = from; offset < to; offset += PRACTICAL_UPLOAD_PIECE_BYTES) {
    const response = await sendPiece(user, uploadId, offset, file.subarray(offset, Math.min(offset + PRACTICAL_UPLOAD_PIECE_BYTES, to)));
    expect(response.statusCode, response.body).toBe(200);
    answer = dataOf<PracticalUpload>(response);
  }
  if (!answer) throw new Error('no piece was sent');
  return answer;
}

async function uploaded(user: SignedInUser, kind: 'photo' | 'voiceNote', file: Buffer): Promise<string> {
  const started = await startUpload(user, kind, file);
  expect(started.statusCode, started.body).toBe(201);
  const { id } = dataOf<PracticalUpload>(started);
  expect((await sendFrom(user, id, file)).complete).toBe(true);
  return id;
}

let counter = 0;
const fields = (overrides: Partial<PracticalSubmissionFromUploads> = {}): PracticalSubmissionFromUploads => ({
  idempotencyKey: `pieces-${Date.now()}-${(counter += 1)}`,
  submittedAt: new Date(Date.now() - 60_000).toISOString(),
  sentAt: new Date().toISOString(),
  timeZoneOffsetMinutes: 330,
  place: { latitude: WELL.lat, longitude: WELL.lon, accuracyMetres: 10, capturedAt: new Date(Date.now() - 120_000).toISOString() },
  numbers: [{ id: 'depth', value: 9.5 }],
  ...overrides,
});

const submitFromUploads = (user: SignedInUser, body: PracticalSubmissionFromUploads) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/${course.id}/lessons/${lessonId}/practical-submissions/from-uploads`,
    headers: user.headers,
    payload: body,
  });

/** The staged pieces in the media store (a folder on PGlite, the database on PostgreSQL). */
async function stagedKeys(): Promise<string[]> {
  const { keys, strayChunks } = await storedMedia(t.database.db, mediaDir);
  expect(strayChunks).toBe(0);
  return keys.filter((key) => key.startsWith('practical-uploads/'));
}
const storedFiles = async () => (await storedMedia(t.database.db, mediaDir)).keys.filter((key) => key.startsWith('practicals/'));
const submissionsOf = async (userId: string) =>
  (await t.database.db.select().from(practicalSubmissions).where(eq(practicalSubmissions.userId, userId))).length;
const errorOf = (response: { json: <U>() => U }) =>
  response.json<{ errorCode: string; message: string; errors?: Record<string, string>; errorParams?: Record<string, number> }>();

describe('a file sent in pieces', () => {
  it('resumes where the server says after a link that dropped inside a piece, and the submission is made from the pieces', async () => {
    const user = await learner();
    const started = await startUpload(user, 'photo', photo);
    expect(started.statusCode, started.body).toBe(201);
    const { id } = dataOf<PracticalUpload>(started);
    expect(dataOf<PracticalUpload>(started)).toMatchObject({ kind: 'photo', sizeBytes: photo.length, receivedBytes: 0, complete: false });

    // Half the file, then a piece the link drops half-way: a real connection that ends inside the body.
    const half = 2 * PRACTICAL_UPLOAD_PIECE_BYTES;
    expect((await sendFrom(user, id, photo, 0, half)).receivedBytes).toBe(half);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `PATCH /api/v1/practical-uploads/${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${user.headers.authorization}\r\n` +
        `Content-Type: ${PIECE_TYPE}\r\nUpload-Offset: ${half}\r\nContent-Length: ${PRACTICAL_UPLOAD_PIECE_BYTES}\r\n\r\n`,
    );
    await new Promise<void>((resolve) => socket.write(photo.subarray(half, half + PRACTICAL_UPLOAD_PIECE_BYTES / 2), () => resolve()));
    socket.destroy();
    await closed;

    // The cut piece was not kept: the phone asks, and goes on from the half it sent whole.
    expect(await heldBytes(user, id)).toBe(half);
    const done = await sendFrom(user, id, photo, half);
    expect(done).toMatchObject({ receivedBytes: photo.length, complete: true });
    expect(await heldBytes(user, id)).toBe(photo.length);

    const voiceId = await uploaded(user, 'voiceNote', voice);
    const second = await uploaded(user, 'photo', await jpegPhoto(702));
    const response = await submitFromUploads(user, fields({ photoUploadIds: [id, second], voiceNoteUploadId: voiceId }));
    expect(response.statusCode, response.body).toBe(201);
    const sent = dataOf<PracticalSubmission>(response);
    // Stored as the multipart route stores: photos re-encoded (1600 px wide as sent), the voice note as Opus.
    expect(sent.photos.map((one) => [one.position, one.width])).toEqual([
      [0, 1600],
      [1, 480],
    ]);
    expect(sent.voiceNote).toMatchObject({ contentType: 'audio/ogg; codecs=opus' });
    expect(sent.numbers).toEqual([{ id: 'depth', value: 9.5 }]);
    const served = await t.app.inject({ method: 'GET', url: `/api${sent.photos[0]!.url}`, headers: user.headers });
    expect(served.statusCode).toBe(200);

    // The uploads are gone once the submission is stored, bytes and all.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/practical-uploads/${id}`, headers: user.headers })).statusCode).toBe(404);
    expect(await stagedKeys()).toEqual([]);
  }, 60_000);

  it('refuses a piece that does not start at the bytes held (400), saying where to resume, and keeps nothing of it', async () => {
    const user = await learner();
    const { id } = dataOf<PracticalUpload>(await startUpload(user, 'photo', photo));
    await sendFrom(user, id, photo, 0, PRACTICAL_UPLOAD_PIECE_BYTES);
    const before = await stagedKeys();
    for (const offset of [0, 2 * PRACTICAL_UPLOAD_PIECE_BYTES]) {
      const response = await sendPiece(user, id, offset, photo.subarray(offset, offset + PRACTICAL_UPLOAD_PIECE_BYTES));
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({
        errorCode: 'UPLOAD_OFFSET_MISMATCH',
        errorParams: { receivedBytes: PRACTICAL_UPLOAD_PIECE_BYTES },
      });
      expect(response.headers['upload-offset']).toBe(String(PRACTICAL_UPLOAD_PIECE_BYTES));
    }
    expect(await stagedKeys()).toEqual(before);
    expect(await heldBytes(user, id)).toBe(PRACTICAL_UPLOAD_PIECE_BYTES);
    const missingOffset = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/practical-uploads/${id}`,
      headers: { ...user.headers, 'content-type': PIECE_TYPE },
      payload: photo.subarray(0, 10),
    });
    expect(errorOf(missingOffset).errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses what is too large with 413 before writing it: a file over its limit, a piece over 64 KB, a piece past the declared size', async () => {
    const user = await learner();
    const photoTooLarge = await startUpload(user, 'photo', photo, { sizeBytes: PRACTICAL_LIMITS.photoBytes + 1 });
    expect(photoTooLarge.statusCode).toBe(413);
    expect(errorOf(photoTooLarge)).toMatchObject({ errorCode: 'UPLOAD_TOO_LARGE', errorParams: { maxBytes: PRACTICAL_LIMITS.photoBytes } });
    const voiceTooLarge = await startUpload(user, 'voiceNote', voice, { sizeBytes: PRACTICAL_LIMITS.voiceNoteBytes + 1 });
    expect(voiceTooLarge.statusCode).toBe(413);
    expect(await t.database.db.select().from(practicalUploads).where(eq(practicalUploads.userId, user.id))).toEqual([]);

    const { id } = dataOf<PracticalUpload>(await startUpload(user, 'photo', photo));
    const before = await stagedKeys();
    const bigPiece = await sendPiece(user, id, 0, photo.subarray(0, PRACTICAL_UPLOAD_PIECE_BYTES + 1));
    expect(bigPiece.statusCode).toBe(413);
    expect(errorOf(bigPiece).errorCode).toBe('PAYLOAD_TOO_LARGE');
    const short = await startUpload(user, 'photo', photo.subarray(0, 1000));
    const pastEnd = await sendPiece(user, dataOf<PracticalUpload>(short).id, 0, photo.subarray(0, 1001));
    expect(pastEnd.statusCode).toBe(413);
    expect(errorOf(pastEnd)).toMatchObject({ errorCode: 'UPLOAD_TOO_LARGE', errorParams: { maxBytes: 1000 } });
    expect(await stagedKeys()).toEqual(before);
    expect(await heldBytes(user, id)).toBe(0);
  });

  it('drops every byte when the whole file does not have the SHA-256 declared (400), and takes it again from 0', async () => {
    const user = await learner();
    const { id } = dataOf<PracticalUpload>(await startUpload(user, 'photo', photo, { sha256: sha256(Buffer.from('another file')) }));
    const before = await stagedKeys();
    const pieces = Math.ceil(photo.length / PRACTICAL_UPLOAD_PIECE_BYTES);
    const last = (pieces - 1) * PRACTICAL_UPLOAD_PIECE_BYTES;
    await sendFrom(user, id, photo, 0, last);
    expect((await stagedKeys()).length).toBe(before.length + pieces - 1);
    const response = await sendPiece(user, id, last, photo.subarray(last));
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).errorCode).toBe('UPLOAD_HASH_MISMATCH');
    expect(response.headers['upload-offset']).toBe('0');
    expect(await heldBytes(user, id)).toBe(0);
    expect(await stagedKeys()).toEqual(before);
  });

  it('takes nothing more once complete (409)', async () => {
    const user = await learner();
    const id = await uploaded(user, 'voiceNote', voice);
    const again = await sendPiece(user, id, voice.length, Buffer.from('more'));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).errorCode).toBe('UPLOAD_COMPLETE');
    expect(again.headers['upload-offset']).toBe(String(voice.length));
  });

  it("answers 404 for another learner's upload, and anonymous callers 401", async () => {
    const owner = await learner();
    const other = await learner();
    const { id } = dataOf<PracticalUpload>(await startUpload(owner, 'photo', photo));
    const url = `/api/v1/practical-uploads/${id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url, headers: other.headers })).statusCode).toBe(404);
    expect((await sendPiece(other, id, 0, photo.subarray(0, 100))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(await heldBytes(owner, id)).toBe(0);
  });

  it('keeps a bounded number a learner: a new upload beyond it removes the one added to longest ago', async () => {
    const user = await learner();
    const first = dataOf<PracticalUpload>(await startUpload(user, 'voiceNote', voice)).id;
    await sendFrom(user, first, voice);
    for (let made = 1; made < PRACTICAL_UPLOADS_HELD; made += 1) expect((await startUpload(user, 'photo', photo)).statusCode).toBe(201);
    expect(await heldBytes(user, first)).toBe(voice.length);
    expect((await startUpload(user, 'photo', photo)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/practical-uploads/${first}`, headers: user.headers })).statusCode).toBe(404);
    expect(await t.database.db.select().from(practicalUploads).where(eq(practicalUploads.userId, user.id))).toHaveLength(
      PRACTICAL_UPLOADS_HELD,
    );
  });
});

describe('the submission made from uploads', () => {
  it('stores nothing while an upload is missing, incomplete, of another kind or another learner’s (400, by field)', async () => {
    const user = await learner();
    const other = await learner();
    const complete = await uploaded(user, 'photo', photo);
    const voiceId = await uploaded(user, 'voiceNote', voice);
    const half = dataOf<PracticalUpload>(await startUpload(user, 'photo', photo)).id;
    await sendFrom(user, half, photo, 0, PRACTICAL_UPLOAD_PIECE_BYTES);
    const theirs = await uploaded(other, 'photo', await jpegPhoto(703));
    const filesBefore = await storedFiles();

    const cases: [PracticalSubmissionFromUploads, Record<string, string>][] = [
      [
        fields({ photoUploadIds: [complete, half] }),
        { 'photoUploadIds.1': `Only ${PRACTICAL_UPLOAD_PIECE_BYTES} of its ${photo.length} bytes have arrived.` },
      ],
      [
        fields({ photoUploadIds: [complete, '00000000-0000-4000-8000-000000000000'] }),
        { 'photoUploadIds.1': 'You have no upload with this id: it may have expired. Send the file again.' },
      ],
      [
        fields({ photoUploadIds: [complete, theirs] }),
        { 'photoUploadIds.1': 'You have no upload with this id: it may have expired. Send the file again.' },
      ],
      [
        fields({ photoUploadIds: [complete, voiceId], voiceNoteUploadId: complete }),
        {
          'photoUploadIds.1': 'This upload is a voice note, not a photo.',
          voiceNoteUploadId: 'This upload is named twice: each file needs an upload of its own.',
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await submitFromUploads(user, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorCode: 'PRACTICAL_UPLOAD_NOT_READY', errors });
    }
    expect(await submissionsOf(user.id)).toBe(0);
    expect(await storedFiles()).toEqual(filesBefore);
    // Refused, the uploads wait for the phone to try again.
    expect(await heldBytes(user, complete)).toBe(photo.length);
    expect(await heldBytes(other, theirs)).toBeGreaterThan(0);
  }, 60_000);

  it('runs the same checks as the multipart route: a file that is not a picture (415), too few photos (400), nothing stored', async () => {
    const user = await learner();
    const script = Buffer.from('#!/bin/sh\necho not a photo\n');
    const notPicture = await uploaded(user, 'photo', script);
    const good = await uploaded(user, 'photo', photo);
    const filesBefore = await storedFiles();
    const refused = await submitFromUploads(user, fields({ photoUploadIds: [good, notPicture] }));
    expect(refused.statusCode, refused.body).toBe(415);
    expect(errorOf(refused)).toMatchObject({ errorCode: 'PHOTO_NOT_A_PICTURE' });
    expect(errorOf(refused).message).toMatch(/^Photo 2: this is not a JPEG, PNG or WebP picture/);
    const few = await submitFromUploads(user, fields({ photoUploadIds: [good] }));
    expect(errorOf(few)).toMatchObject({ errorCode: 'PRACTICAL_INCOMPLETE', errors: { photo: 'Send 2 to 3 photos.' } });
    expect(await submissionsOf(user.id)).toBe(0);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers a repeat of its idempotency key with the first submission, after its uploads are gone, as the multipart route does', async () => {
    const user = await learner();
    const body = fields({ photoUploadIds: [await uploaded(user, 'photo', photo), await uploaded(user, 'photo', await jpegPhoto(704))] });
    const first = await submitFromUploads(user, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await submitFromUploads(user, { ...body, sentAt: new Date().toISOString() });
    expect(again.statusCode, again.body).toBe(200);
    expect(dataOf<PracticalSubmission>(again).id).toBe(dataOf<PracticalSubmission>(first).id);
    expect(await submissionsOf(user.id)).toBe(1);
  }, 60_000);
});

describe('expiry', () => {
  // Last in the file: it moves the app's clock, which ends every session made before.
  it('removes an upload and its staged bytes a week after its last piece, by the scheduled purge', async () => {
    const user = await learner();
    const { id } = dataOf<PracticalUpload>(await startUpload(user, 'photo', photo));
    await sendFrom(user, id, photo, 0, 2 * PRACTICAL_UPLOAD_PIECE_BYTES);
    const staged = await stagedKeys();
    expect(staged.length).toBeGreaterThanOrEqual(2);
    const rows = () => t.database.db.select().from(practicalUploads).where(eq(practicalUploads.id, id));

    expect(await purgeIdleUploads(t.database.db, t.app.mediaStore, new Date(Date.now() + 6 * DAY_MS))).toBe(0);
    expect(await rows()).toHaveLength(1);
    clockAheadMs = 8 * DAY_MS;
    await vi.waitFor(
      async () => {
        expect(await rows()).toEqual([]);
        expect(await stagedKeys()).toEqual([]);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 30_000);
});
