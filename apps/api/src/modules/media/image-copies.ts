import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_COPY_WIDTHS, type ImageCopyWidth } from '@jal/contracts';
import { MAX_IMAGE_PIXELS } from './image-size.js';

/**
 * Uploaded photos made fit for phones with sharp (libvips): a picture that carries EXIF, XMP,
 * IPTC or comments (a phone's photo says where and when it was taken) is stored without them,
 * turned upright by its EXIF orientation first (one that carries none is kept as uploaded, with
 * no loss from encoding it again); and smaller copies at the widths the pages show course
 * pictures at, in WebP (a third to a half of a JPEG's bytes) and in the upload's own format for
 * the browsers without WebP. sharp only ever sees a file whose header passed the checks of
 * media/image-size.ts (at most 16 megapixels), and refuses more pixels itself as well.
 */

// One libvips thread and no cache: the pictures are made while the same cores serve learners.
sharp.concurrency(1);
sharp.cache(false);

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const FORMATS: Record<string, ImageFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The format sharp writes for a content type (null for anything but a photo). */
export const imageFormatOf = (contentType: string): ImageFormat | null => FORMATS[contentType] ?? null;

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The name of a copy among a media file's variants, e.g. `320w.webp`. */
export const imageCopyName = (width: ImageCopyWidth, format: ImageFormat) => `${width}w.${format}`;

const readImage = (path: string) => sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();

/** Each format's encoder: photos at a quality a phone's screen does not tell from the original. */
function encode(image: Sharp, format: ImageFormat, whole: boolean): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: whole ? 90 : 80, mozjpeg: true });
  if (format === 'png') return image.png({ compressionLevel: 9, palette: !whole });
  return image.webp({ quality: whole ? 90 : 75, effort: 4 });
}

/**
 * Whether a picture says more than its pixels: EXIF (a phone's photo carries the place and time it
 * was taken, and the phone), XMP, IPTC or text comments, or an EXIF orientation to be applied. A
 * colour profile alone is kept: it says nothing of the person, and removing it shifts the colours.
 */
export async function carriesMetadata(source: string): Promise<boolean> {
  const { exif, xmp, iptc, comments, orientation = 1 } = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  return Boolean(exif ?? xmp ?? iptc) || (comments?.length ?? 0) > 0 || orientation !== 1;
}

/** The picture at `source`, upright and without metadata, written to `target` in its own format. Its size in bytes. */
export async function withoutMetadata(source: string, target: string, format: ImageFormat): Promise<number> {
  await encode(readImage(source), format, true).toFile(target);
  return (await stat(target)).size;
}

/** Decodes the whole picture, so one whose header is right but whose data is not is refused. */
export async function decodesWhole(source: string): Promise<void> {
  await readImage(source).stats();
}

export type ImageCopy = { width: ImageCopyWidth; format: ImageFormat; path: string; sizeBytes: number };

/**
 * The smaller copies of the picture at `source` (already without metadata) in `folder`: at each
 * width narrower than the picture itself (never enlarged), in WebP and in `format`. A copy that
 * comes out no smaller than the picture is left out: the picture itself is then as small. A
 * picture too narrow for any copy is still decoded whole once, so that its data is known good.
 */
export async function smallerCopies(source: string, folder: string, format: ImageFormat): Promise<ImageCopy[]> {
  const { width = 0 } = await readImage(source).metadata();
  const sourceBytes = (await stat(source)).size;
  const copies: ImageCopy[] = [];
  if (!IMAGE_COPY_WIDTHS.some((candidate) => candidate < width)) await decodesWhole(source);
  for (const copyWidth of IMAGE_COPY_WIDTHS.filter((candidate) => candidate < width)) {
    for (const copyFormat of [...new Set<ImageFormat>(['webp', format])]) {
      const path = join(folder, imageCopyName(copyWidth, copyFormat));
      await encode(readImage(source).resize({ width: copyWidth }), copyFormat, false).toFile(path);
      const sizeBytes = (await stat(path)).size;
      if (sizeBytes < sourceBytes) copies.push({ width: copyWidth, format: copyFormat, path, sizeBytes });
    }
  }
  return copies;
}
