import type { UserRow } from '../db/rows.js';
import { ChangeFeed, changeMessage } from '../lib/change-feed.js';
import { ExpiringMap } from '../lib/expiring-map.js';

/** A live session as its last database read found it: the user was active, and their organization too. */
export type CachedSession = { user: UserRow; createdAt: Date; lastSeenAt: Date; expiresAt: Date };

/** The change feed's topic: its detail is the id of the user whose sessions to forget, or '' for everyone's. */
const TOPIC = 'sessions';

/** What a command that changed accounts outside the servers sends them, so that they read every session again. */
export const FORGET_ALL_SESSIONS = changeMessage(TOPIC, '');

/**
 * Sessions and their users kept in memory, by token hash, so that a signed-in request needs no
 * database read to know who asks. An entry is forgotten, in every process (through the change
 * feed), as soon as something that may change it is written; its time limits are still checked on
 * every use, and it is read again from the database at the latest after `ttlMs`.
 */
export class SessionCache {
  private readonly entries: ExpiringMap<CachedSession>;
  /** Moves on at every forgetting: a session read before a write is not kept after it. */
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed = new ChangeFeed(),
    private readonly ttlMs = 60_000,
    maxEntries = 10_000,
  ) {
    this.entries = new ExpiringMap(maxEntries);
    feed.on(TOPIC, (userId) => this.drop(userId));
    feed.onReset(() => this.drop(''));
  }

  /** Taken before reading a session from the database, given back to `set`. */
  get version(): number {
    return this.generation;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.entries.get(tokenHash);
  }

  set(tokenHash: string, session: CachedSession, readAt: number) {
    if (readAt === this.generation) this.entries.set(tokenHash, session, this.ttlMs);
  }

  /** Forgets the sessions of one user, here and in every other process. */
  forgetUser(userId: string) {
    this.feed.publish(TOPIC, userId);
  }

  /** Forgets every session, here and in every other process. */
  forgetAll() {
    this.feed.publish(TOPIC, '');
  }

  private drop(userId: string) {
    this.generation++;
    if (userId === '') this.entries.clear();
    else this.entries.deleteWhere((_key, session) => session.user.id === userId);
  }
}
