import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { probeFileDuration } from '../../lib/media-duration.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import {
  findVideoTools,
  makeVariantFile,
  VARIANT_QUALITIES,
  VARIANT_SETTINGS,
  videoHeight,
  type VariantQuality,
  type VideoTools,
} from '../../lib/video-variants.js';
import type { JobQueue, JobRun } from '../jobs/service.js';
import { findMedia, insertVariant, variantQualitiesOf, videosLackingVariants } from './repository.js';

export const NO_FFMPEG_MESSAGE = 'ffmpeg not found: videos are offered at their original quality only';

/** The media store's key of a video's copy. */
export const variantStoragePath = (mediaId: string, quality: VariantQuality) => `variants/${mediaId}-${quality}.mp4`;

/** The job kinds: the copies of one video, and the list of videos lacking them that queues one each. */
export const VIDEO_COPY_JOBS = { video: 'video-copies', missing: 'video-copies-missing' } as const;

export type VideoVariantsOptions = {
  db: Db;
  jobs: JobQueue;
  mediaStore: MediaStore;
  log: FastifyBaseLogger;
  /** Off: no copy is ever made (videos are offered as uploaded). */
  enabled: boolean;
  /** Finds ffmpeg; tests pass one that finds nothing. */
  findTools?: () => Promise<VideoTools | null>;
};

/** What the rest of the server asks of video copies (`app.videoVariants`). */
export type VideoVariants = {
  /** Queues the copies of one video (a new upload). */
  add(mediaId: string): Promise<void>;
  /** Queues every video that lacks a copy (start-up). */
  addMissing(): Promise<void>;
  /** Settles once no video is waiting or being copied. */
  idle(): Promise<void>;
};

/**
 * Makes the 240p and 360p copies of videos on the job queue, one video at a time in a process,
 * after an upload and at start-up for every video still lacking them. Rules:
 * - A copy is never enlarged: a video already at or below a copy's height gets no copy of that
 *   height, since the original is then as small a picture (the original is offered instead).
 * - A copy that comes out no smaller than the original is dropped, for the same reason.
 * - A copy that fails is logged and leaves the original only; a video ffmpeg cannot read at all
 *   fails its job, which the queue tries again later and parks after its last try.
 */
export function videoCopyJobs(options: VideoVariantsOptions): VideoVariants {
  const { db, jobs, log } = options;
  let tools: Promise<VideoTools | null> | undefined;
  /** ffmpeg, looked for once; its absence is logged once. */
  const videoTools = () => {
    tools ??= (options.findTools ?? findVideoTools)().then((found) => {
      if (!found) log.warn(NO_FFMPEG_MESSAGE);
      return found;
    });
    return tools;
  };

  jobs.define(VIDEO_COPY_JOBS.video, {
    maxAttempts: 3,
    run: async (job) => {
      const found = await videoTools();
      if (found) await makeCopies(options, found, String(job.payload.mediaId), job);
    },
  });
  jobs.define(VIDEO_COPY_JOBS.missing, {
    run: async () => {
      if (!(await videoTools())) return;
      const mediaIds = await videosLackingVariants(db, VARIANT_QUALITIES);
      await jobs.add(
        db,
        mediaIds.map((mediaId) => ({ kind: VIDEO_COPY_JOBS.video, payload: { mediaId }, dedupeKey: mediaId })),
      );
    },
  });

  const queue = (kind: string, payload: Record<string, unknown>, dedupeKey: string) =>
    options.enabled ? jobs.add(db, [{ kind, payload, dedupeKey }]) : Promise.resolve();
  return {
    add: (mediaId) => queue(VIDEO_COPY_JOBS.video, { mediaId }, mediaId),
    addMissing: () => queue(VIDEO_COPY_JOBS.missing, {}, 'all'),
    idle: () => jobs.idle(Object.values(VIDEO_COPY_JOBS)),
  };
}

async function makeCopies(options: VideoVariantsOptions, tools: VideoTools, mediaId: string, job: JobRun) {
  const { db, mediaStore, log } = options;
  const row = await findMedia(db, mediaId);
  if (!row?.contentType.startsWith('video/')) return;
  const made = await variantQualitiesOf(db, mediaId);
  // ffmpeg reads a file of this machine: the stored original, or a temporary copy of it.
  const source = await mediaStore.localFile(row.storagePath);
  if (!source) throw new Error(`media ${mediaId} has no stored bytes`);
  try {
    const height = await videoHeight(tools, source.path);
    if (height === null) throw new Error(`media ${mediaId} has no picture stream ffprobe can read`);
    const bitsPerSecond = await originalBitrate(source.path, row.contentType, row.sizeBytes);
    for (const quality of VARIANT_QUALITIES) {
      job.signal.throwIfAborted();
      if (made.has(quality) || height <= VARIANT_SETTINGS[quality].height) continue;
      // A copy whose sound alone is given more bits than the whole original uses would come out
      // no smaller (the demo videos, narrated at about 45 kbit/s): it is not encoded at all.
      if (bitsPerSecond !== null && bitsPerSecond <= kilobits(VARIANT_SETTINGS[quality].audioBitrate)) continue;
      try {
        await makeCopy(options, tools, { id: row.id, sizeBytes: row.sizeBytes, path: source.path }, quality, job);
      } catch (error) {
        job.signal.throwIfAborted();
        log.error({ err: error, mediaId, quality }, 'a smaller copy of a video could not be made: the original is offered');
      }
    }
  } finally {
    await source.release();
  }
}

async function makeCopy(
  options: VideoVariantsOptions,
  tools: VideoTools,
  original: { id: string; sizeBytes: number; path: string },
  quality: VariantQuality,
  job: JobRun,
) {
  const storagePath = variantStoragePath(original.id, quality);
  const scratch = await scratchFolder();
  try {
    const target = join(scratch.path, `${original.id}-${quality}.mp4`);
    const running = makeVariantFile(tools, original.path, target, quality);
    // Closing the server stops ffmpeg; its partial file goes with the scratch folder.
    const stop = () => running.stop();
    job.signal.addEventListener('abort', stop);
    const sizeBytes = await running.done.finally(() => job.signal.removeEventListener('abort', stop));
    if (sizeBytes >= original.sizeBytes) {
      options.log.info(
        { mediaId: original.id, quality },
        'the smaller copy came out no smaller than the original: the original is offered',
      );
      return;
    }
    const durationSeconds = await probeFileDuration(target, 'video/mp4');
    await options.mediaStore.putFile(storagePath, target);
    await insertVariant(options.db, { mediaId: original.id, quality, storagePath, contentType: 'video/mp4', sizeBytes, durationSeconds });
  } finally {
    await scratch.release();
  }
}

/** `64k` as bits per second. */
const kilobits = (rate: string) => Number.parseInt(rate, 10) * 1000;

/** The original's bits per second over its length, or null when its length cannot be read. */
async function originalBitrate(path: string, contentType: string, sizeBytes: number): Promise<number | null> {
  const seconds = await probeFileDuration(path, contentType);
  return seconds ? (sizeBytes * 8) / seconds : null;
}
