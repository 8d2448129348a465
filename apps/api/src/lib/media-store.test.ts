import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseMediaStore } from '../db/media-database-store.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { FolderMediaStore } from './media-folder-store.js';
import { storedByteSource, UNFINISHED_AFTER_MS, type MediaStore } from './media-store.js';
import { withSeededAssets } from './seeded-media.js';

const folders: string[] = [];
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'jal-store-test-'));
  folders.push(path);
  return path;
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

const bytesOf = async (stream: Readable | null) => {
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};
/** Several small parts, as an upload arrives. */
const inParts = (bytes: Buffer, size = 700) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

// The database store with chunks of 1000 bytes, so that a few kilobytes cross several of them.
describe.each<[string, () => MediaStore]>([
  ['a folder', () => new FolderMediaStore(folder())],
  ['the database', () => new DatabaseMediaStore(t.database.db, 1000)],
])('media kept in %s', (_label, makeStore) => {
  const content = randomBytes(4500);

  it('keeps what is put, and reads it whole or by ranges across chunks', async () => {
    const store = makeStore();
    expect(await store.put('videos/a.mp4', inParts(content))).toBe(content.length);
    expect(await store.size('videos/a.mp4')).toBe(content.length);
    expect((await bytesOf(await store.read('videos/a.mp4')))?.equals(content)).toBe(true);
    for (const [start, end] of [
      [0, 0],
      [999, 1000],
      [10, 3999],
      [4000, 4499],
      [4499, 4499],
    ] as const) {
      const part = await bytesOf(await store.read('videos/a.mp4', { start, end }));
      expect(part?.equals(content.subarray(start, end + 1))).toBe(true);
    }
    const source = await storedByteSource(store, 'videos/a.mp4');
    expect(source?.size).toBe(content.length);
    expect((await source?.read(4490, 100))?.equals(content.subarray(4490))).toBe(true);
  });

  it('answers null for a key it does not hold, and forgets a deleted key', async () => {
    const store = makeStore();
    expect(await store.read('nothing.png')).toBeNull();
    expect(await store.size('nothing.png')).toBeNull();
    expect(await store.localFile('nothing.png')).toBeNull();
    await store.put('gone.png', inParts(content));
    await store.delete('gone.png');
    await store.delete('gone.png');
    expect(await store.read('gone.png')).toBeNull();
    expect(await store.size('gone.png')).toBeNull();
  });

  it('takes a local file in (the file is gone after) and gives a local file out', async () => {
    const store = makeStore();
    const path = join(folder(), 'out.mp3');
    writeFileSync(path, content);
    expect(await store.putFile('lesson-audio/x.mp3', path)).toBe(content.length);
    expect(existsSync(path)).toBe(false);
    const local = await store.localFile('lesson-audio/x.mp3');
    expect(local && readFileSync(local.path).equals(content)).toBe(true);
    await local?.release();
    expect((await bytesOf(await store.read('lesson-audio/x.mp3')))?.equals(content)).toBe(true);
  });

  it('replaces a key written again, and keeps an empty file', async () => {
    const store = makeStore();
    await store.put('again.vtt', inParts(content));
    await store.put('again.vtt', inParts(content.subarray(0, 10)));
    expect((await bytesOf(await store.read('again.vtt')))?.equals(content.subarray(0, 10))).toBe(true);
    expect(await store.put('empty.vtt', Readable.from([]))).toBe(0);
    expect((await bytesOf(await store.read('empty.vtt')))?.length).toBe(0);
  });

  it('keeps nothing of a write that failed part way', async () => {
    const store = makeStore();
    async function* failing() {
      yield await Promise.resolve(content);
      throw new Error('the upload broke off');
    }
    await expect(store.put('broken.mp4', failing())).rejects.toThrow('broke off');
    expect(await store.size('broken.mp4')).toBeNull();
  });

  it('removes what a write stopped half-way left once it is old, and nothing else', async () => {
    const store = makeStore();
    await store.put('whole.png', inParts(content));
    // A write that stalls after its first part, as when its process is stopped.
    let tookFirstPart = () => {};
    const firstPartTaken = new Promise<void>((resolve) => (tookFirstPart = resolve));
    let stop: (error: Error) => void = () => {};
    const stopped = new Promise<never>((_, reject) => (stop = reject));
    async function* stalling() {
      yield content;
      tookFirstPart();
      await stopped;
    }
    const writing = store.put('stalled.mp4', stalling());
    await firstPartTaken;

    // A write begun within the day may still be going on: kept.
    expect(await store.deleteUnfinished(new Date(Date.now() - UNFINISHED_AFTER_MS))).toBe(0);
    // Looked at a day later, its pieces go; the whole file stays.
    await expect.poll(() => store.deleteUnfinished(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect((await bytesOf(await store.read('whole.png')))?.equals(content)).toBe(true);
    expect(await store.deleteUnfinished(new Date(Date.now() + 60_000))).toBe(0);

    stop(new Error('the process stopped'));
    await expect(writing).rejects.toThrow();
    expect(await store.size('stalled.mp4')).toBeNull();
  });
});

describe('a folder store', () => {
  it('refuses keys that would reach outside its folder', async () => {
    const store = new FolderMediaStore(folder());
    await expect(store.size('../secret')).rejects.toThrow('not a media key');
    await expect(store.put('/etc/x', Readable.from([]))).rejects.toThrow('not a media key');
  });

  it('holds deletions back while a backup copies the folder', async () => {
    const store = new FolderMediaStore(folder());
    await store.put('kept.png', inParts(randomBytes(10)));
    await store.withDeletesHeld(async () => {
      await store.delete('kept.png');
      expect(await store.size('kept.png')).toBe(10);
    });
    expect(await store.size('kept.png')).toBeNull();
  });
});

describe('seeded media', () => {
  it('are read from the assets, and never written or deleted', async () => {
    const store = withSeededAssets(new FolderMediaStore(folder()));
    const size = await store.size('asset:media/a-frame.mp4');
    expect(size).toBeGreaterThan(1000);
    expect((await store.localFile('asset:media/a-frame.mp4'))?.path).toMatch(/assets\/media\/a-frame\.mp4$/);
    await expect(store.delete('asset:media/a-frame.mp4')).rejects.toThrow('read-only');
    expect(await store.size('asset:media/a-frame.mp4')).toBe(size);
  });
});
