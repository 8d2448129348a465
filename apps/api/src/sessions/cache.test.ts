import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/rows.js';
import { ChangeFeed } from '../lib/change-feed.js';
import { SessionCache, type CachedSession } from './cache.js';

const at = new Date('2026-03-01T10:00:00Z');
const sessionOf = (userId: string): CachedSession => ({
  user: { id: userId } as UserRow,
  createdAt: at,
  lastSeenAt: at,
  expiresAt: new Date(at.getTime() + 60_000),
});

describe('the sessions kept in memory', () => {
  it('forget one user’s sessions, or everyone’s, in every cache on the feed', () => {
    const feed = new ChangeFeed();
    const here = new SessionCache(feed);
    const there = new SessionCache(feed);
    for (const cache of [here, there]) {
      cache.set('asha-phone', sessionOf('asha'), cache.version);
      cache.set('asha-laptop', sessionOf('asha'), cache.version);
      cache.set('ravi-phone', sessionOf('ravi'), cache.version);
    }
    here.forgetUser('asha');
    for (const cache of [here, there]) {
      expect(cache.get('asha-phone')).toBeUndefined();
      expect(cache.get('asha-laptop')).toBeUndefined();
      expect(cache.get('ravi-phone')?.user.id).toBe('ravi');
    }
    there.forgetAll();
    expect(here.get('ravi-phone')).toBeUndefined();
  });

  it('do not keep a session read before a write that forgot it', () => {
    const cache = new SessionCache();
    const readAt = cache.version;
    cache.forgetUser('asha');
    cache.set('asha-phone', sessionOf('asha'), readAt);
    expect(cache.get('asha-phone')).toBeUndefined();
  });

  it('are forgotten when the feed may have missed changes', () => {
    let reset = () => {};
    const feed = new ChangeFeed();
    feed.connect((handlers) => {
      reset = handlers.reset;
      return { send: () => {}, listening: () => true, close: () => Promise.resolve() };
    });
    const cache = new SessionCache(feed);
    cache.set('asha-phone', sessionOf('asha'), cache.version);
    reset();
    expect(cache.get('asha-phone')).toBeUndefined();
  });

  it('are at most so many, the least recently used leaving first', () => {
    const cache = new SessionCache(new ChangeFeed(), 60_000, 2);
    cache.set('first', sessionOf('a'), cache.version);
    cache.set('second', sessionOf('b'), cache.version);
    expect(cache.get('first')).toBeDefined();
    cache.set('third', sessionOf('c'), cache.version);
    expect(cache.get('second')).toBeUndefined();
    expect(cache.get('first')).toBeDefined();
    expect(cache.get('third')).toBeDefined();
  });
});
