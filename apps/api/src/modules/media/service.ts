import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ImageCopyWidth, VideoQuality } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { MediaRow } from '../../db/rows.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { probeFileDuration } from '../../lib/media-duration.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import { ACCEPTED, FILE_TYPES, safeFilename, type FileType } from './file-types.js';
import { asMalformedUpload, NOT_MULTIPART_MESSAGE } from './multipart-errors.js';
import { refuseOversizedImage } from './image-size.js';
import { carriesMetadata, imageCopyName, imageFormatOf, smallerCopies, withoutMetadata, type ImageCopy } from './image-copies.js';
import { storeImageCopies } from './image-variants.js';
import { refuseActivePdf } from './pdf-safety.js';
import { writePart } from './write-part.js';
import { findVariant, insertMedia, usedByPublishedCourse } from './repository.js';
import type { VideoVariants } from './variants.js';

const PUBLIC_TTL_MS = 60_000;

/**
 * Whether a file is public: a published course uses it (a lesson's content or the course image).
 * A yes is remembered for a minute, since a video is fetched in many range requests, and forgotten
 * at every change to what visitors see (in every process, through the public cache's
 * invalidations), so the files of a course taken down stop being served at once.
 */
export function publicMediaCheck(db: Db) {
  const publicUntil = new Map<string, number>();
  return {
    async isPublic(id: string): Promise<boolean> {
      const until = publicUntil.get(id);
      if (until && until > Date.now()) return true;
      const found = await usedByPublishedCourse(db, id);
      if (found) {
        if (publicUntil.size > 5000) publicUntil.clear();
        publicUntil.set(id, Date.now() + PUBLIC_TTL_MS);
      }
      return found;
    },
    forget: () => publicUntil.clear(),
  };
}

type ServedFile = Pick<MediaRow, 'filename' | 'contentType' | 'sizeBytes' | 'storagePath'>;

/** A picture's smaller copy a page asks for: a width, in WebP or (without `format`) in the picture's own format. */
export type ImageCopyAsked = { width: ImageCopyWidth; format: 'webp' | undefined };

/**
 * The file to send: a video's smaller copy at a quality, or a picture's at a width, when it was
 * made (named like the original with the copy added), else the original, which then only stands
 * in for the copy.
 */
export async function fileAtQuality(
  db: Db,
  row: MediaRow,
  quality: VideoQuality | undefined,
  image?: ImageCopyAsked,
): Promise<{ file: ServedFile; standIn: boolean }> {
  const format = imageFormatOf(row.contentType);
  if (image && format) {
    const name = imageCopyName(image.width, image.format ?? format);
    const copy = await findVariant(db, row.id, name);
    if (!copy) return { file: row, standIn: row.preparedAt === null };
    return { file: { ...copy, filename: row.filename.replace(/(\.[^.]*)?$/, `-${name}`) }, standIn: false };
  }
  if (!quality || quality === 'original' || !row.contentType.startsWith('video/')) return { file: row, standIn: false };
  const variant = await findVariant(db, row.id, quality);
  if (!variant) return { file: row, standIn: true };
  return { file: { ...variant, filename: row.filename.replace(/(\.[^.]*)?$/, `-${quality}.mp4`) }, standIn: false };
}

const tooLarge = (limit: number, label: string) =>
  new HttpError(
    413,
    `The file is too large: ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} may be at most ${Math.round(limit / (1024 * 1024))} MB.`,
  );

const contentMismatch = (extension: string, label: string) =>
  new HttpError(415, `The file's content is not a ${extension} ${label}.`).coded('FILE_CONTENT_MISMATCH', { extension });

/**
 * Streams the `file` part to a temporary file, checking type and size as it arrives; once the
 * whole file passed every check it goes to the media store. A video's smaller copies are then
 * made in the background.
 */
export async function receiveUpload(
  db: Db,
  store: MediaStore,
  request: FastifyRequest,
  userId: string,
  variants: VideoVariants,
): Promise<MediaRow> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const part = await request.file().catch((error: unknown) => {
    throw asMalformedUpload(error);
  });
  if (!part || part.fieldname !== 'file') throw badRequest('Send the file in a field named file.');
  const extension = extname(part.filename).slice(1).toLowerCase();
  const type = FILE_TYPES[extension];
  if (!type) {
    part.file.resume();
    throw new HttpError(415, `This kind of file cannot be uploaded. Upload ${ACCEPTED}.`);
  }
  const id = randomUUID();
  const storagePath = `${id}.${extension === 'jpeg' ? 'jpg' : extension}`;
  const scratch = await scratchFolder();
  try {
    return await checkAndStore({ db, store, part, type, extension, id, storagePath, userId, variants }, join(scratch.path, storagePath));
  } finally {
    await scratch.release();
  }
}

type Upload = {
  db: Db;
  store: MediaStore;
  part: MultipartFile;
  type: FileType;
  extension: string;
  id: string;
  storagePath: string;
  userId: string;
  variants: VideoVariants;
};

async function checkAndStore(upload: Upload, target: string): Promise<MediaRow> {
  const { db, store, part, type, extension, id, storagePath, userId, variants } = upload;
  const { size, head } = await writePart(part, target, {
    maxBytes: type.maxBytes,
    tooLarge: () => tooLarge(type.maxBytes, type.label),
    checkHead: (first) => (type.matches(first) ? undefined : contentMismatch(extension, type.label)),
  });
  if (size === 0) throw badRequest('The file is empty.').coded('FILE_EMPTY');
  if (!type.matches(head)) throw contentMismatch(extension, type.label);
  try {
    if (type.contentType === 'application/pdf') await refuseActivePdf(target);
    if (type.contentType.startsWith('image/')) await refuseOversizedImage(target, type.contentType, extension);
  } catch (error) {
    throw asMalformedUpload(error);
  }
  // A picture is decoded only now, once its header passed the checks above.
  const picture = imageFormatOf(type.contentType) ? await preparePicture(target, type.contentType, extension) : null;
  const stored = picture?.path ?? target;
  // Read from the file once, so completing a video never depends on a length a player reports.
  const durationSeconds = await probeFileDuration(stored, type.contentType);
  await store.putFile(storagePath, stored);
  let row: MediaRow;
  try {
    row = await insertMedia(db, {
      id,
      filename: safeFilename(part.filename),
      contentType: type.contentType,
      sizeBytes: picture?.sizeBytes ?? size,
      storagePath,
      uploadedBy: userId,
      durationSeconds,
      preparedAt: picture ? new Date() : null,
    });
  } catch (error) {
    // No row, no file: a file nobody can name would only fill the store.
    await store.delete(storagePath).catch(() => {});
    throw error;
  }
  if (picture) await storeImageCopies(db, store, row.id, picture.copies);
  if (row.contentType.startsWith('video/')) await variants.add(row.id);
  return row;
}

/**
 * An uploaded picture as it is kept: upright, without its metadata (as uploaded when it carries
 * none), with its smaller copies, all in the upload's scratch folder. A picture whose header passed but whose image data cannot be
 * decoded is refused as not being what it says (415).
 */
async function preparePicture(
  upload: string,
  contentType: string,
  extension: string,
): Promise<{ path: string; sizeBytes: number; copies: ImageCopy[] }> {
  const format = imageFormatOf(contentType);
  if (!format) throw new Error(`${contentType} is not a picture`);
  const folder = join(dirname(upload), 'picture');
  await mkdir(folder, { recursive: true });
  try {
    const path = (await carriesMetadata(upload)) ? join(folder, `clean.${format}`) : upload;
    const sizeBytes = path === upload ? (await stat(upload)).size : await withoutMetadata(upload, path, format);
    return { path, sizeBytes, copies: await smallerCopies(path, folder, format) };
  } catch {
    throw contentMismatch(extension, 'image');
  }
}

// What field practicals check of a photo before decoding it: the same header read and pixel bound as an upload's.
export { imageSize, imageTooLargeMessage, MAX_IMAGE_PIXELS } from './image-size.js';
export { asMalformedUpload } from './multipart-errors.js';
export { writePart } from './write-part.js';

// What other modules read of the media files: the player's and the offline package's files with
// their smaller copies, which ids a course names exist, and a video's length once read.
export {
  existingMediaIds,
  findMedia,
  mediaFilesByIds,
  mediaWithVariants,
  saveMediaDuration,
  type MediaWithVariants,
} from './repository.js';
