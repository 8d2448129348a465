/**
 * Values kept in memory for a while, at most `maxEntries` of them: an expired value is gone when
 * next asked for, and the least recently used makes room for a new one.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // A Map keeps its insertion order: moved to the end, the entry is the last to make room.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  /** Drops every value whose key (and value) passes `test`. */
  deleteWhere(test: (key: string, value: V) => boolean) {
    for (const [key, entry] of this.entries) if (test(key, entry.value)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
