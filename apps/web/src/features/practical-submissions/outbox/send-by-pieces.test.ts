import 'fake-indexeddb/auto';
import { Blob as RuntimeBlob } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { PRACTICAL_UPLOAD_PIECE_BYTES } from '@jal/contracts/core';
import type { PracticalSubmissionFromUploads } from '@jal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catchConsoleErrors } from '@/test/console';
import { connectStubApi } from '@/test/http-stub-server';
import type { ReadySubmission } from '../capture/ready-submission';
import { piecesOf, startPracticalApi } from '../testing/practical-api-stub';

const COURSE = 'c0000000-0000-4000-8000-000000000001';
const LESSON = 'l0000000-0000-4000-8000-000000000004';
const FINAL = `/api/v1/courses/${COURSE}/lessons/${LESSON}/practical-submissions/from-uploads`;

const api = connectStubApi(
  await startPracticalApi((request) =>
    request.method === 'POST' && request.url === FINAL
      ? { status: 201, body: { code: 201, message: 'Practical sent', data: { id: 'sent-1' } } }
      : { status: 404, body: { code: 404, message: 'Not found.' } },
  ),
);

/** The module as a page that has just loaded finds it: nothing of a send before is kept but what IndexedDB holds. */
async function freshlyLoaded() {
  vi.resetModules();
  const { setApiOrigin } = await import('@/lib/api-client');
  setApiOrigin(api.origin);
  return import('./send-by-pieces');
}

// Photos shrunk on the phone (about 150 KB and 100 KB) and a short voice note: random bytes, as the server checks only their sums here.
const bytes = { first: randomBytes(150_000), second: randomBytes(100_000), voice: randomBytes(20_000) };
const blob = (content: Buffer) => new RuntimeBlob([content], { type: 'image/jpeg' }) as unknown as Blob;
let counter = 0;
const ready = (): ReadySubmission => ({
  idempotencyKey: `pieces-key-${(counter += 1)}`,
  submittedAt: '2026-05-10T09:30:00+05:30',
  timeZoneOffsetMinutes: 330,
  place: { latitude: 25.45, longitude: 78.57, accuracyMetres: 8, capturedAt: '2026-05-10T09:28:00+05:30' },
  numbers: [{ id: 'depth', value: 12.5 }],
  photos: [blob(bytes.first), blob(bytes.second)],
  voiceNote: blob(bytes.voice),
});
const total = bytes.first.length + bytes.second.length + bytes.voice.length;
const finals = () => api.received.filter((request) => request.url === FINAL);

beforeEach(() => {
  catchConsoleErrors();
});

describe('a submission sent by pieces', () => {
  it('resumes after a link that drops inside a piece, from the bytes the server holds, even after a reload', async () => {
    const submission = ready();
    const told: number[] = [];
    // The third piece of the first photo (its last) loses its link half-way.
    api.dropLinkInPiece(3);
    const first = await freshlyLoaded();
    const failure = await first
      .sendSubmission(COURSE, LESSON, submission, (sent) => told.push(sent.sentBytes))
      .catch((error: unknown) => error);
    // No answer came (the module was loaded afresh: its ApiError is not this file's).
    expect(failure).toMatchObject({ name: 'ApiError', status: 0 });
    const firstUpload = piecesOf(api.received)[0]!.uploadId!;
    expect(piecesOf(api.received).map((piece) => piece.offset)).toEqual([0, PRACTICAL_UPLOAD_PIECE_BYTES]);
    expect(api.uploaded(firstUpload)?.length).toBe(2 * PRACTICAL_UPLOAD_PIECE_BYTES);
    // What the phone keeps of it: the learner is told so, and the next try goes on from there.
    const { readProgress } = await import('./phone-store');
    expect(await readProgress(submission.idempotencyKey)).toMatchObject({ sentBytes: 2 * PRACTICAL_UPLOAD_PIECE_BYTES, totalBytes: total });
    expect(told.at(-1)).toBe(2 * PRACTICAL_UPLOAD_PIECE_BYTES);
    expect(finals()).toEqual([]);

    api.received.length = 0;
    const again = await freshlyLoaded();
    const resumed: number[] = [];
    await again.sendSubmission(COURSE, LESSON, submission, (sent) => resumed.push(sent.sentBytes));
    // It asked where the first photo stood, and sent only what the server lacked.
    expect(api.received[0]).toMatchObject({ method: 'GET', url: `/api/v1/practical-uploads/${firstUpload}` });
    const pieces = piecesOf(api.received);
    expect(pieces[0]).toEqual({
      uploadId: firstUpload,
      offset: 2 * PRACTICAL_UPLOAD_PIECE_BYTES,
      bytes: 150_000 - 2 * PRACTICAL_UPLOAD_PIECE_BYTES,
    });
    expect(pieces.reduce((sum, piece) => sum + piece.bytes, 0)).toBe(total - 2 * PRACTICAL_UPLOAD_PIECE_BYTES);
    expect(pieces.every((piece) => piece.bytes <= PRACTICAL_UPLOAD_PIECE_BYTES)).toBe(true);
    expect(resumed[0]).toBe(2 * PRACTICAL_UPLOAD_PIECE_BYTES);
    expect(resumed.at(-1)).toBe(total);
    expect(resumed).toEqual([...resumed].sort((a, b) => a - b));

    // Then the submission, naming the uploads in order; the server holds each file whole.
    const [final] = finals();
    const body = JSON.parse(final!.body.toString()) as PracticalSubmissionFromUploads;
    expect(body).toMatchObject({
      idempotencyKey: submission.idempotencyKey,
      submittedAt: submission.submittedAt,
      timeZoneOffsetMinutes: 330,
      place: submission.place,
      numbers: [{ id: 'depth', value: 12.5 }],
    });
    expect(body.photoUploadIds![0]).toBe(firstUpload);
    expect(body.photoUploadIds!.map((id) => api.uploaded(id))).toEqual([bytes.first, bytes.second]);
    expect(api.uploaded(body.voiceNoteUploadId!)).toEqual(bytes.voice);
    expect(body.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(await readProgress(submission.idempotencyKey)).toBeNull();
  }, 30_000);

  it('makes a new upload for a file whose upload the server no longer has, and keeps the ones it has', async () => {
    const submission = ready();
    api.dropLinkInPiece(5);
    const first = await freshlyLoaded();
    await expect(first.sendSubmission(COURSE, LESSON, submission)).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    const [firstUpload, secondUpload] = [...new Set(piecesOf(api.received).map((piece) => piece.uploadId!))];
    expect(api.uploaded(firstUpload!)).toEqual(bytes.first);
    // A week without a piece: the second photo's upload is gone.
    api.forget(secondUpload!);

    api.received.length = 0;
    const again = await freshlyLoaded();
    await again.sendSubmission(COURSE, LESSON, submission);
    const body = JSON.parse(finals()[0]!.body.toString()) as PracticalSubmissionFromUploads;
    expect(body.photoUploadIds![0]).toBe(firstUpload);
    expect(body.photoUploadIds![1]).not.toBe(secondUpload);
    expect(api.uploaded(body.photoUploadIds![1]!)).toEqual(bytes.second);
    expect(piecesOf(api.received).some((piece) => piece.uploadId === firstUpload)).toBe(false);
    expect(createHash('sha256').update(api.uploaded(body.voiceNoteUploadId!)!).digest('hex')).toBe(
      createHash('sha256').update(bytes.voice).digest('hex'),
    );
  }, 30_000);
});
