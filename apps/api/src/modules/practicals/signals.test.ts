import { describe, expect, it } from 'vitest';
import { distanceMetres, exifBlock, insideRing, NO_EXIF_FACTS, placeInArea, readExif } from '@jal/contracts';
import { exifMoment } from './exif.js';
import { differenceHash, hammingDistance } from './photos.js';
import { jpegPhoto } from './test-helpers.js';
import sharp from 'sharp';

describe('the place', () => {
  it('measures great-circle distances (haversine)', () => {
    // One degree of latitude is about 111.2 km; Delhi to Mumbai is about 1,150 km.
    expect(distanceMetres({ latitude: 22, longitude: 76 }, { latitude: 23, longitude: 76 })).toBeCloseTo(111_195, -2);
    expect(distanceMetres({ latitude: 28.6139, longitude: 77.209 }, { latitude: 19.076, longitude: 72.8777 }) / 1000).toBeCloseTo(1153, -1);
  });

  it('tells inside from outside a circle, with the distance to its edge', () => {
    const circle = { type: 'circle' as const, lat: 22.9676, lon: 76.0534, radiusMetres: 200 };
    expect(placeInArea({ latitude: 22.968, longitude: 76.0534 }, circle)).toEqual({ inside: true, metresOutside: null });
    const outside = placeInArea({ latitude: 22.9776, longitude: 76.0534 }, circle);
    expect(outside.inside).toBe(false);
    expect(outside.metresOutside).toBeCloseTo(1112 - 200, -1);
  });

  it('casts rays through a polygon with a hole, and measures from the nearest edge', () => {
    const outer: [number, number][] = [
      [76.0, 22.0],
      [76.1, 22.0],
      [76.1, 22.1],
      [76.0, 22.1],
      [76.0, 22.0],
    ];
    const hole: [number, number][] = [
      [76.04, 22.04],
      [76.06, 22.04],
      [76.06, 22.06],
      [76.04, 22.06],
      [76.04, 22.04],
    ];
    const polygon = { type: 'Polygon' as const, coordinates: [outer, hole] };
    expect(placeInArea({ latitude: 22.02, longitude: 76.02 }, polygon).inside).toBe(true);
    expect(placeInArea({ latitude: 22.05, longitude: 76.05 }, polygon).inside).toBe(false);
    const east = placeInArea({ latitude: 22.05, longitude: 76.11 }, polygon);
    expect(east.inside).toBe(false);
    // 0.01° of longitude at 22° N is about 1,031 m.
    expect(east.metresOutside).toBeCloseTo(1031, -1);
    // A concave ring: the notch is outside.
    const notched: [number, number][] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 2],
      [0, 4],
      [0, 0],
    ];
    expect(insideRing({ latitude: 3, longitude: 2 }, notched)).toBe(false);
    expect(insideRing({ latitude: 1, longitude: 2 }, notched)).toBe(true);
  });
});

describe("a photo's EXIF", () => {
  it('reads the time and its zone as a camera library writes them', async () => {
    const photo = await sharp(await jpegPhoto(7))
      .withExif({ IFD2: { DateTimeOriginal: '2026:05:10 09:30:00', OffsetTimeOriginal: '+05:30' } })
      .toBuffer();
    const facts = readExif((await sharp(photo).metadata()).exif);
    expect(facts).toMatchObject({ localTime: '2026-05-10T09:30:00', offsetMinutes: 330 });
    expect(exifMoment(facts, 0)?.toISOString()).toBe('2026-05-10T04:00:00.000Z');
  });

  it("takes the phone's zone when the photo names none, and reads nothing from a broken block", () => {
    const facts = readExif(exifBlock({ ...NO_EXIF_FACTS, localTime: '2026-05-10T09:30:00' }));
    expect(facts.offsetMinutes).toBeNull();
    expect(exifMoment(facts, 330)?.toISOString()).toBe('2026-05-10T04:00:00.000Z');
    expect(readExif(Buffer.from('Exif\0\0II*\0\xff\xff\xff\x7f', 'latin1'))).toEqual(NO_EXIF_FACTS);
    expect(readExif(undefined).localTime).toBeNull();
  });
});

describe('the difference hash', () => {
  it('keeps a picture re-encoded and shrunk within a few bits, and tells two scenes apart', async () => {
    const original = await jpegPhoto(1);
    const copy = await sharp(original).resize({ width: 200 }).jpeg({ quality: 40 }).toBuffer();
    const other = await jpegPhoto(2);
    const [a, b, c] = await Promise.all([differenceHash(original), differenceHash(copy), differenceHash(other)]);
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(6);
    expect(hammingDistance(a, c)).toBeGreaterThan(16);
    expect(hammingDistance(-1n, 0n)).toBe(64);
  });
});
