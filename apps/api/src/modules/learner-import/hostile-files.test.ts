import { monitorEventLoopDelay } from 'node:perf_hooks';
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
 * The longest the event loop was held while the preview answered `file`: each file here once
 * held it for seconds (or ran the process out of memory). The reader now gives the loop a turn
 * every few milliseconds; the bound leaves room for a busy test machine.
 */
const RESPONSIVE_MS = 150;

async function previewWhileWatching(file: Buffer) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const { payload, headers } = multipartFile('learners.xlsx', file);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/import/preview', headers: { ...manager, ...headers }, payload });
  delay.disable();
  return { response, longestHoldMs: delay.max / 1e6 };
}

async function refused(file: Buffer, status: number, message: RegExp) {
  const { response, longestHoldMs } = await previewWhileWatching(file);
  expect(response.statusCode, response.body).toBe(status);
  expect(body<null>(response).message).toMatch(message);
  expect(longestHoldMs).toBeLessThan(RESPONSIVE_MS);
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
    const { response, longestHoldMs } = await previewWhileWatching(learnersWorkbook(10_000));
    expect(response.statusCode, response.body).toBe(200);
    expect(body<LearnerImportPreview>(response).data.counts).toMatchObject({ rows: 10_000, new: 10_000 });
    expect(longestHoldMs).toBeLessThan(RESPONSIVE_MS);
  });
});
