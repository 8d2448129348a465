import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress.js';

const MB = 1024 * 1024;

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { out: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('progress', () => {
  it('writes a line at the start and at each tenth when not on a terminal, eleven at most', () => {
    const { out, written } = recorder(false);
    const progress = new Progress('Backup', out);
    progress.start(100 * MB);
    for (let step = 0; step < 1000; step += 1) progress.add(MB / 10);
    progress.finish();
    expect(written).toHaveLength(11);
    expect(written[0]).toBe('Backup: 0% (0.0 MB of 100.0 MB)\n');
    expect(written[3]).toBe('Backup: 30% (30.0 MB of 100.0 MB)\n');
    expect(written.at(-1)).toBe('Backup: 100% (100.0 MB of 100.0 MB)\n');
  });

  it('writes one line for a jump over several tenths, and still ends at 100%', () => {
    const { out, written } = recorder(false);
    const progress = new Progress('Restore', out);
    progress.start(10 * MB);
    progress.add(7.5 * MB);
    progress.finish();
    expect(written).toEqual([
      'Restore: 0% (0.0 MB of 10.0 MB)\n',
      'Restore: 75% (7.5 MB of 10.0 MB)\n',
      'Restore: 100% (10.0 MB of 10.0 MB)\n',
    ]);
  });

  it('draws one line again in place on a terminal, at most ten times a second, and ends it', () => {
    const { out, written } = recorder(true);
    let now = 0;
    const progress = new Progress('Backup', out, () => now);
    progress.start(4 * MB);
    progress.add(MB);
    now += 50;
    progress.add(MB);
    now += 100;
    progress.add(MB);
    progress.finish();
    expect(written).toEqual([
      '\rBackup: 0.0 MB of 4.0 MB (0%)\u001b[K',
      '\rBackup: 3.0 MB of 4.0 MB (75%)\u001b[K',
      '\rBackup: 4.0 MB of 4.0 MB (100%)\u001b[K',
      '\n',
    ]);
  });

  it('counts the bytes a stream passes on, unchanged', async () => {
    const { out, written } = recorder(false);
    const progress = new Progress('Copy', out);
    progress.start(2 * MB);
    const received: Buffer[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, next) => {
        received.push(chunk);
        next();
      },
    });
    await pipeline(Readable.from([Buffer.alloc(MB, 1), Buffer.alloc(MB, 2)]), progress.counter(), sink);
    expect(Buffer.concat(received).equals(Buffer.concat([Buffer.alloc(MB, 1), Buffer.alloc(MB, 2)]))).toBe(true);
    expect(written.at(-1)).toBe('Copy: 100% (2.0 MB of 2.0 MB)\n');
  });
});
