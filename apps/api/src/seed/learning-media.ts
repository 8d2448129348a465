import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mediaFiles } from '../db/schema.js';
import { assetsDir } from '../lib/assets-dir.js';
import { documentMedia, videoMedia } from './lesson-media.js';
import { videoFilename } from './video-files.js';

const VIDEO = 'video/mp4';
const CAPTIONS = 'text/vtt; charset=utf-8';
const PDF = 'application/pdf';

type SeedFile = { id: string; filename: string; contentType: string };

/**
 * Every media file made for the demo lessons (apps/api/assets/media, made by
 * scripts/demo-media): each video in English and in Hindi with captions in both, and each PDF.
 */
export const seedMediaFileList: SeedFile[] = [
  ...Object.values(videoMedia).flatMap(({ key, videoId, hindiVideoId, captionIds }) => [
    { id: videoId, filename: videoFilename(key, 'en'), contentType: VIDEO },
    { id: hindiVideoId, filename: videoFilename(key, 'hi'), contentType: VIDEO },
    { id: captionIds.en, filename: `${key}.en.vtt`, contentType: CAPTIONS },
    { id: captionIds.hi, filename: `${key}.hi.vtt`, contentType: CAPTIONS },
  ]),
  ...Object.values(documentMedia).map(({ key, id }) => ({ id, filename: `${key}.pdf`, contentType: PDF })),
];

const byId = (id: string) => seedMediaFileList.find((file) => file.id === id)!;
const firstVideo = Object.values(videoMedia)[0]!;
const firstDocument = Object.values(documentMedia)[0]!;

/** The first demo video, its captions and the first demo PDF, for tests that need one of each. */
export const SEED_MEDIA = {
  video: byId(firstVideo.videoId),
  captionsEn: byId(firstVideo.captionIds.en),
  captionsHi: byId(firstVideo.captionIds.hi),
  fieldGuide: byId(firstDocument.id),
} as const;

/** The first demo video's length: the player completes it at about 90 % of this. */
export const SEED_VIDEO_SECONDS = firstVideo.durationSeconds;

function sizeOf(path: string) {
  try {
    return statSync(path).size;
  } catch {
    throw new Error(`Seeded media file missing: ${path}. Build with apps/api/build.mjs (it copies apps/api/assets) or set JAL_ASSETS_DIR.`);
  }
}

/**
 * The rows of the seeded files. The project owns these files, so a row that exists already is
 * brought up to date (a database seeded before the demo media were remade points at the new files).
 */
export async function seedMediaFiles(db: Db) {
  const rows = seedMediaFileList.map((file) => ({
    ...file,
    sizeBytes: sizeOf(join(assetsDir(), 'media', file.filename)),
    storagePath: `asset:media/${file.filename}`,
  }));
  await db
    .insert(mediaFiles)
    .values(rows)
    .onConflictDoUpdate({
      target: mediaFiles.id,
      set: {
        filename: sql`excluded.filename`,
        contentType: sql`excluded.content_type`,
        sizeBytes: sql`excluded.size_bytes`,
        storagePath: sql`excluded.storage_path`,
      },
    });
}
