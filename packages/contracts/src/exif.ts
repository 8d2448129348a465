/**
 * The few things a phone's photo says of itself that a reviewer can use: when it was taken
 * (DateTimeOriginal, with OffsetTimeOriginal when the phone wrote one) and where (the GPS latitude
 * and longitude). The phone reads them from the camera's photo and writes them into the shrunk copy
 * it sends (a canvas writes no metadata); the server reads them back and serves the photo without
 * them. One reader and one writer for both.
 */
export type ExifFacts = {
  /** The wall-clock time the camera wrote, `YYYY-MM-DDTHH:MM:SS`, without a zone. */
  localTime: string | null;
  /** Minutes east of UTC, when the photo says (OffsetTimeOriginal); else null. */
  offsetMinutes: number | null;
  latitude: number | null;
  longitude: number | null;
};

export const NO_EXIF_FACTS: ExifFacts = { localTime: null, offsetMinutes: null, latitude: null, longitude: null };

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

const TYPE = { ascii: 2, long: 4, rational: 5 } as const;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

type Entry = { type: number; count: number; valueOffset: number };

/** The facts in an EXIF block (`Exif\0\0` then a TIFF structure), read within its bounds: a malformed block yields nothing rather than an error. */
export function readExif(block: Uint8Array | undefined): ExifFacts {
  if (!block) return NO_EXIF_FACTS;
  try {
    return parse(block);
  } catch {
    return NO_EXIF_FACTS;
  }
}

function parse(block: Uint8Array): ExifFacts {
  const tiff = block.subarray(startsWith(block, EXIF_HEADER) ? 6 : 0);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = latin1(tiff.subarray(0, 2));
  if (order !== 'II' && order !== 'MM') return NO_EXIF_FACTS;
  const little = order === 'II';
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);

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
    // The texts read here are a few bytes long; a longer one is not what it should be.
    if (!entry || entry.type !== TYPE.ascii || entry.count > 64 || entry.valueOffset + entry.count > tiff.length) return null;
    return latin1(tiff.subarray(entry.valueOffset, entry.valueOffset + entry.count)).replace(/\0+$/, '');
  };
  const rationals = (entry: Entry | undefined) => {
    if (!entry || entry.type !== TYPE.rational || entry.count !== 3 || entry.valueOffset + 24 > tiff.length) return null;
    return [0, 1, 2].map((index) => {
      const denominator = u32(entry.valueOffset + index * 8 + 4);
      return denominator === 0 ? NaN : u32(entry.valueOffset + index * 8) / denominator;
    });
  };
  const pointed = (ifd: Map<number, Entry>, tag: number) => {
    const entry = ifd.get(tag);
    return entry && entry.valueOffset + 4 <= tiff.length ? u32(entry.valueOffset) : 0;
  };

  const ifd0 = readIfd(u32(4));
  const exifIfd = readIfd(pointed(ifd0, TAG.exifIfd));
  const gpsIfd = readIfd(pointed(ifd0, TAG.gpsIfd));

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

export const hasExifFacts = (facts: ExifFacts) =>
  facts.localTime !== null || facts.offsetMinutes !== null || (facts.latitude !== null && facts.longitude !== null);

type WrittenEntry = { tag: number; type: number; count: number; data: Uint8Array };

const asciiEntry = (tag: number, value: string): WrittenEntry => ({
  tag,
  type: TYPE.ascii,
  count: value.length + 1,
  data: Uint8Array.from(`${value}\0`, (char) => char.charCodeAt(0)),
});

/** Degrees, minutes and seconds as three rationals, the seconds to a ten-thousandth (about 3 mm). */
function degreesEntry(tag: number, value: number): WrittenEntry {
  const degrees = Math.floor(Math.abs(value));
  const minutesFull = (Math.abs(value) - degrees) * 60;
  const minutes = Math.floor(minutesFull);
  const seconds = Math.round((minutesFull - minutes) * 60 * 10_000);
  const data = new Uint8Array(24);
  const view = new DataView(data.buffer);
  [degrees, 1, minutes, 1, seconds, 10_000].forEach((part, index) => view.setUint32(index * 4, part, true));
  return { tag, type: TYPE.rational, count: 3, data };
}

const twoDigits = (value: number) => String(Math.abs(value)).padStart(2, '0');
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${twoDigits(Math.trunc(Math.abs(minutes) / 60))}:${twoDigits(Math.abs(minutes) % 60)}`;

/**
 * An EXIF block (`Exif\0\0` and a little-endian TIFF) holding only the facts: DateTimeOriginal,
 * OffsetTimeOriginal and the GPS position, as a phone writes them. A few hundred bytes.
 */
export function exifBlock(facts: ExifFacts): Uint8Array {
  const exifEntries: WrittenEntry[] = [];
  if (facts.localTime) exifEntries.push(asciiEntry(TAG.dateTimeOriginal, facts.localTime.replace('T', ' ').replace(/-/g, ':')));
  if (facts.offsetMinutes !== null) exifEntries.push(asciiEntry(TAG.offsetTimeOriginal, offsetText(facts.offsetMinutes)));
  const gpsEntries: WrittenEntry[] = [];
  if (facts.latitude !== null && facts.longitude !== null) {
    gpsEntries.push(asciiEntry(TAG.gpsLatitudeRef, facts.latitude < 0 ? 'S' : 'N'), degreesEntry(TAG.gpsLatitude, facts.latitude));
    gpsEntries.push(asciiEntry(TAG.gpsLongitudeRef, facts.longitude < 0 ? 'W' : 'E'), degreesEntry(TAG.gpsLongitude, facts.longitude));
  }
  // Layout: header (8), IFD0 (two pointers), the Exif IFD, the GPS IFD, then the values too long for an entry.
  const ifdSize = (entries: number) => 2 + entries * 12 + 4;
  const ifd0Offset = 8;
  const exifOffset = ifd0Offset + ifdSize(2);
  const gpsOffset = exifOffset + ifdSize(exifEntries.length);
  let dataOffset = gpsOffset + ifdSize(gpsEntries.length);
  const out = new Uint8Array(1024);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49], 0); // "II": little-endian
  view.setUint16(2, 42, true);
  view.setUint32(4, ifd0Offset, true);
  const writeIfd = (at: number, entries: WrittenEntry[]) => {
    view.setUint16(at, entries.length, true);
    entries.forEach((entry, index) => {
      const place = at + 2 + index * 12;
      view.setUint16(place, entry.tag, true);
      view.setUint16(place + 2, entry.type, true);
      view.setUint32(place + 4, entry.count, true);
      if (entry.data.length <= 4) out.set(entry.data, place + 8);
      else {
        view.setUint32(place + 8, dataOffset, true);
        out.set(entry.data, dataOffset);
        dataOffset += entry.data.length + (entry.data.length % 2);
      }
    });
    view.setUint32(at + 2 + entries.length * 12, 0, true);
  };
  const pointer = (tag: number, offset: number): WrittenEntry => {
    const data = new Uint8Array(4);
    new DataView(data.buffer).setUint32(0, offset, true);
    return { tag, type: TYPE.long, count: 1, data };
  };
  writeIfd(ifd0Offset, [pointer(TAG.exifIfd, exifOffset), pointer(TAG.gpsIfd, gpsOffset)]);
  writeIfd(exifOffset, exifEntries);
  writeIfd(gpsOffset, gpsEntries);
  const block = new Uint8Array(6 + dataOffset);
  block.set(EXIF_HEADER, 0);
  block.set(out.subarray(0, dataOffset), 6);
  return block;
}

const SOI = [0xff, 0xd8];
const APP1 = 0xe1;
const START_OF_SCAN = 0xda;

/** The EXIF block of a JPEG (its APP1 segment starting `Exif\0\0`), looked for in the headers before the picture data; undefined when it has none. */
export function jpegExifBlock(jpeg: Uint8Array): Uint8Array | undefined {
  if (!startsWith(jpeg, SOI)) return undefined;
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    if (marker === START_OF_SCAN) return undefined;
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > jpeg.length) return undefined;
    if (marker === APP1 && startsWith(jpeg, EXIF_HEADER, at + 4)) return jpeg.subarray(at + 4, at + 2 + length);
    at += 2 + length;
  }
  return undefined;
}

/** The JPEG with an EXIF block written right after its start marker, as a camera writes it. */
export function withExifBlock(jpeg: Uint8Array, block: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!startsWith(jpeg, SOI) || block.length + 2 > 0xffff) return jpeg.slice();
  const out = new Uint8Array(jpeg.length + block.length + 4);
  out.set(SOI, 0);
  out.set([0xff, APP1, (block.length + 2) >> 8, (block.length + 2) & 0xff], 2);
  out.set(block, 6);
  out.set(jpeg.subarray(2), 6 + block.length);
  return out;
}
