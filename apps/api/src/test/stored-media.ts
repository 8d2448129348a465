import { readdirSync } from 'node:fs';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mediaChunks, mediaObjects } from '../db/schema.js';

/**
 * What the media store holds, whichever it is: the files under `mediaDir` (the embedded
 * database's store) and the objects in the database (PostgreSQL's), with the chunks no object
 * names (left by a write that did not finish).
 */
export async function storedMedia(db: Db, mediaDir: string): Promise<{ keys: string[]; strayChunks: number }> {
  let files: string[] = [];
  try {
    files = readdirSync(mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(mediaDir.length + 1)}/${entry.name}`.replace(/^\//, ''));
  } catch {
    // No folder: nothing was stored in it.
  }
  const objects = await db.select({ key: mediaObjects.key, blob: mediaObjects.blob }).from(mediaObjects);
  const named = new Set(objects.map((object) => object.blob));
  const chunks = await db.select({ blob: mediaChunks.blob }).from(mediaChunks).where(isNotNull(mediaChunks.blob));
  return {
    keys: [...files, ...objects.map((object) => object.key)].sort(),
    strayChunks: chunks.filter((chunk) => !named.has(chunk.blob)).length,
  };
}
