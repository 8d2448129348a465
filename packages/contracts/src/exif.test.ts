import { describe, expect, it } from 'vitest';
import { exifBlock, hasExifFacts, jpegExifBlock, NO_EXIF_FACTS, readExif, withExifBlock, type ExifFacts } from './exif.js';

// The smallest JPEG headers: start, a JFIF APP0 segment, then the start of the picture data.
const JFIF = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
const jpeg = Uint8Array.from([0xff, 0xd8, ...JFIF, 0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9]);

const FIELD: ExifFacts = { localTime: '2026-05-10T09:30:00', offsetMinutes: 330, latitude: 22.9676, longitude: -76.0534 };

describe("a photo's EXIF facts", () => {
  it('are written and read back: the time, its zone and the GPS position', () => {
    const facts = readExif(exifBlock(FIELD));
    expect(facts).toMatchObject({ localTime: FIELD.localTime, offsetMinutes: 330 });
    expect(facts.latitude).toBeCloseTo(FIELD.latitude!, 6);
    expect(facts.longitude).toBeCloseTo(FIELD.longitude!, 6);
    expect(readExif(exifBlock({ ...NO_EXIF_FACTS, offsetMinutes: -210 })).offsetMinutes).toBe(-210);
  });

  it('travel from a camera photo into its shrunk copy, and only they do', () => {
    const camera = withExifBlock(jpeg, exifBlock(FIELD));
    const block = jpegExifBlock(camera);
    expect(block).toBeDefined();
    const copy = withExifBlock(jpeg, exifBlock(readExif(block)));
    expect(readExif(jpegExifBlock(copy)).localTime).toBe(FIELD.localTime);
    // The copy is the picture plus a few hundred bytes, and still a JPEG that ends where it did.
    expect(copy.length - jpeg.length).toBeLessThan(300);
    expect(Array.from(copy.subarray(-2))).toEqual([0xff, 0xd9]);
  });

  it('are nothing for a picture without them or a broken block, never an error', () => {
    expect(jpegExifBlock(jpeg)).toBeUndefined();
    expect(jpegExifBlock(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    // A segment that claims more bytes than the file has.
    expect(jpegExifBlock(Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x45, 0x78]))).toBeUndefined();
    const broken = exifBlock(FIELD);
    broken.fill(0xff, 14);
    expect(readExif(broken)).toEqual(NO_EXIF_FACTS);
    expect(hasExifFacts(NO_EXIF_FACTS)).toBe(false);
    expect(hasExifFacts({ ...NO_EXIF_FACTS, localTime: FIELD.localTime })).toBe(true);
  });
});
