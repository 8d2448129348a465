import { Transform } from 'node:stream';

/** Where progress goes: standard error, so that a command's own output stays clean. */
export type ProgressOut = { isTTY?: boolean; write: (text: string) => unknown };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** On a terminal, the line is drawn again at most this often. */
const REDRAW_MS = 100;

/**
 * How far a long task (a backup, a restore) has gone, in bytes. On a terminal: one line drawn
 * again in place as it moves. Anywhere else (a cron job's mail, systemd's journal, a file): a line
 * when it starts and each time another tenth is done: eleven at most, however large the task.
 */
export class Progress {
  private total = 0;
  private done = 0;
  private tenthsShown = 0;
  private drawnAt = -Infinity;

  constructor(
    private readonly label: string,
    private readonly out: ProgressOut = process.stderr,
    private readonly now: () => number = Date.now,
  ) {}

  /** The work begins: `total` bytes to go. */
  start(total: number) {
    this.total = Math.max(total, 1);
    if (this.out.isTTY) this.draw();
    else this.line();
  }

  add(bytes: number) {
    this.done = Math.min(this.done + bytes, this.total);
    if (this.out.isTTY) {
      if (this.now() - this.drawnAt >= REDRAW_MS) this.draw();
    } else if (Math.floor(this.percent() / 10) > this.tenthsShown) this.line();
  }

  /** All done: the last line says 100%, and a terminal's line is ended. */
  finish() {
    this.done = this.total;
    if (this.out.isTTY) {
      this.draw();
      this.out.write('\n');
    } else if (this.tenthsShown < 10) this.line();
  }

  /** A stream that passes the bytes on and counts them. */
  counter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, next) => {
        this.add(chunk.length);
        next(null, chunk);
      },
    });
  }

  private percent() {
    return Math.floor((this.done / this.total) * 100);
  }

  private amounts() {
    return `${megabytes(this.done)} of ${megabytes(this.total)}`;
  }

  private draw() {
    this.drawnAt = this.now();
    // Back to the line's start, and whatever a longer line left there is erased.
    this.out.write(`\r${this.label}: ${this.amounts()} (${this.percent()}%)\u001b[K`);
  }

  private line() {
    this.tenthsShown = Math.floor(this.percent() / 10);
    this.out.write(`${this.label}: ${this.percent()}% (${this.amounts()})\n`);
  }
}
