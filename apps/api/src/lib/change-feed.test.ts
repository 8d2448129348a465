import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CHANGE_CHANNEL, ChangeFeed, listenOnPostgres } from './change-feed.js';

/** Resolves once `check` holds, polling; fails after `withinMs`. */
async function eventually(check: () => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the change feed in one process', () => {
  it('tells its listeners at once, and always listens', () => {
    const feed = new ChangeFeed();
    const heard: string[] = [];
    feed.on('courses', (detail) => heard.push(detail));
    feed.publish('courses', 'courses:');
    feed.publish('other', 'x');
    expect(heard).toEqual(['courses:']);
    expect(feed.listening()).toBe(true);
  });
});

const serverUrl = inject('postgresUrl');

describe.skipIf(!serverUrl)('the change feed on PostgreSQL', () => {
  const url = `${serverUrl}/postgres`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const feeds: ChangeFeed[] = [];
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.close()));
    await pool.end();
  });

  async function processFeed() {
    const feed = new ChangeFeed();
    feeds.push(feed);
    const heard: string[] = [];
    let resets = 0;
    feed.on('courses', (detail) => heard.push(detail));
    feed.onReset(() => resets++);
    await listenOnPostgres(feed, {
      url,
      notify: async (message) => void (await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, message])),
      log: silent,
      heartbeatMs: 200,
    });
    return { feed, heard, resets: () => resets };
  }

  it('carries a change to the other processes once, and empties the caches when its connection comes back', async () => {
    const a = await processFeed();
    const b = await processFeed();
    a.feed.publish('courses', 'courses:');
    await eventually(() => b.heard.length === 1, 1000);
    expect(b.heard).toEqual(['courses:']);
    // Its own change reached the publisher once, not a second time from the database.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.heard).toEqual(['courses:']);

    // The server drops the listening connections (a restart, a failover, an admin's command).
    await pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'jal-change-feed'`);
    await eventually(() => !b.feed.listening(), 2000);
    await eventually(() => b.feed.listening() && a.feed.listening(), 5000);
    // Emptied when the connection was lost and again once it listens, as changes may have been missed.
    expect(b.resets()).toBeGreaterThanOrEqual(2);
    b.feed.publish('courses', 'again');
    await eventually(() => a.heard.includes('again'), 1000);
  });
});
