import { describe, expect, it } from 'vitest';
import { encodeUnderTarget, fitWithin, ORIGINAL_PHOTO_MAX_BYTES, PHOTO_TARGET, photoRefusal, type Size } from './shrink-photo';

/** An encoder whose JPEG grows with the pixels and the quality, as a real one does; it records each call. */
function fakeEncoder(bytesPerPixelAtFull: number) {
  const calls: { size: Size; quality: number }[] = [];
  const encode = (size: Size, quality: number) => {
    calls.push({ size, quality });
    return Promise.resolve(new Blob([new Uint8Array(Math.round(size.width * size.height * bytesPerPixelAtFull * quality))]));
  };
  return { encode, calls };
}

describe('shrinking a photo on the phone', () => {
  it('fits the long side within 1600 px in the same proportions, and never enlarges', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 800, height: 600 }, 1600)).toEqual({ width: 800, height: 600 });
  });

  it('stops at the first quality that brings the photo to 200 KB or less', async () => {
    // 1600 × 1200 at 0.15 bytes a pixel a unit of quality: 0.82 → 236 KB, 0.72 → 207 KB, 0.62 → 179 KB.
    const { encode, calls } = fakeEncoder(0.15);
    const shrunk = await encodeUnderTarget({ width: 4000, height: 3000 }, encode);
    expect(calls.map((call) => call.quality)).toEqual([0.82, 0.72, 0.62]);
    expect(shrunk).toMatchObject({ width: 1600, height: 1200, quality: 0.62 });
    expect(shrunk.blob.size).toBeLessThanOrEqual(PHOTO_TARGET.bytes);
  });

  it('keeps the best quality of a photo already small', async () => {
    const { encode, calls } = fakeEncoder(0.15);
    const shrunk = await encodeUnderTarget({ width: 640, height: 480 }, encode);
    expect(calls).toHaveLength(1);
    expect(shrunk).toMatchObject({ width: 640, height: 480, quality: 0.82 });
  });

  it('lowers the size when the lowest quality is still too large, and gives the smallest when nothing fits', async () => {
    const { encode, calls } = fakeEncoder(0.8);
    const shrunk = await encodeUnderTarget({ width: 4000, height: 3000 }, encode);
    const sides = [...new Set(calls.map((call) => call.size.width))];
    // 1600, then 1280 (0.8 of it), then 1024; 819 would be under the 960 px floor.
    expect(sides).toEqual([1600, 1280, 1024]);
    expect(shrunk).toMatchObject({ width: 1024, height: 768, quality: 0.42 });
    // 1024 × 768 × 0.8 × 0.42: about 264 KB, the smallest of all tried.
    expect(shrunk.blob.size).toBe(Math.round(1024 * 768 * 0.8 * 0.42));
  });

  it('refuses a file that is not an image, or too large to open, before any work', () => {
    expect(photoRefusal({ type: 'application/pdf', name: 'well.pdf', size: 1000 })).toEqual({ key: 'practicalSubmissions.photo.notImage' });
    expect(photoRefusal({ type: '', name: 'notes.txt', size: 1000 })).toEqual({ key: 'practicalSubmissions.photo.notImage' });
    expect(photoRefusal({ type: '', name: 'IMG_0001.JPG', size: 1000 })).toBeNull();
    expect(photoRefusal({ type: 'image/jpeg', name: 'well.jpg', size: ORIGINAL_PHOTO_MAX_BYTES })).toBeNull();
    expect(photoRefusal({ type: 'image/jpeg', name: 'well.jpg', size: ORIGINAL_PHOTO_MAX_BYTES + 1 })).toEqual({
      key: 'practicalSubmissions.photo.tooLarge',
      values: { megabytes: 20 },
    });
  });
});
