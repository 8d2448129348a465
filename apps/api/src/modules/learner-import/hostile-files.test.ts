import { describe, expect, it } from 'vitest';
import type { LearnerImportPreview } from '@jal/contracts';
import { body } from '../../test/body.js';
import {
  expandingEntitiesWorkbook,
  farColumnWorkbook,
  farRowWorkbook,
  inflatingWorkbook,
  learnersWorkbook,
  manyEntriesWorkbook,
  unclosedStringsWorkbook,
} from '../../test/crafted-workbooks.js';
import { multipartFile } from '../../test/multipart.js';
import { signedInPerFile, testAppPerFile } from '../../test/test-app.js';

const t = testAppPerFile();
const manager = signedInPerFile(t, 'org@jalshiksha.org');

/**
 * The most CPU time the process spent between two turns of the event loop while the preview
 * answered `file`: what other requests wait for at worst. Each file here once held the loop for
 * seconds (or ran the process out of memory); the reader now gives it a turn every few
 * milliseconds. CPU time, not wall time: on a busy machine the process may wait for a core
 * between turns, which is not the server's doing. The process's CPU time counts the garbage
 * collector's threads too (a large upload's buffers are collected meanwhile, and Node 24's
 * collector marks on several threads at once: up to 340 ms of CPU measured in a 100 ms pause),
 * hence the margin, still a tenth of what the refused files once held; the benchmark measures
 * `/api/health` itself.
 */
const LONGEST_STRETCH_MS = 500;

async function previewWhileWatching(file: Buffer) {
  let longestStretchMs = 0;
  let previous = process.cpuUsage();
  const watcher = setInterval(() => {
    const used = process.cpuUsage(previous);
    previous = process.cpuUsage();
    longestStretchMs = Math.max(longestStretchMs, (used.user + used.system) / 1000);
  }, 1);
  const { payload, headers } = multipartFile('learners.xlsx', file);
  let response;
  try {
    response = await t.app.inject({ method: 'POST', url: '/api/v1/user/import/preview', headers: { ...manager, ...headers }, payload });
  } finally {
    clearInterval(watcher);
    const used = process.cpuUsage(previous);
    longestStretchMs = Math.max(longestStretchMs, (used.user + used.system) / 1000);
  }
  return { response, longestStretchMs };
}

async function refused(file: Buffer, status: number, message: RegExp) {
  const { response, longestStretchMs } = await previewWhileWatching(file);
  expect(response.statusCode, response.body).toBe(status);
  expect(body<null>(response).message).toMatch(message);
  expect(longestStretchMs).toBeLessThan(LONGEST_STRETCH_MS);
}

describe('a spreadsheet made to hurt the server', () => {
  it('is refused when it unpacks to far more than it weighs, before it is all unpacked', async () => {
    const bomb = inflatingWorkbook(40);
    expect(bomb.length).toBeLessThan(100 * 1024);
    await refused(bomb, 413, /unpacks to more than 64 MB/);
  });

  it('is refused when it names a row or a column beyond a sheet’s, without padding up to it', async () => {
    await refused(farRowWorkbook('2000000000'), 400, /row beyond the last a sheet can have \(1048576\)/);
    await refused(farRowWorkbook('10000000'), 400, /row beyond the last/);
    await refused(farColumnWorkbook('XFE'), 400, /column beyond the last a sheet can have/);
    await refused(farColumnWorkbook('ZZ'), 400, /more than 256 columns/);
  });

  it('is read in time linear in its size: an unclosed string table is refused at once', async () => {
    // 80,000 unclosed items (640 KB): the lazy patterns took the square of this.
    await refused(unclosedStringsWorkbook(80_000), 400, /not a readable XLSX/);
  });

  it('is refused with entity expansion or thousands of parts', async () => {
    await refused(expandingEntitiesWorkbook(), 400, /not a readable XLSX/);
    await refused(manyEntriesWorkbook(1500), 400, /too many parts/);
  });

  it('stops at the row limit while reading', async () => {
    await refused(learnersWorkbook(10_001), 400, /more than 10000 learners/);
  });

  it('keeps the server answering while a full-size honest file is read', async () => {
    const { response, longestStretchMs } = await previewWhileWatching(learnersWorkbook(10_000));
    expect(response.statusCode, response.body).toBe(200);
    expect(body<LearnerImportPreview>(response).data.counts).toMatchObject({ rows: 10_000, new: 10_000 });
    expect(longestStretchMs).toBeLessThan(LONGEST_STRETCH_MS);
  });
});
