import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The most pixels a picture drawn in full here has: a phone's picture; more only says so in its header. */
const DRAWN_UP_TO_PIXELS = 4096 * 4096;

/**
 * A PNG whose header says `width` × `height` (8-bit RGBA), about `bytes` longer than its picture.
 * Up to 16 megapixels it is a real picture (transparent) that decodes, padded with a private
 * chunk decoders skip; above, its data is `bytes` of filler only: the server refuses it from its
 * header and never decodes it.
 */
export function pngImage({ width = 64, height = 48, bytes = 100 }: { width?: number; height?: number; bytes?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const drawn = width * height <= DRAWN_UP_TO_PIXELS;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(drawn ? [chunk('paDd', Buffer.alloc(bytes, 7)), chunk('IDAT', deflateSync(Buffer.alloc((width * 4 + 1) * height)))] : []),
    ...(drawn ? [] : [chunk('IDAT', Buffer.alloc(bytes, 7))]),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
