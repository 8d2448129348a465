import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from '../../lib/change-feed.js';
import { EMPTY_STATE } from './repository.js';
import { LearnerStateCache } from './state-cache.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('LearnerStateCache', () => {
  it('keeps a state for its TTL, per learner and course', () => {
    vi.useFakeTimers();
    const cache = new LearnerStateCache(5_000);
    cache.set('u1', 'c1', EMPTY_STATE);
    expect(cache.get('u1', 'c1')).toBe(EMPTY_STATE);
    expect(cache.get('u1', 'c2')).toBeUndefined();
    expect(cache.get('u2', 'c1')).toBeUndefined();
    vi.advanceTimersByTime(5_001);
    expect(cache.get('u1', 'c1')).toBeUndefined();
  });

  it('forgets a state when the learner writes', () => {
    const cache = new LearnerStateCache();
    cache.set('u1', 'c1', EMPTY_STATE);
    cache.forget('u1', 'c1');
    expect(cache.get('u1', 'c1')).toBeUndefined();
  });

  it('never grows past its size', () => {
    const cache = new LearnerStateCache(5_000, 2);
    cache.set('u1', 'c1', EMPTY_STATE);
    cache.set('u2', 'c1', EMPTY_STATE);
    cache.set('u3', 'c1', EMPTY_STATE);
    expect(cache.get('u1', 'c1')).toBeUndefined();
    expect(cache.get('u3', 'c1')).toBe(EMPTY_STATE);
  });

  it('forgets a state written meanwhile and keeps no state read before a write', () => {
    const feed = new ChangeFeed();
    const cache = new LearnerStateCache(5_000, 10, feed);
    cache.set('u1', 'c1', EMPTY_STATE);
    // Another process's write arrives through the feed.
    feed.publish('learner-state', 'u1:c1');
    expect(cache.get('u1', 'c1')).toBeUndefined();
    const readAt = cache.version;
    cache.forget('u1', 'c1');
    cache.set('u1', 'c1', EMPTY_STATE, readAt);
    expect(cache.get('u1', 'c1')).toBeUndefined();
  });
});
