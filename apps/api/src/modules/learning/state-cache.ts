import type { LearnerState } from './repository.js';

/**
 * The learner's state per course for the LMS read only (the page and the player's outline read
 * it again and again). Every write this server makes drops the entry; the short TTL bounds how
 * stale it can be when several servers share one PostgreSQL database. Completion decisions never
 * use it: they read the database.
 */
export class LearnerStateCache {
  private readonly entries = new Map<string, { state: LearnerState; until: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 5_000,
  ) {}

  get(userId: string, courseId: string): LearnerState | undefined {
    const key = `${userId}:${courseId}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.state;
    this.entries.delete(key);
    return undefined;
  }

  set(userId: string, courseId: string, state: LearnerState) {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(`${userId}:${courseId}`, { state, until: Date.now() + this.ttlMs });
  }

  forget(userId: string, courseId: string) {
    this.entries.delete(`${userId}:${courseId}`);
  }
}
