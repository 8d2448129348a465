import { and, eq, inArray, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, insertedRow, rowsOf } from '../../db/queries.js';
import type { MediaRow, MediaVariantRow, NewMediaRow } from '../../db/rows.js';
import { mediaFiles, mediaVariants } from '../../db/schema.js';

export function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  return firstRow(db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1));
}

/** Media files by id (those that exist). */
export async function mediaFilesByIds(db: Db, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
}

/** Which of these media file ids exist. */
export async function existingMediaIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Keeps a video's length read from its file, so it is read once (files never change). */
export async function saveMediaDuration(db: Db, mediaId: string, durationSeconds: number) {
  await db.update(mediaFiles).set({ durationSeconds }).where(eq(mediaFiles.id, mediaId));
}

/** A picture stored again without its metadata: its new size, and when it was prepared. */
export async function saveMediaSize(db: Db, mediaId: string, sizeBytes: number) {
  await db.update(mediaFiles).set({ sizeBytes, preparedAt: new Date() }).where(eq(mediaFiles.id, mediaId));
}

/** Pictures uploaded before they lost their metadata and got their copies on upload, oldest first. */
export async function imagesLackingCopies(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(like(mediaFiles.contentType, 'image/%'), isNull(mediaFiles.preparedAt)))
    .orderBy(mediaFiles.createdAt);
  return rows.map((row) => row.id);
}

export function insertMedia(db: Db, values: NewMediaRow): Promise<MediaRow> {
  return insertedRow(db.insert(mediaFiles).values(values).returning(), 'the upload was not recorded');
}

/**
 * Whether a published course uses the file: in a lesson's content (found through the index of
 * the ids each lesson names, not by reading the lessons) or as the course image.
 */
export async function usedByPublishedCourse(db: Db, id: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`
    select 1 as found from lessons l
    join course_modules m on m.id = l.module_id
    join courses c on c.id = m.course_id
    where c.status = 'published' and jal_uuids_in(l.content::text) @> array[${id.toLowerCase()}]::text[]
    union all
    select 1 from courses c where c.status = 'published' and position(${id} in coalesce(c.image, '')) > 0
    limit 1`,
  );
  return rows.length > 0;
}

/** The smaller copy of a video at one quality, when it was made. */
export function findVariant(db: Db, mediaId: string, quality: string): Promise<MediaVariantRow | undefined> {
  return firstRow(
    db
      .select()
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.quality, quality)))
      .limit(1),
  );
}

/** The qualities already made for a video. */
export async function variantQualitiesOf(db: Db, mediaId: string): Promise<Set<string>> {
  const rows = await db.select({ quality: mediaVariants.quality }).from(mediaVariants).where(eq(mediaVariants.mediaId, mediaId));
  return new Set(rows.map((row) => row.quality));
}

/** Video files with fewer smaller copies than `qualities` (some may never get them: too small already). */
export async function videosLackingVariants(db: Db, qualities: string[]): Promise<string[]> {
  const made = db
    .select({ mediaId: mediaVariants.mediaId })
    .from(mediaVariants)
    .where(inArray(mediaVariants.quality, qualities))
    .groupBy(mediaVariants.mediaId)
    .having(sql`count(*) >= ${qualities.length}`);
  const rows = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(like(mediaFiles.contentType, 'video/%'), notInArray(mediaFiles.id, made)))
    .orderBy(mediaFiles.createdAt);
  return rows.map((row) => row.id);
}

export async function insertVariant(db: Db, values: Omit<MediaVariantRow, 'createdAt'>) {
  await db.insert(mediaVariants).values(values).onConflictDoNothing();
}

export type VariantSize = { quality: string; sizeBytes: number };
export type MediaWithVariants = MediaRow & { variants: VariantSize[] };

/**
 * Media files by id with their smaller copies' qualities and sizes, in one query (a lesson's
 * video and captions, or every file of a course). The copies are aggregated in SQL written out,
 * where the builder would drop the table names.
 */
export async function mediaWithVariants(db: Db, ids: string[]): Promise<MediaWithVariants[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      file: mediaFiles,
      variants: sql<
        [string, number][] | string
      >`(select coalesce(json_agg(json_build_array(v.quality, v.size_bytes)), '[]'::json) from media_variants v where v.media_id = media_files.id)`,
    })
    .from(mediaFiles)
    .where(inArray(mediaFiles.id, ids));
  return rows.map(({ file, variants }) => {
    // PGlite hands json back parsed; a driver may send the text.
    const pairs = typeof variants === 'string' ? (JSON.parse(variants) as [string, number][]) : variants;
    return { ...file, variants: pairs.map(([quality, sizeBytes]) => ({ quality, sizeBytes })) };
  });
}
