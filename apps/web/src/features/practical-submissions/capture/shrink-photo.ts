import { exifBlock, hasExifFacts, jpegExifBlock, readExif, withExifBlock, type ExifFacts } from '@jal/contracts/core';
import type { Message } from './number-check';

/**
 * How a photo is shrunk on the phone before it waits or is sent: at most 1600 px on its long side
 * (a reviewer reads a water level or a test strip at that size), JPEG, its quality lowered step by
 * step until it is about 200 KB; if the lowest quality is still too large, the size is lowered too,
 * down to 960 px. A few hundred KB a photo is what a 2G link can carry.
 */
export const PHOTO_TARGET = {
  longSide: 1600,
  bytes: 200_000,
  qualities: [0.82, 0.72, 0.62, 0.52, 0.42],
  smallestLongSide: 960,
  sideStep: 0.8,
} as const;

/**
 * The largest photo the phone will open, as the camera or gallery gives it: a 50-megapixel JPEG is
 * about this size, and decoding more would run a cheap phone out of memory. What is sent, the
 * shrunk copy, is far below the server's limit.
 */
export const ORIGINAL_PHOTO_MAX_BYTES = 20 * 1024 * 1024;

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;

/** Why a chosen file is refused before any work is done on it; null when it may be opened. */
export function photoRefusal(file: { type: string; name: string; size: number }): Message | null {
  // Some Android galleries give no type: the name decides then.
  const image = file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
  if (!image) return { key: 'practicalSubmissions.photo.notImage' };
  if (file.size > ORIGINAL_PHOTO_MAX_BYTES) {
    return { key: 'practicalSubmissions.photo.tooLarge', values: { megabytes: ORIGINAL_PHOTO_MAX_BYTES / (1024 * 1024) } };
  }
  return null;
}

export type Size = { width: number; height: number };

/** The size within `longSide` on the long side, in the same proportions; a smaller photo is never enlarged. */
export function fitWithin({ width, height }: Size, longSide: number): Size {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws the photo at a size and quality and answers the JPEG. */
export type Encode = (size: Size, quality: number) => Promise<Blob>;
export type Shrunk = { blob: Blob; width: number; height: number; quality: number };

/**
 * Encodes at the highest quality, then lower ones, until the JPEG is at most the target; then at
 * smaller sizes. Answers the first that fits, or the smallest tried when none does.
 */
export async function encodeUnderTarget(original: Size, encode: Encode, target = PHOTO_TARGET): Promise<Shrunk> {
  let longSide: number = target.longSide;
  let smallest: Shrunk | null = null;
  for (;;) {
    const size = fitWithin(original, longSide);
    for (const quality of target.qualities) {
      const blob = await encode(size, quality);
      if (!smallest || blob.size < smallest.blob.size) smallest = { blob, ...size, quality };
      if (blob.size <= target.bytes) return { blob, ...size, quality };
    }
    const next = Math.round(Math.max(size.width, size.height) * target.sideStep);
    if (next < target.smallestLongSide) return smallest ?? { blob: await encode(size, 0.42), ...size, quality: 0.42 };
    longSide = next;
  }
}

type Decoded = { source: CanvasImageSource; size: Size; close: () => void };

/** Opens the photo upright (the EXIF orientation applied), by createImageBitmap where the browser has it. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, size: { width: image.naturalWidth, height: image.naturalHeight }, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A canvas encoder: what it draws carries no metadata at all (no EXIF place, time or phone). */
function canvasEncoder(source: CanvasImageSource): Encode {
  const canvas = document.createElement('canvas');
  return (size, quality) =>
    new Promise<Blob>((resolve, reject) => {
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no 2D canvas'));
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, size.width, size.height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))), 'image/jpeg', quality);
    });
}

/** A JPEG's headers, where a camera writes its EXIF block (at most 64 KB, right after the start). */
const HEADER_BYTES = 128 * 1024;

/** When and where the camera says the photo was taken; nothing for a photo that does not say. */
export async function cameraFacts(file: Blob): Promise<ExifFacts | null> {
  try {
    const facts = readExif(jpegExifBlock(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer())));
    return hasExifFacts(facts) ? facts : null;
  } catch {
    return null;
  }
}

/**
 * The shrunk copy with the camera's time and place written back into it: the canvas drops all
 * metadata, and without its time a reviewer cannot tell a photo taken today from one taken last
 * year. Only those facts travel: not the phone's make, its serial number or the original's thumbnail.
 */
async function withCameraFacts(shrunk: Blob, facts: ExifFacts | null): Promise<Blob> {
  if (!facts) return shrunk;
  const bytes = withExifBlock(new Uint8Array(await shrunk.arrayBuffer()), exifBlock(facts));
  return new Blob([bytes], { type: 'image/jpeg' });
}

/** The photo shrunk as PHOTO_TARGET says, or null when the browser cannot open it (a HEIC in a browser without it). */
export async function shrinkPhoto(file: Blob): Promise<Shrunk | null> {
  const facts = await cameraFacts(file);
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return null;
  }
  try {
    const shrunk = await encodeUnderTarget(decoded.size, canvasEncoder(decoded.source));
    return { ...shrunk, blob: await withCameraFacts(shrunk.blob, facts) };
  } catch {
    return null;
  } finally {
    decoded.close();
  }
}
