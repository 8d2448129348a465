import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PRACTICAL_LIMITS, readExif, type ExifFacts } from '@jal/contracts';
import { HttpError } from '../../lib/http-error.js';
import { imageSize, imageTooLargeMessage, MAX_IMAGE_PIXELS } from '../media/service.js';

/**
 * A practical's photos as they are kept: re-encoded by sharp into a JPEG at most 1600 px on its
 * longer side (a reviewer reads a tape or a colour card at that size) and a 320 px thumbnail for
 * the review queue, both upright and without any metadata; what the EXIF said of the time and the
 * place is read first and kept as data. The stored copy's SHA-256 and a 64-bit difference hash
 * find a photo sent before.
 */

// One libvips thread and no cache: photos are made while the same cores serve learners.
sharp.concurrency(1);
sharp.cache(false);

export const STORED_PHOTO_PIXELS = 1600;
export const THUMBNAIL_PIXELS = 320;

type PhotoKind = 'image/jpeg' | 'image/png' | 'image/webp';

const latin = (head: Buffer, from: number, to: number) => head.toString('latin1', from, to);

/** What the first bytes say the file is: a photo kind, a HEIC (named in the refusal), or nothing known. */
export function photoKindOf(head: Buffer): PhotoKind | 'heic' | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (latin(head, 0, 4) === 'RIFF' && latin(head, 8, 12) === 'WEBP') return 'image/webp';
  if (latin(head, 4, 8) === 'ftyp' && /^(heic|heix|hevc|mif1|msf1|avif)$/.test(latin(head, 8, 12))) return 'heic';
  return null;
}

export type PreparedPhoto = {
  path: string;
  thumbnailPath: string;
  sizeBytes: number;
  thumbnailSizeBytes: number;
  width: number;
  height: number;
  sha256: string;
  differenceHash: bigint;
  exif: ExifFacts;
};

const notAPicture = (photo: number, message: string) =>
  new HttpError(415, `Photo ${photo}: ${message}`).coded('PHOTO_NOT_A_PICTURE', { photo });

/** Refuses a photo as sent that is larger than the limit (413): checked while it streams in. */
export const photoTooLarge = (photo: number) =>
  new HttpError(413, `Photo ${photo} is larger than ${PRACTICAL_LIMITS.photoBytes / (1024 * 1024)} MB. Send a smaller photo.`).coded(
    'PHOTO_TOO_LARGE',
    { photo, megabytes: PRACTICAL_LIMITS.photoBytes / (1024 * 1024) },
  );

/**
 * Checks photo number `photo` (1 first) at `upload` by its content and its header's size, then
 * writes its stored copy and thumbnail to `target` and `thumbnailTarget`.
 */
export async function preparePhoto(upload: string, photo: number, target: string, thumbnailTarget: string): Promise<PreparedPhoto> {
  const file = await readFile(upload);
  const kind = photoKindOf(file.subarray(0, 16));
  if (kind === 'heic')
    throw notAPicture(photo, 'HEIC photos cannot be read here. Send a JPEG (most phones can save their photos as JPEG).');
  if (!kind) throw notAPicture(photo, 'this is not a JPEG, PNG or WebP picture.');
  const size = imageSize(file, kind);
  if (!size) throw notAPicture(photo, 'its header cannot be read.');
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new HttpError(413, `Photo ${photo}: ${imageTooLargeMessage(size)}`).coded('IMAGE_TOO_MANY_PIXELS', {
      width: size.width,
      height: size.height,
    });
  }
  const read = () => sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  try {
    const exif = readExif((await read().metadata()).exif);
    // Without withMetadata(), sharp writes no EXIF, XMP, IPTC or comment: only the pixels, turned upright.
    const stored = await read()
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: STORED_PHOTO_PIXELS, height: STORED_PHOTO_PIXELS, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(target);
    const thumbnail = await sharp(target)
      .resize({ width: THUMBNAIL_PIXELS, height: THUMBNAIL_PIXELS, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toFile(thumbnailTarget);
    return {
      path: target,
      thumbnailPath: thumbnailTarget,
      sizeBytes: stored.size,
      thumbnailSizeBytes: thumbnail.size,
      width: stored.width,
      height: stored.height,
      sha256: createHash('sha256')
        .update(await readFile(target))
        .digest('hex'),
      differenceHash: await differenceHash(target),
      exif,
    };
  } catch {
    throw notAPicture(photo, 'its picture data cannot be read.');
  }
}

/**
 * The 64-bit difference hash: the picture in grey at 9 × 8, each bit saying whether a pixel is
 * brighter than its right neighbour. A photo re-encoded, shrunk or lightly edited keeps most
 * bits; two different scenes differ in about half. Shrunk with a linear kernel: an average of each
 * cell, where Lanczos's ringing moved bits between two encodings of one photo. As a signed bigint (PostgreSQL's bigint).
 */
export async function differenceHash(path: string | Buffer): Promise<bigint> {
  const pixels = await sharp(path).greyscale().resize(9, 8, { fit: 'fill', kernel: 'linear' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | ((pixels[y * 9 + x] ?? 0) > (pixels[y * 9 + x + 1] ?? 0) ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** How many bits two difference hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (difference) {
    count += Number(difference & 1n);
    difference >>= 1n;
  }
  return count;
}
