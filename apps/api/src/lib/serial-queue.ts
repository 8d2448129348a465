/**
 * Runs tasks one after another in the background, in the order they were added. A task that
 * fails is reported to `onError` and the next one runs. `idle()` settles once nothing is queued
 * or running (tests and benchmarks wait for it).
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private closed = false;

  constructor(private readonly onError: (error: unknown) => void) {}

  add(task: () => Promise<void>) {
    if (this.closed) return;
    this.pending += 1;
    this.tail = this.tail
      .then(() => (this.closed ? undefined : task()))
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.pending -= 1;
      });
  }

  get size() {
    return this.pending;
  }

  /** Settles when every task added so far (and any they add) has ended. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.tail;
  }

  /** Refuses new tasks and skips the queued ones; the running one ends on its own (or is stopped by its owner). */
  async close() {
    this.closed = true;
    await this.idle();
  }
}
