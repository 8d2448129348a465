import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchSummary, ProgressBoard } from '@jal/contracts';
import { body } from '../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../test/test-app.js';
import { DEMO_PASSWORD } from './accounts.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoBatches } from './demo-batches.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoActivity(t.database.db);
  await seedDemoBatches(t.database.db);
  await seedDemoBatches(t.database.db);
});
afterAll(async () => t?.close());

describe('the demo batches', () => {
  it('give the manager two batches whose board shows every state, one course overdue', async () => {
    const manager = bearer(await signInAs(t.app, 'org@jalshiksha.org', DEMO_PASSWORD));
    const list = body<BatchSummary[]>(await t.app.inject({ url: '/api/v1/batches', headers: manager })).data;
    expect(list.map((batch) => batch.name).sort()).toEqual(['Check-dam refresher', 'Monsoon field team 2026']);
    const monsoon = list.find((batch) => batch.name.startsWith('Monsoon'))!;
    const board = body<ProgressBoard>(await t.app.inject({ url: `/api/v1/batches/${monsoon.id}/progress`, headers: manager })).data;
    const cells = board.rows.flatMap((row) => row.cells);
    expect(new Set(cells.map((cell) => cell.state))).toEqual(new Set(['not-started', 'in-progress', 'completed']));
    expect(cells.some((cell) => cell.overdue)).toBe(true);
    expect(cells.some((cell) => cell.certificateCode)).toBe(true);
  });
});
