/**
 * Values kept in memory for a while, at most `maxEntries` of them: an expired value is gone when
 * next asked for, and the oldest makes room for a new one.
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
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  /** Drops every value whose key passes `test`. */
  deleteWhere(test: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }
}
