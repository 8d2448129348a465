import { z } from 'zod';

/** Video qualities a learner can download or play: the two smaller copies, or the file as uploaded. */
export const VIDEO_QUALITIES = ['240p', '360p', 'original'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];
export const videoQuality = z.enum(VIDEO_QUALITIES, { error: 'quality must be 240p, 360p or original.' });

/** A smaller copy of a video, for slow links and costly data. */
export const videoVariant = z.object({
  quality: videoQuality,
  /** API path below /api, e.g. /v1/media/{id}?quality=240p. */
  url: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type VideoVariant = z.infer<typeof videoVariant>;
