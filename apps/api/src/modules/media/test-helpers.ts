import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client.js';
import { requestFromAnotherProcess } from '../../test/client-process.js';
import { healthWhile } from '../../test/health-while.js';
import { multipartFile } from '../../test/multipart.js';
import { storedMedia } from '../../test/stored-media.js';
import { signedInPerFile, testAppPerFile, type TestApp } from '../../test/test-app.js';

/**
 * The most main-thread CPU time between two turns of the event loop while a file is uploaded and
 * checked: what `/api/health` and every other request wait for at worst. The aim is 50 ms of
 * waiting (`npm run bench:uploads` measures `/api/health` itself); the garbage collector's pauses
 * on the main thread count here too, and reached 42 ms on a machine loaded 20 deep.
 */
export const LONGEST_STRETCH_MS = 100;

export type UploadAnswer = {
  status: number;
  body: { message: string; errorCode?: string; errorParams?: Record<string, string | number>; data: { id: string } | null };
};

/** Where uploads go, and as whom: a server listening on `origin`, its database and media folder. */
export type UploadTarget = { origin: string; db: Db; mediaDir: string; headers: Record<string, string> };

/**
 * A test app for the whole file, listening over HTTP on a free port with a media folder of its own,
 * and an administrator signed in: where a file's hostile uploads go.
 */
export function uploadTargetPerFile(folderPrefix: string): { t: TestApp; target: () => UploadTarget } {
  const mediaDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const t = testAppPerFile({ mediaDir });
  const headers = signedInPerFile(t, 'admin@jalshiksha.org');
  let origin = '';
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return { t, target: () => ({ origin, db: t.database.db, mediaDir, headers }) };
}

/**
 * Uploads `bytes` as `filename` over HTTP while `/api/health` is asked every 10 ms, and checks
 * the answer's status (and message), that a refused file left nothing stored, that every health
 * answer was 200 and that the event loop was never held for `LONGEST_STRETCH_MS`.
 */
export async function expectUploadAnswer(
  target: UploadTarget,
  file: { filename: string; bytes: Buffer; partType?: string },
  status: number,
  message?: string,
): Promise<UploadAnswer> {
  const before = await storedMedia(target.db, target.mediaDir);
  const { payload, headers } = multipartFile(file.filename, file.bytes, file.partType ? { partType: file.partType } : {});
  // Sent from a process of its own, as from a phone: sending 50 MB holds the sender's event loop too.
  const { result, longestStretchMs, healthStatuses } = await healthWhile(target.origin, async (): Promise<UploadAnswer> => {
    const answer = await requestFromAnotherProcess(`${target.origin}/api/v1/media`, 'POST', { ...target.headers, ...headers }, payload);
    return { status: answer.status, body: JSON.parse(answer.body) as UploadAnswer['body'] };
  });
  expect(result.status, result.body.message).toBe(status);
  if (message) expect(result.body.message).toBe(message);
  if (status >= 400) expect(await storedMedia(target.db, target.mediaDir)).toEqual(before);
  expect(healthStatuses.length).toBeGreaterThan(0);
  expect(healthStatuses.every((healthStatus) => healthStatus === 200)).toBe(true);
  expect(longestStretchMs).toBeLessThan(LONGEST_STRETCH_MS);
  return result;
}
