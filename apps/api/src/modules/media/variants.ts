import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { probeFileDuration } from '../../lib/media-duration.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import { SerialQueue } from '../../lib/serial-queue.js';
import {
  findVideoTools,
  makeVariantFile,
  VARIANT_QUALITIES,
  VARIANT_SETTINGS,
  videoHeight,
  type RunningCopy,
  type VariantQuality,
  type VideoTools,
} from '../../lib/video-variants.js';
import { findMedia, insertVariant, variantQualitiesOf, videosLackingVariants } from './repository.js';

export const NO_FFMPEG_MESSAGE = 'ffmpeg not found: videos are offered at their original quality only';

/** The media store's key of a video's copy. */
export const variantStoragePath = (mediaId: string, quality: VariantQuality) => `variants/${mediaId}-${quality}.mp4`;

export type VideoVariantsOptions = {
  db: Db;
  mediaStore: MediaStore;
  log: FastifyBaseLogger;
  /** Off: no copy is ever made (videos are offered as uploaded). */
  enabled: boolean;
  /** Finds ffmpeg; tests pass one that finds nothing. */
  findTools?: () => Promise<VideoTools | null>;
};

/**
 * Makes the 240p and 360p copies of videos in the background, one video at a time, after an
 * upload and at start-up for every video still lacking them. Rules:
 * - A copy is never enlarged: a video already at or below a copy's height gets no copy of that
 *   height, since the original is then as small a picture (the original is offered instead).
 * - A copy that comes out no smaller than the original is dropped, for the same reason.
 * - A failure is logged and leaves the original only; start-up tries again.
 */
export class VideoVariants {
  private tools: Promise<VideoTools | null> | undefined;
  private running: RunningCopy | undefined;
  private closing = false;
  private readonly queue: SerialQueue;

  constructor(private readonly options: VideoVariantsOptions) {
    this.queue = new SerialQueue((error) => {
      if (!this.closing) options.log.error({ err: error }, 'a smaller copy of a video could not be made: the original is offered');
    });
  }

  /** Queues the copies of one video (a new upload). */
  add(mediaId: string) {
    if (this.options.enabled) this.queue.add(() => this.makeCopies(mediaId));
  }

  /** Queues every video that lacks a copy (start-up). */
  addMissing() {
    if (!this.options.enabled) return;
    this.queue.add(async () => {
      if (!(await this.videoTools())) return;
      for (const mediaId of await videosLackingVariants(this.options.db, VARIANT_QUALITIES)) this.add(mediaId);
    });
  }

  /** Settles once every queued video is done. */
  idle() {
    return this.queue.idle();
  }

  /** Stops the copy in progress (its partial file is removed) and skips the rest: the server is closing. */
  async close() {
    this.closing = true;
    this.running?.stop();
    await this.queue.close();
  }

  /** ffmpeg, looked for once; its absence is logged once. */
  private videoTools(): Promise<VideoTools | null> {
    this.tools ??= (this.options.findTools ?? findVideoTools)().then((tools) => {
      if (!tools) this.options.log.warn(NO_FFMPEG_MESSAGE);
      return tools;
    });
    return this.tools;
  }

  private async makeCopies(mediaId: string) {
    const { db, mediaStore, log } = this.options;
    const tools = await this.videoTools();
    const row = await findMedia(db, mediaId);
    if (!tools || !row?.contentType.startsWith('video/') || this.closing) return;
    const made = await variantQualitiesOf(db, mediaId);
    // ffmpeg reads a file of this machine: the stored original, or a temporary copy of it.
    const source = await mediaStore.localFile(row.storagePath);
    if (!source) throw new Error(`media ${mediaId} has no stored bytes`);
    try {
      const height = await videoHeight(tools, source.path);
      if (height === null) throw new Error(`media ${mediaId} has no picture stream ffprobe can read`);
      const bitsPerSecond = await originalBitrate(source.path, row.contentType, row.sizeBytes);
      for (const quality of VARIANT_QUALITIES) {
        if (made.has(quality) || height <= VARIANT_SETTINGS[quality].height || this.closing) continue;
        // A copy whose sound alone is given more bits than the whole original uses would come out
        // no smaller (the demo videos, narrated at about 45 kbit/s): it is not encoded at all.
        if (bitsPerSecond !== null && bitsPerSecond <= kilobits(VARIANT_SETTINGS[quality].audioBitrate)) continue;
        try {
          await this.makeCopy(tools, row.id, row.sizeBytes, source.path, quality);
        } catch (error) {
          if (!this.closing)
            log.error({ err: error, mediaId, quality }, 'a smaller copy of a video could not be made: the original is offered');
        }
      }
    } finally {
      await source.release();
    }
  }

  private async makeCopy(tools: VideoTools, mediaId: string, originalBytes: number, source: string, quality: VariantQuality) {
    const storagePath = variantStoragePath(mediaId, quality);
    const scratch = await scratchFolder();
    try {
      const target = join(scratch.path, `${mediaId}-${quality}.mp4`);
      this.running = makeVariantFile(tools, source, target, quality);
      const sizeBytes = await this.running.done.finally(() => {
        this.running = undefined;
      });
      if (sizeBytes >= originalBytes) {
        this.options.log.info({ mediaId, quality }, 'the smaller copy came out no smaller than the original: the original is offered');
        return;
      }
      const durationSeconds = await probeFileDuration(target, 'video/mp4');
      await this.options.mediaStore.putFile(storagePath, target);
      await insertVariant(this.options.db, { mediaId, quality, storagePath, contentType: 'video/mp4', sizeBytes, durationSeconds });
    } finally {
      await scratch.release();
    }
  }
}

/** `64k` as bits per second. */
const kilobits = (rate: string) => Number.parseInt(rate, 10) * 1000;

/** The original's bits per second over its length, or null when its length cannot be read. */
async function originalBitrate(path: string, contentType: string, sizeBytes: number): Promise<number | null> {
  const seconds = await probeFileDuration(path, contentType);
  return seconds ? (sizeBytes * 8) / seconds : null;
}
