import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type CachedBody = {
  body: string;
  /** The body's bytes, encoded once: sending them costs no conversion per request. */
  bytes: Buffer;
  /** Compressed once when cached, so a slow phone downloads a fraction and no request pays for it. */
  gzip: Buffer | null;
  brotli: Buffer | null;
  etag: string;
  expiresAt: number;
};

// Below this size compression saves less than its headers cost.
const COMPRESS_FROM_BYTES = 1024;

/**
 * Serialised public responses (published courses, translations, the current alert) kept in
 * memory with their ETag. Keys are grouped by a prefix so that a write drops what it touched.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly invalidationListeners = new Set<(prefix: string) => void>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
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
      expiresAt: Date.now() + ttlMs,
    };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }

  invalidate(prefix: string) {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.invalidationListeners) listener(prefix);
  }

  /** Calls `listener` after each invalidation: for what is made from these answers (rendered pages). */
  onInvalidate(listener: (prefix: string) => void) {
    this.invalidationListeners.add(listener);
  }
}
