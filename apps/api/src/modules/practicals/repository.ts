import { and, desc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { practicalPhotos, practicalSubmissions } from '../../db/schema.js';
import type { PracticalPhotoRow, PracticalSubmissionRow } from '../../db/rows.js';

export type NewSubmission = typeof practicalSubmissions.$inferInsert;
export type NewPhoto = typeof practicalPhotos.$inferInsert;
export type SubmissionWithPhotos = { submission: PracticalSubmissionRow; photos: PracticalPhotoRow[] };

async function withPhotos(db: Db, rows: PracticalSubmissionRow[]): Promise<SubmissionWithPhotos[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select()
    .from(practicalPhotos)
    .where(
      inArray(
        practicalPhotos.submissionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(practicalPhotos.position);
  return rows.map((submission) => ({ submission, photos: photos.filter((photo) => photo.submissionId === submission.id) }));
}

export async function findByKey(db: Db, userId: string, idempotencyKey: string): Promise<SubmissionWithPhotos | undefined> {
  const rows = await db
    .select()
    .from(practicalSubmissions)
    .where(and(eq(practicalSubmissions.userId, userId), eq(practicalSubmissions.idempotencyKey, idempotencyKey)));
  return (await withPhotos(db, rows))[0];
}

export async function findSubmission(db: Db, id: string): Promise<SubmissionWithPhotos | undefined> {
  const rows = await db.select().from(practicalSubmissions).where(eq(practicalSubmissions.id, id));
  return (await withPhotos(db, rows))[0];
}

/** The learner's submissions of a lesson, the latest first. */
export async function listOwn(db: Db, userId: string, lessonId: string): Promise<SubmissionWithPhotos[]> {
  const rows = await db
    .select()
    .from(practicalSubmissions)
    .where(and(eq(practicalSubmissions.userId, userId), eq(practicalSubmissions.lessonId, lessonId)))
    .orderBy(desc(practicalSubmissions.receivedAt))
    .limit(100);
  return withPhotos(db, rows);
}

/** Stores a submission and its photos in one transaction: both, or neither. */
export async function insertSubmission(db: Db, submission: NewSubmission, photos: NewPhoto[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(practicalSubmissions).values(submission);
    if (photos.length > 0) await tx.insert(practicalPhotos).values(photos);
  });
}

export type PhotoMatch = {
  photoSha256: string;
  otherPhotoId: string;
  otherSubmissionId: string;
  otherUserId: string;
  /** The same stored copy, byte for byte. */
  identical: boolean;
  distance: number;
};

/**
 * Photos of other submissions that are the same stored copy (any lesson), or whose difference
 * hash is within `maxBits` of one of these (among the lesson's photos, where a copied photo
 * matters and which an index finds).
 */
export async function matchingPhotos(
  db: Db,
  lessonId: string,
  photos: { sha256: string; differenceHash: bigint }[],
  maxBits: number,
): Promise<PhotoMatch[]> {
  const matches: PhotoMatch[] = [];
  for (const photo of photos) {
    const distance = sql<number>`bit_count((${practicalPhotos.differenceHash} # ${photo.differenceHash.toString()}::bigint)::bit(64))::int`;
    const rows = await db
      .select({
        id: practicalPhotos.id,
        submissionId: practicalPhotos.submissionId,
        sha256: practicalPhotos.sha256,
        userId: practicalSubmissions.userId,
        distance,
      })
      .from(practicalPhotos)
      .innerJoin(practicalSubmissions, eq(practicalSubmissions.id, practicalPhotos.submissionId))
      .where(
        sql`(${practicalPhotos.sha256} = ${photo.sha256} or (${practicalPhotos.lessonId} = ${lessonId} and ${distance} <= ${maxBits}))`,
      )
      .orderBy(distance)
      .limit(5);
    for (const row of rows)
      matches.push({
        photoSha256: photo.sha256,
        identical: row.sha256 === photo.sha256,
        otherPhotoId: row.id,
        otherSubmissionId: row.submissionId,
        otherUserId: row.userId,
        distance: Number(row.distance),
      });
  }
  return matches;
}

/** Other learners' submissions of the lesson whose place was taken within `minutes` and about `metres` (a box; the caller measures). */
export async function submissionsAround(
  db: Db,
  input: { lessonId: string; userId: string; latitude: number; longitude: number; at: Date; metres: number; minutes: number },
) {
  const latitudeSpan = input.metres / 111_000;
  const longitudeSpan = input.metres / (111_000 * Math.max(0.01, Math.cos((input.latitude * Math.PI) / 180)));
  const window = input.minutes * 60_000;
  return db
    .select({
      id: practicalSubmissions.id,
      userId: practicalSubmissions.userId,
      latitude: practicalSubmissions.latitude,
      longitude: practicalSubmissions.longitude,
      capturedAt: practicalSubmissions.placeCapturedAt,
    })
    .from(practicalSubmissions)
    .where(
      and(
        eq(practicalSubmissions.lessonId, input.lessonId),
        ne(practicalSubmissions.userId, input.userId),
        isNotNull(practicalSubmissions.placeCapturedAt),
        gte(practicalSubmissions.placeCapturedAt, new Date(input.at.getTime() - window)),
        lte(practicalSubmissions.placeCapturedAt, new Date(input.at.getTime() + window)),
        gte(practicalSubmissions.latitude, input.latitude - latitudeSpan),
        lte(practicalSubmissions.latitude, input.latitude + latitudeSpan),
        gte(practicalSubmissions.longitude, input.longitude - longitudeSpan),
        lte(practicalSubmissions.longitude, input.longitude + longitudeSpan),
      ),
    )
    .limit(50);
}
