/**
 * The few things a phone's photo says of itself that a reviewer can use: when it was taken
 * (DateTimeOriginal, with OffsetTimeOriginal when the phone wrote one) and where (the GPS
 * latitude and longitude). Read from the EXIF block sharp extracts (`Exif\0\0` then a TIFF
 * structure), within its bounds: a malformed block yields nothing rather than an error.
 */
export type ExifFacts = {
  /** The wall-clock time the camera wrote, `YYYY-MM-DDTHH:MM:SS`, without a zone. */
  localTime: string | null;
  /** Minutes east of UTC, when the photo says (OffsetTimeOriginal); else null. */
  offsetMinutes: number | null;
  latitude: number | null;
  longitude: number | null;
};

const NOTHING: ExifFacts = { localTime: null, offsetMinutes: null, latitude: null, longitude: null };

const TAG = {
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  dateTimeOriginal: 0x9003,
  offsetTimeOriginal: 0x9011,
  gpsLatitudeRef: 1,
  gpsLatitude: 2,
  gpsLongitudeRef: 3,
  gpsLongitude: 4,
} as const;

type Entry = { type: number; count: number; valueOffset: number };

export function readExif(block: Buffer | undefined): ExifFacts {
  if (!block) return NOTHING;
  try {
    return parse(block);
  } catch {
    return NOTHING;
  }
}

function parse(block: Buffer): ExifFacts {
  const start = block.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0;
  const tiff = block.subarray(start);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  if (!little && tiff.toString('latin1', 0, 2) !== 'MM') return NOTHING;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));

  const readIfd = (offset: number): Map<number, Entry> => {
    const entries = new Map<number, Entry>();
    if (offset <= 0 || offset + 2 > tiff.length) return entries;
    const count = Math.min(u16(offset), 500);
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      if (at + 12 > tiff.length) break;
      // Values of four bytes or fewer sit in the entry itself; the offset is then the entry's own.
      const type = u16(at + 2);
      const valueCount = u32(at + 4);
      const size = ({ 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 }[type] ?? 1) * valueCount;
      entries.set(u16(at), { type, count: valueCount, valueOffset: size <= 4 ? at + 8 : u32(at + 8) });
    }
    return entries;
  };
  const ascii = (entry: Entry | undefined) => {
    if (!entry || entry.type !== 2 || entry.valueOffset + entry.count > tiff.length) return null;
    return tiff.toString('latin1', entry.valueOffset, entry.valueOffset + entry.count).replace(/\0+$/, '');
  };
  const rationals = (entry: Entry | undefined) => {
    if (!entry || entry.type !== 5 || entry.count !== 3 || entry.valueOffset + 24 > tiff.length) return null;
    return [0, 1, 2].map((index) => {
      const denominator = u32(entry.valueOffset + index * 8 + 4);
      return denominator === 0 ? NaN : u32(entry.valueOffset + index * 8) / denominator;
    });
  };

  const ifd0 = readIfd(u32(4));
  const exifIfd = readIfd(ifd0.get(TAG.exifIfd) ? u32(ifd0.get(TAG.exifIfd)!.valueOffset) : 0);
  const gpsIfd = readIfd(ifd0.get(TAG.gpsIfd) ? u32(ifd0.get(TAG.gpsIfd)!.valueOffset) : 0);

  const taken = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(ascii(exifIfd.get(TAG.dateTimeOriginal)) ?? '');
  const offset = /^([+-])(\d{2}):(\d{2})$/.exec(ascii(exifIfd.get(TAG.offsetTimeOriginal)) ?? '');
  const coordinate = (valueTag: number, refTag: number, negative: string, limit: number) => {
    const parts = rationals(gpsIfd.get(valueTag));
    const ref = ascii(gpsIfd.get(refTag));
    if (!parts || !ref || parts.some((part) => !Number.isFinite(part))) return null;
    const [degrees = 0, minutes = 0, seconds = 0] = parts;
    const value = (degrees + minutes / 60 + seconds / 3600) * (ref.startsWith(negative) ? -1 : 1);
    return Math.abs(value) <= limit ? value : null;
  };
  return {
    localTime: taken ? `${taken[1]}-${taken[2]}-${taken[3]}T${taken[4]}:${taken[5]}:${taken[6]}` : null,
    offsetMinutes: offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : null,
    latitude: coordinate(TAG.gpsLatitude, TAG.gpsLatitudeRef, 'S', 90),
    longitude: coordinate(TAG.gpsLongitude, TAG.gpsLongitudeRef, 'W', 180),
  };
}

/** The moment a photo was taken: its wall-clock time in its own zone, else in the phone's. */
export function exifMoment(facts: ExifFacts, phoneOffsetMinutes: number): Date | null {
  if (!facts.localTime) return null;
  const asUtc = Date.parse(`${facts.localTime}Z`);
  if (!Number.isFinite(asUtc)) return null;
  return new Date(asUtc - (facts.offsetMinutes ?? phoneOffsetMinutes) * 60_000);
}
