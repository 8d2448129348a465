import { ChangeFeed } from '../../lib/change-feed.js';
import type { LearnerState } from './repository.js';

/** The change feed's topic of learners' writes; its detail is `userId:courseId`. */
const TOPIC = 'learner-state';

/**
 * The learner's state per course for the LMS read only (the page and the player's outline read
 * it again and again). Every write drops the entry in every process that shares the database
 * (through the change feed), so a learner whose requests alternate between servers never sees an
 * older state; the short TTL is a safety net. Completion decisions never use it: they read the
 * database.
 */
export class LearnerStateCache {
  private readonly entries = new Map<string, { state: LearnerState; until: number }>();
  /** Moves on at every write: a state read before a write is not kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 5_000,
    private readonly feed = new ChangeFeed(),
  ) {
    feed.on(TOPIC, (key) => {
      this.generation++;
      this.entries.delete(key);
    });
    feed.onReset(() => {
      this.generation++;
      this.entries.clear();
    });
  }

  /** Taken before reading a state, given back to `set`. */
  get version(): number {
    return this.generation;
  }

  get(userId: string, courseId: string): LearnerState | undefined {
    const key = `${userId}:${courseId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.state;
    this.entries.delete(key);
    return undefined;
  }

  set(userId: string, courseId: string, state: LearnerState, readAt = this.generation) {
    if (readAt !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(`${userId}:${courseId}`, { state, until: Date.now() + this.ttlMs });
  }

  forget(userId: string, courseId: string) {
    this.feed.publish(TOPIC, `${userId}:${courseId}`);
  }
}
