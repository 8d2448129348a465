import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsDir } from './assets-dir.js';
import { webm } from '../test/crafted-videos.js';
import { bufferSource, mp4Duration, probeDuration, probeFileDuration, webmDuration } from './media-duration.js';

const seededVideo = join(assetsDir(), 'media', 'ridge-walk.mp4');

// ---- small files built here, byte by byte

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function mvhdVersion1(timescale: number, duration: bigint): Buffer {
  const body = Buffer.alloc(4 + 8 + 8 + 4 + 8 + 80);
  body[0] = 1;
  body.writeBigUInt64BE(3_000_000_000n, 4);
  body.writeBigUInt64BE(3_000_000_001n, 12);
  body.writeUInt32BE(timescale, 20);
  body.writeBigUInt64BE(duration, 24);
  return box('mvhd', body);
}

describe('mp4Duration', () => {
  it('reads a seeded video: 17.917 seconds (version 0 mvhd)', async () => {
    expect(await mp4Duration(bufferSource(readFileSync(seededVideo)))).toBe(17.917);
    expect(await probeFileDuration(seededVideo, 'video/mp4')).toBe(17.917);
  });

  it('reads a version 1 mvhd (64-bit times) placed after the media data', async () => {
    const file = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\0\0isom')),
      box('mdat', Buffer.alloc(500, 1)),
      box('moov', box('free', Buffer.alloc(4)), mvhdVersion1(90_000, 90_000n * 754n + 45_000n)),
    ]);
    expect(await mp4Duration(bufferSource(file))).toBe(754.5);
  });

  it('says unknown for a file without moov, a truncated box, or a zero duration', async () => {
    expect(await mp4Duration(bufferSource(box('ftyp', Buffer.from('isom'))))).toBeNull();
    const truncated = box('moov', mvhdVersion1(1000, 5000n)).subarray(0, 30);
    expect(await mp4Duration(bufferSource(truncated))).toBeNull();
    expect(await mp4Duration(bufferSource(box('moov', mvhdVersion1(1000, 0n))))).toBeNull();
  });
});

describe('webmDuration', () => {
  it('reads Duration with the default TimecodeScale (milliseconds)', async () => {
    expect(await webmDuration(bufferSource(webm({ duration: 30_000 })))).toBe(30);
  });

  it('applies a TimecodeScale, reads a 4-byte float, and a Segment of unknown size', async () => {
    // A scale of 100 000 ns: Duration counts tenths of a millisecond.
    const file = webm({ scale: 100_000, duration: 125_000, float32: true, unknownSegmentSize: true });
    expect(await webmDuration(bufferSource(file))).toBeCloseTo(12.5, 6);
  });

  it('never reads a TimecodeScale longer than 8 bytes: a file cannot make it read megabytes', async () => {
    const source = bufferSource(webm({ duration: 30_000, scaleBytes: Buffer.alloc(40 * 1024 * 1024, 0xff) }));
    let bytesRead = 0;
    const counted = {
      size: source.size,
      read: async (offset: number, length: number) => {
        const bytes = await source.read(offset, length);
        bytesRead += bytes.length;
        return bytes;
      },
    };
    expect(await webmDuration(counted)).toBe(30);
    expect(bytesRead).toBeLessThan(1024);
  });

  it('says unknown for bytes that are not EBML', async () => {
    expect(await webmDuration(bufferSource(Buffer.from('not a video at all')))).toBeNull();
  });
});

describe('probeFileDuration', () => {
  it('chooses the reader by content type and reads only videos', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jal-probe-'));
    const path = join(dir, 'clip.webm');
    writeFileSync(path, webm({ duration: 8_250 }));
    expect(await probeFileDuration(path, 'video/webm')).toBe(8.25);
    expect(await probeFileDuration(path, 'application/pdf')).toBeNull();
    expect(await probeDuration(bufferSource(Buffer.from('%PDF-1.4')), 'video/mp4')).toBeNull();
  });
});
