import { open } from 'node:fs/promises';

/**
 * A video's length read from the file itself, so the server never has to believe the length a
 * player reports. Plain TypeScript over the container headers (no ffprobe or other program on the
 * machine): MP4 keeps it in `moov/mvhd` (a timescale and a duration in its units), WebM in the
 * EBML `Segment/Info` element (TimecodeScale in nanoseconds and Duration as a float).
 */

/** Random access to the bytes of a file or buffer; a read past the end returns fewer bytes. */
export type ByteSource = { size: number; read: (offset: number, length: number) => Promise<Buffer> };

export function bufferSource(buffer: Buffer): ByteSource {
  return { size: buffer.length, read: (offset, length) => Promise.resolve(buffer.subarray(offset, offset + length)) };
}

/** How many box or element headers a probe reads at most: a damaged file cannot keep it busy. */
const MAX_STEPS = 10_000;

// ---------------------------------------------------------------- MP4 (ISO base media file format)

type Box = { type: string; start: number; body: number; end: number };

async function readBox(source: ByteSource, offset: number, limit: number): Promise<Box | null> {
  if (offset + 8 > limit) return null;
  const head = await source.read(offset, 16);
  if (head.length < 8) return null;
  const size32 = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let size = size32;
  let body = offset + 8;
  if (size32 === 1) {
    // A 64-bit size follows the type.
    if (head.length < 16) return null;
    size = Number(head.readBigUInt64BE(8));
    body = offset + 16;
  } else if (size32 === 0) {
    // The box runs to the end of its parent.
    size = limit - offset;
  }
  if (size < body - offset || offset + size > limit) return null;
  return { type, start: offset, body, end: offset + size };
}

async function findBox(source: ByteSource, type: string, from: number, to: number): Promise<Box | null> {
  let offset = from;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const box = await readBox(source, offset, to);
    if (!box) return null;
    if (box.type === type) return box;
    offset = box.end;
  }
  return null;
}

/** Seconds from `moov/mvhd`: version 0 has 32-bit times, version 1 64-bit ones. */
export async function mp4Duration(source: ByteSource): Promise<number | null> {
  const moov = await findBox(source, 'moov', 0, source.size);
  if (!moov) return null;
  const mvhd = await findBox(source, 'mvhd', moov.body, moov.end);
  if (!mvhd) return null;
  const header = await source.read(mvhd.body, 36);
  const version = header[0];
  let timescale: number;
  let duration: number;
  if (version === 0 && header.length >= 20) {
    timescale = header.readUInt32BE(12);
    duration = header.readUInt32BE(16);
    if (duration === 0xffffffff) return null;
  } else if (version === 1 && header.length >= 32) {
    timescale = header.readUInt32BE(20);
    const long = header.readBigUInt64BE(24);
    if (long === 0xffffffffffffffffn) return null;
    duration = Number(long);
  } else {
    return null;
  }
  return seconds(timescale === 0 ? NaN : duration / timescale);
}

// ---------------------------------------------------------------- WebM (Matroska EBML)

const EBML_ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
} as const;

type Element = { id: number; body: number; end: number };

/** A variable-length integer: the first byte's leading zeros say how many bytes follow. */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

async function readElement(source: ByteSource, offset: number, limit: number): Promise<Element | null> {
  if (offset >= limit) return null;
  const head = await source.read(offset, 12);
  const id = vint(head, 0, true);
  if (!id || id.length > 4) return null;
  const size = vint(head, id.length, false);
  if (!size) return null;
  const body = offset + id.length + size.length;
  // A size left unknown (live recordings) runs to the end of the parent.
  const end = size.unknown ? limit : body + size.value;
  if (end > limit) return null;
  return { id: id.value, body, end };
}

function readFloat(bytes: Buffer): number {
  if (bytes.length === 4) return bytes.readFloatBE(0);
  if (bytes.length === 8) return bytes.readDoubleBE(0);
  return NaN;
}

function readUnsigned(bytes: Buffer): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

/** Seconds from `Segment/Info`: Duration counts in TimecodeScale nanoseconds (one million by default). */
export async function webmDuration(source: ByteSource): Promise<number | null> {
  let offset = 0;
  let segment: Element | null = null;
  for (let step = 0; step < MAX_STEPS && !segment; step += 1) {
    const element = await readElement(source, offset, source.size);
    if (!element) return null;
    if (element.id === EBML_ID.segment) segment = element;
    offset = element.end;
  }
  if (!segment) return null;
  offset = segment.body;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const element = await readElement(source, offset, segment.end);
    // Info comes before the first cluster of media; a cluster of unknown size cannot be skipped.
    if (!element || element.id === EBML_ID.cluster) return null;
    if (element.id === EBML_ID.info) return infoDuration(source, element);
    offset = element.end;
  }
  return null;
}

async function infoDuration(source: ByteSource, info: Element): Promise<number | null> {
  let scale = 1_000_000;
  let duration: number | null = null;
  let offset = info.body;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const element = await readElement(source, offset, info.end);
    if (!element) break;
    // Both are at most 8 bytes long: a larger one is damaged (or made to be read for a long time).
    const length = element.end - element.body;
    if ((element.id === EBML_ID.timecodeScale || element.id === EBML_ID.duration) && length <= 8) {
      const bytes = await source.read(element.body, length);
      if (element.id === EBML_ID.timecodeScale) scale = readUnsigned(bytes) || scale;
      else duration = readFloat(bytes);
    }
    offset = element.end;
  }
  return duration === null ? null : seconds((duration * scale) / 1e9);
}

// ---------------------------------------------------------------- files

/** A usable length, or null: zero, negative, infinite and absurdly long values say "unknown". */
function seconds(value: number): number | null {
  return Number.isFinite(value) && value > 0 && value <= 7 * 24 * 3600 ? value : null;
}

/** The length of a video by its content type, or null when it is not a video or cannot be read. */
export async function probeDuration(source: ByteSource, contentType: string): Promise<number | null> {
  if (contentType.startsWith('video/mp4')) return mp4Duration(source);
  if (contentType.startsWith('video/webm')) return webmDuration(source);
  return null;
}

/** The same for a file on disk, reading only the headers it needs (never the media data). */
export async function probeFileDuration(path: string, contentType: string): Promise<number | null> {
  if (!contentType.startsWith('video/')) return null;
  // A missing or damaged file is "length unknown", not a failure of the request that asked.
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const { size } = await handle.stat();
    const source: ByteSource = {
      size,
      read: async (offset, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      },
    };
    return await probeDuration(source, contentType);
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
