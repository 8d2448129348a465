/**
 * Counts failed sign-ins per account and per address inside a sliding window. Past the limit,
 * further attempts are refused (429) until the window has passed, whether or not the password
 * is right, so guessing cannot go on at full speed.
 */
export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

export const DEFAULT_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 30, windowMs: 15 * 60 * 1000 };

type Entry = { failures: number[] };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(account: string, address: string): number {
    const waits = [this.wait(`account:${account}`, this.limits.perAccount), this.wait(`address:${address}`, this.limits.perAddress)];
    return Math.max(...waits);
  }

  recordFailure(account: string, address: string) {
    const at = this.now();
    for (const key of [`account:${account}`, `address:${address}`]) {
      const entry = this.entries.get(key) ?? { failures: [] };
      entry.failures = this.recent(entry.failures);
      entry.failures.push(at);
      this.entries.set(key, entry);
    }
    this.sweep();
  }

  recordSuccess(account: string) {
    this.entries.delete(`account:${account}`);
  }

  private wait(key: string, limit: number): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const failures = this.recent(entry.failures);
    if (failures.length < limit) return 0;
    const oldestCounted = failures[failures.length - limit] ?? this.now();
    return Math.max(1, Math.ceil((oldestCounted + this.limits.windowMs - this.now()) / 1000));
  }

  private recent(failures: number[]): number[] {
    const since = this.now() - this.limits.windowMs;
    return failures.filter((at) => at > since);
  }

  /** Keeps memory bounded under a flood of distinct emails or addresses. */
  private sweep() {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      if (this.recent(entry.failures).length === 0) this.entries.delete(key);
    }
  }
}
