import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ChangeFeed } from './change-feed.js';
import { ExpiringMap } from './expiring-map.js';

export type CachedBody = {
  body: string;
  /** The body's bytes, encoded once: sending them costs no conversion per request. */
  bytes: Buffer;
  /** Compressed once when cached, so a slow phone downloads a fraction and no request pays for it. */
  gzip: Buffer | null;
  brotli: Buffer | null;
  etag: string;
};

// Below this size compression saves less than its headers cost.
const COMPRESS_FROM_BYTES = 1024;

/** The change feed's topic of public answers; its detail is the key prefix a write touched. */
const TOPIC = 'public-cache';

/**
 * Serialised public responses (published courses, translations, the current alert) kept in
 * memory with their ETag. Keys are grouped by a prefix so that a write drops what it touched, in
 * every process that shares the database (through the change feed).
 */
export class PublicCache {
  private readonly entries: ExpiringMap<CachedBody>;
  private readonly invalidationListeners = new Set<(prefix: string) => void>();
  private readonly feed: ChangeFeed;
  /**
   * Moves on at every invalidation. An answer produced from reads made before a write must not
   * be kept after that write's invalidation, or it would stay stale for its whole TTL.
   */
  private generation = 0;

  constructor(feed: ChangeFeed = new ChangeFeed(), maxEntries = 500) {
    this.entries = new ExpiringMap(maxEntries);
    this.feed = feed;
    feed.on(TOPIC, (prefix) => this.drop(prefix));
    // Changes may have been missed: everything goes.
    feed.onReset(() => this.drop(''));
  }

  /** Taken before producing an answer, given back to `set`, which keeps the answer only if no invalidation came between. */
  get version(): number {
    return this.generation;
  }

  get(key: string): CachedBody | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: unknown, ttlMs = 5 * 60 * 1000, producedAt = this.generation): CachedBody {
    const body = JSON.stringify(value);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const compress = Buffer.byteLength(body) >= COMPRESS_FROM_BYTES;
    const entry: CachedBody = {
      body,
      bytes: Buffer.from(body),
      gzip: compress ? gzipSync(body, { level: 9 }) : null,
      brotli: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : null,
      etag,
    };
    if (producedAt === this.generation) this.entries.set(key, entry, ttlMs);
    return entry;
  }

  /** Drops every entry whose key starts with `prefix`, here and in every other process. */
  invalidate(prefix: string) {
    this.feed.publish(TOPIC, prefix);
  }

  private drop(prefix: string) {
    this.generation++;
    this.entries.deleteWhere((key) => key.startsWith(prefix));
    for (const listener of this.invalidationListeners) listener(prefix);
  }

  /** Calls `listener` after each invalidation: for what is made from these answers (rendered pages). */
  onInvalidate(listener: (prefix: string) => void) {
    this.invalidationListeners.add(listener);
  }
}
