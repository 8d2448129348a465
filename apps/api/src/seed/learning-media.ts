import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client.js';
import { mediaFiles } from '../db/schema.js';
import { assetsDir } from '../lib/assets-dir.js';

/**
 * Media files made for the project (apps/api/assets/media; see apps/api/scripts/learning-*):
 * fixed ids, so seeded lessons point at them and a re-seed finds them again.
 */
export const SEED_MEDIA = {
  video: { id: '3f6f2a10-5c1e-4b7a-9d2e-0a1b2c3d4e01', filename: 'watershed-intro.mp4', contentType: 'video/mp4' },
  captionsEn: { id: '3f6f2a10-5c1e-4b7a-9d2e-0a1b2c3d4e02', filename: 'watershed-intro.en.vtt', contentType: 'text/vtt; charset=utf-8' },
  captionsHi: { id: '3f6f2a10-5c1e-4b7a-9d2e-0a1b2c3d4e03', filename: 'watershed-intro.hi.vtt', contentType: 'text/vtt; charset=utf-8' },
  fieldGuide: { id: '3f6f2a10-5c1e-4b7a-9d2e-0a1b2c3d4e04', filename: 'field-guide.pdf', contentType: 'application/pdf' },
} as const;

/** The seeded video's length: the player completes it at about 90 % of this. */
export const SEED_VIDEO_SECONDS = 30;

function sizeOf(path: string) {
  try {
    return statSync(path).size;
  } catch {
    throw new Error(`Seeded media file missing: ${path}. Build with apps/api/build.mjs (it copies apps/api/assets) or set JAL_ASSETS_DIR.`);
  }
}

export async function seedMediaFiles(db: Db) {
  const rows = Object.values(SEED_MEDIA).map((file) => ({
    ...file,
    sizeBytes: sizeOf(join(assetsDir(), 'media', file.filename)),
    storagePath: `asset:media/${file.filename}`,
  }));
  await db.insert(mediaFiles).values(rows).onConflictDoNothing();
}
