import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * Serialised public responses (published courses, translations, the current alert) kept in
 * memory with their ETag. Keys are grouped by a prefix so that a write drops what it touched.
 */
export class PublicCache {
  private readonly entries: ExpiringMap<CachedBody>;
  private readonly invalidationListeners = new Set<(prefix: string) => void>();

  constructor(maxEntries = 500) {
    this.entries = new ExpiringMap(maxEntries);
  }

  get(key: string): CachedBody | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: unknown, ttlMs = 5 * 60 * 1000): CachedBody {
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
    this.entries.set(key, entry, ttlMs);
    return entry;
  }

  invalidate(prefix: string) {
    this.entries.deleteWhere((key) => key.startsWith(prefix));
    for (const listener of this.invalidationListeners) listener(prefix);
  }

  /** Calls `listener` after each invalidation: for what is made from these answers (rendered pages). */
  onInvalidate(listener: (prefix: string) => void) {
    this.invalidationListeners.add(listener);
  }
}
