import { createHash } from 'node:crypto';
import { VIDEO_QUALITIES, type OfflineItem, type VideoQuality } from '@jal/contracts';

/**
 * How an offline package is sized and versioned. Files are sized exactly; pages and JSON, which
 * are fetched fresh each time, are estimated. Each item's version changes exactly when its
 * content does, so a device fetches again only what moved; the package's version changes when
 * any item's does.
 */

/** A short, stable fingerprint of a text or file (16 hex digits of its SHA-256). */
export function shortHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** The bytes of a JSON answer in its envelope, as the API sends it (before compression). */
export function envelopeBytes(data: unknown): number {
  return Buffer.byteLength(JSON.stringify({ code: 200, message: 'Success', data }));
}

/** A video file with its smaller copies (quality and exact size of each one made). */
export type VideoFile = { id: string; sizeBytes: number; variants: { quality: string; sizeBytes: number }[] };

/**
 * The file of a video a download at `quality` fetches: the smaller copy when it was made, else
 * the original. Its version names the media and the quality actually served: media files never
 * change and their ids are never reused.
 */
export function videoItemAt(video: VideoFile, quality: VideoQuality, lessonId: string): OfflineItem {
  const copy = quality === 'original' ? undefined : video.variants.find((variant) => variant.quality === quality);
  const served = copy ? quality : 'original';
  return {
    url: copy ? `/api/v1/media/${video.id}?quality=${quality}` : `/api/v1/media/${video.id}`,
    kind: 'video',
    lessonId,
    sizeBytes: copy ? copy.sizeBytes : video.sizeBytes,
    version: `${video.id}:${served}`,
  };
}

/** A picture's copies are named `320w.webp`, `640w.jpeg`…: width and format. */
const IMAGE_COPY = /^(\d+)w\.(webp|jpeg|png)$/;

/**
 * An uploaded course image: its smallest copy when one was made (the only one a download keeps:
 * WebP where it is the smaller, as it nearly always is), else the picture itself.
 */
export function courseImageItem(file: VideoFile & { contentType: string }): OfflineItem {
  const copies = file.variants.filter((variant) => IMAGE_COPY.test(variant.quality)).sort((a, b) => a.sizeBytes - b.sizeBytes);
  const smallest = copies[0];
  const [, width, format] = IMAGE_COPY.exec(smallest?.quality ?? '') ?? [];
  if (!smallest || !width || !format) return mediaItem(file, 'image', null);
  const own = file.contentType === `image/${format}`;
  return {
    url: `/api/v1/media/${file.id}?width=${width}${own ? '' : `&format=${format}`}`,
    kind: 'image',
    lessonId: null,
    sizeBytes: smallest.sizeBytes,
    version: `${file.id}:${smallest.quality}`,
  };
}

/** Any other media file (captions, a document's PDF, an uploaded course image): exact size, versioned by its id. */
export function mediaItem(file: { id: string; sizeBytes: number }, kind: OfflineItem['kind'], lessonId: string | null): OfflineItem {
  return { url: `/api/v1/media/${file.id}`, kind, lessonId, sizeBytes: file.sizeBytes, version: file.id };
}

export const totalBytes = (items: OfflineItem[]) => items.reduce((sum, item) => sum + item.sizeBytes, 0);

/** Each lesson's share: the items that name it (its page, its JSON, its files), in the lessons' order. */
export function lessonSizes(lessonIds: string[], items: OfflineItem[]) {
  const sizes = new Map(lessonIds.map((lessonId) => [lessonId, 0]));
  for (const item of items)
    if (item.lessonId !== null && sizes.has(item.lessonId)) sizes.set(item.lessonId, (sizes.get(item.lessonId) ?? 0) + item.sizeBytes);
  return lessonIds.map((lessonId) => ({ lessonId, sizeBytes: sizes.get(lessonId) ?? 0 }));
}

/** The package's version: moves when any item is added, removed, or changes its URL or version. */
export function packageVersion(items: OfflineItem[]): string {
  return shortHash(items.map((item) => `${item.url} ${item.version}`).join('\n'));
}

/** The items at every quality (only videos differ), for the totals a learner chooses between. */
export function sizesByQuality(itemsAt: (quality: VideoQuality) => OfflineItem[]) {
  return VIDEO_QUALITIES.map((quality) => ({ quality, totalBytes: totalBytes(itemsAt(quality)) }));
}
