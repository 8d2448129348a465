import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageCopyWidth } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { MediaRow } from '../../db/rows.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import type { JobQueue } from '../jobs/service.js';
import {
  carriesMetadata,
  IMAGE_CONTENT_TYPES,
  imageCopyName,
  imageFormatOf,
  smallerCopies,
  withoutMetadata,
  type ImageCopy,
  type ImageFormat,
} from './image-copies.js';
import { findMedia, imagesLackingCopies, insertVariant, saveMediaSize } from './repository.js';

/** The media store's key of a picture's copy. */
export const imageCopyPath = (mediaId: string, width: ImageCopyWidth, format: ImageFormat) =>
  `variants/${mediaId}-${imageCopyName(width, format)}`;

/** Puts a picture's copies, made in a scratch folder, in the media store and records them. */
export async function storeImageCopies(db: Db, store: MediaStore, mediaId: string, copies: ImageCopy[]) {
  for (const copy of copies) {
    const storagePath = imageCopyPath(mediaId, copy.width, copy.format);
    await store.putFile(storagePath, copy.path);
    await insertVariant(db, {
      mediaId,
      quality: imageCopyName(copy.width, copy.format),
      storagePath,
      contentType: IMAGE_CONTENT_TYPES[copy.format],
      sizeBytes: copy.sizeBytes,
      durationSeconds: null,
    });
  }
}

/**
 * A picture uploaded before pictures lost their metadata on upload: stored again without it,
 * under the same key (the same picture, upright), and given its copies.
 */
async function prepareStoredImage(db: Db, store: MediaStore, row: MediaRow) {
  const format = imageFormatOf(row.contentType);
  if (!format) return;
  const source = await store.localFile(row.storagePath);
  if (!source) throw new Error(`media ${row.id} has no stored bytes`);
  const scratch = await scratchFolder();
  try {
    const dirty = await carriesMetadata(source.path);
    const picture = dirty ? join(scratch.path, `clean.${format}`) : source.path;
    const sizeBytes = dirty ? await withoutMetadata(source.path, picture, format) : row.sizeBytes;
    // The copies first: putting a file in the store moves it there.
    const copies = await smallerCopies(picture, scratch.path, format);
    if (dirty) await store.putFile(row.storagePath, picture);
    await storeImageCopies(db, store, row.id, copies);
    await saveMediaSize(db, row.id, sizeBytes);
  } finally {
    await Promise.all([source.release(), scratch.release()]);
  }
}

export const IMAGE_COPY_JOBS = { image: 'image-copies', missing: 'image-copies-missing' } as const;

/** What the rest of the server asks of pictures uploaded before their copies were made (`app.imageCopies`). */
export type ImageCopies = { addMissing(): Promise<void>; idle(): Promise<void> };

/**
 * Pictures uploaded before this version are stored again without their metadata and given their
 * copies on the job queue, once, at start-up (a picture too small for any copy is looked at on
 * each start, in a moment). New uploads get both before their answer.
 */
export function imageCopyJobs(options: { db: Db; jobs: JobQueue; mediaStore: MediaStore; log: FastifyBaseLogger }): ImageCopies {
  const { db, jobs, mediaStore } = options;
  jobs.define(IMAGE_COPY_JOBS.image, {
    maxAttempts: 3,
    run: async (job) => {
      const row = await findMedia(db, String(job.payload.mediaId));
      if (row) await prepareStoredImage(db, mediaStore, row);
    },
  });
  jobs.define(IMAGE_COPY_JOBS.missing, {
    run: async () => {
      const ids = await imagesLackingCopies(db);
      await jobs.add(
        db,
        ids.map((mediaId) => ({ kind: IMAGE_COPY_JOBS.image, payload: { mediaId }, dedupeKey: mediaId })),
      );
    },
  });
  return {
    addMissing: () => jobs.add(db, [{ kind: IMAGE_COPY_JOBS.missing, payload: {}, dedupeKey: 'all' }]),
    idle: () => jobs.idle(Object.values(IMAGE_COPY_JOBS)),
  };
}
