import { readFile } from 'node:fs/promises';
import { HttpError } from '../../lib/http-error.js';

/**
 * An image's width and height read from its header, without decoding it: PNG's IHDR, JPEG's
 * start-of-frame marker, WebP's VP8, VP8L or VP8X chunk. A 1 MB file can say it is 30,000 pixels
 * square; a phone that opens it must find a gigabyte to draw it, and a cheap one stops.
 */
export type ImageSize = { width: number; height: number };

/** The most pixels a lesson image may have: 4096 × 4096, which a phone with 2 GB draws at ease. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

export const imageTooLargeMessage = ({ width, height }: ImageSize) =>
  `The image is ${width} × ${height} pixels: an image may have at most 16 megapixels (e.g. 4096 × 4096), or phones cannot show it. Make it smaller and upload it again.`;

function pngSize(file: Buffer): ImageSize | null {
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (file.length < 24 || file.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

/** Start-of-frame markers: C0–CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(file: Buffer): ImageSize | null {
  let offset = 2;
  // Each step moves forward by a segment's length: at most one step per 4 bytes of the file.
  while (offset + 9 <= file.length) {
    if (file[offset] !== 0xff) return null;
    const marker = file[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or the scan before any frame
    if (isStartOfFrame(marker)) return { height: file.readUInt16BE(offset + 5), width: file.readUInt16BE(offset + 7) };
    const length = file.readUInt16BE(offset + 2);
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(file: Buffer): ImageSize | null {
  if (file.length < 30) return null;
  const chunk = file.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + file.readUIntLE(24, 3), height: 1 + file.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  return null;
}

/** The size an image says it has, or null when its header cannot be read. */
export function imageSize(file: Buffer, contentType: string): ImageSize | null {
  if (contentType === 'image/png') return pngSize(file);
  if (contentType === 'image/jpeg') return jpegSize(file);
  if (contentType === 'image/webp') return webpSize(file);
  return null;
}

/**
 * Refuses an uploaded image (at most 1 MB, read whole) whose header cannot be read (415) or that
 * has more pixels than a phone can draw (413).
 */
export async function refuseOversizedImage(path: string, contentType: string, extension: string): Promise<void> {
  const size = imageSize(await readFile(path), contentType);
  if (!size) throw new HttpError(415, `The file's content is not a ${extension} image.`).coded('FILE_CONTENT_MISMATCH', { extension });
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, imageTooLargeMessage(size)).coded('IMAGE_TOO_MANY_PIXELS', { width: size.width, height: size.height });
  }
}
