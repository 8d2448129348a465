import { describe, expect, it } from 'vitest';
import type { OfflineItem, VideoQuality } from '@jal/contracts';
import { envelopeBytes, lessonSizes, mediaItem, packageVersion, shortHash, sizesByQuality, totalBytes, videoItemAt } from './rules.js';

const VIDEO = { id: 'v1', sizeBytes: 1000, variants: [{ quality: '240p', sizeBytes: 200 }] };
const item = (url: string, sizeBytes: number, lessonId: string | null, version = 'a'): OfflineItem => ({
  url,
  kind: 'page',
  lessonId,
  sizeBytes,
  version,
});

describe('videoItemAt', () => {
  it('serves the copy made at the quality asked for, named with its quality', () => {
    expect(videoItemAt(VIDEO, '240p', 'l1')).toEqual({
      url: '/api/v1/media/v1?quality=240p',
      kind: 'video',
      lessonId: 'l1',
      sizeBytes: 200,
      version: 'v1:240p',
    });
  });

  it('serves the original when no copy was made at that quality, and at original', () => {
    for (const quality of ['360p', 'original'] as VideoQuality[]) {
      expect(videoItemAt(VIDEO, quality, 'l1')).toEqual({
        url: '/api/v1/media/v1',
        kind: 'video',
        lessonId: 'l1',
        sizeBytes: 1000,
        version: 'v1:original',
      });
    }
  });
});

describe('the other files', () => {
  it('are sized exactly and versioned by their id', () => {
    expect(mediaItem({ id: 'c1', sizeBytes: 365 }, 'captions', 'l1')).toEqual({
      url: '/api/v1/media/c1',
      kind: 'captions',
      lessonId: 'l1',
      sizeBytes: 365,
      version: 'c1',
    });
  });
});

describe('totals', () => {
  const items = [item('/a', 10, null), item('/b', 20, 'l1'), item('/c', 5, 'l1'), item('/d', 7, 'l2')];

  it('add up the items, and each lesson its own items in the order of the lessons', () => {
    expect(totalBytes(items)).toBe(42);
    expect(lessonSizes(['l2', 'l1', 'l3'], items)).toEqual([
      { lessonId: 'l2', sizeBytes: 7 },
      { lessonId: 'l1', sizeBytes: 25 },
      { lessonId: 'l3', sizeBytes: 0 },
    ]);
  });

  it('are given at every quality, smallest copies first', () => {
    const itemsAt = (quality: VideoQuality) => [item('/p', 10, null), videoItemAt(VIDEO, quality, 'l1')];
    expect(sizesByQuality(itemsAt)).toEqual([
      { quality: '240p', totalBytes: 210 },
      { quality: '360p', totalBytes: 1010 },
      { quality: 'original', totalBytes: 1010 },
    ]);
  });

  it('count a JSON answer in its envelope', () => {
    expect(envelopeBytes({ a: 'é' })).toBe(Buffer.byteLength('{"code":200,"message":"Success","data":{"a":"é"}}'));
  });
});

describe('packageVersion', () => {
  const items = [item('/a', 10, null, 'x'), item('/b', 20, 'l1', 'y')];

  it('is short and stable', () => {
    expect(packageVersion(items)).toMatch(/^[0-9a-f]{16}$/);
    expect(packageVersion(items.map((entry) => ({ ...entry })))).toBe(packageVersion(items));
    expect(shortHash('x')).toBe(shortHash(Buffer.from('x')));
  });

  it('moves when an item changes its version or URL, or is added or removed; not with an estimate', () => {
    const base = packageVersion(items);
    expect(packageVersion([items[0] as OfflineItem, { ...(items[1] as OfflineItem), version: 'z' }])).not.toBe(base);
    expect(packageVersion([items[0] as OfflineItem, { ...(items[1] as OfflineItem), url: '/c' }])).not.toBe(base);
    expect(packageVersion([...items, item('/c', 1, null)])).not.toBe(base);
    expect(packageVersion(items.slice(1))).not.toBe(base);
    expect(packageVersion([{ ...(items[0] as OfflineItem), sizeBytes: 11 }, items[1] as OfflineItem])).toBe(base);
  });
});
