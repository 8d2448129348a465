import { describe, expect, it } from 'vitest';
import { alerts } from '../../db/schema.js';
import { testAppPerFile } from '../../test/test-app.js';
import { findCurrentAlert } from '../../public-content/current-alert.js';
import type { Alert } from '@jal/contracts';
import { body } from '../../test/body.js';

const t = testAppPerFile();

describe('GET /api/v1/alerts/current', () => {
  it('gives the seeded info alert in English and Hindi', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/alerts/current' });
    expect(response.statusCode).toBe(200);
    const data = body<Alert | null>(response).data;
    expect(data?.alertType).toBe('info');
    expect(data?.message.en).toBeTruthy();
    expect(data?.message.hi).toMatch(/[\u0900-\u097F]/);
  });
});

describe('findCurrentAlert', () => {
  it('takes the newest active alert inside its time window', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const hour = 60 * 60 * 1000;
    await t.database.db.insert(alerts).values([
      { message: { en: 'inactive' }, alertType: 'error', isActive: false, createdAt: new Date(now.getTime() - 1 * hour) },
      {
        message: { en: 'future' },
        alertType: 'warning',
        startsAt: new Date(now.getTime() + hour),
        createdAt: new Date(now.getTime() - 2 * hour),
      },
      {
        message: { en: 'ended' },
        alertType: 'warning',
        endsAt: new Date(now.getTime() - hour),
        createdAt: new Date(now.getTime() - 3 * hour),
      },
      {
        message: { en: 'current' },
        alertType: 'success',
        startsAt: new Date(now.getTime() - hour),
        endsAt: new Date(now.getTime() + hour),
        createdAt: new Date(now.getTime() - 4 * hour),
      },
    ]);
    const current = await findCurrentAlert(t.database.db, now);
    expect(current?.message.en).toBe('current');
    expect(current?.alertType).toBe('success');
  });
});
