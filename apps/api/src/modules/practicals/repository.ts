import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PracticalMark, PracticalSubmissionState } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import {
  batchMembers,
  courses,
  lessons,
  practicalPhotos,
  practicalSubmissions,
  practicalUploads,
  users,
  type UploadPiece,
} from '../../db/schema.js';
import type { PracticalPhotoRow, PracticalSubmissionRow, PracticalUploadRow } from '../../db/rows.js';

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

// ---------------------------------------------------------------------------------------------
// Reviews

/** Which submissions a reviewer sees: everyone's (administrators) or one organization's. */
export type ReviewScope = 'everyone' | { organizationId: string };

export type QueueFilter = {
  state: PracticalSubmissionState;
  courseId?: string;
  batchId?: string;
  flag?: string;
  page: number;
  limit: number;
};

const inScope = (scope: ReviewScope): SQL | undefined =>
  scope === 'everyone' ? undefined : eq(practicalSubmissions.organizationId, scope.organizationId);

/**
 * A page of the queue, oldest first, with the learner's name and the course's and lesson's
 * titles in the same query (an index on organization, state and arrival finds the page).
 */
export async function queuePage(db: Db, scope: ReviewScope, filter: QueueFilter) {
  const where = and(
    eq(practicalSubmissions.state, filter.state),
    inScope(scope),
    filter.courseId ? eq(practicalSubmissions.courseId, filter.courseId) : undefined,
    filter.batchId
      ? sql`exists (select 1 from ${batchMembers} where ${batchMembers.batchId} = ${filter.batchId} and ${batchMembers.userId} = ${practicalSubmissions.userId})`
      : undefined,
    filter.flag ? sql`${practicalSubmissions.signals} -> 'flags' @> ${JSON.stringify([filter.flag])}::jsonb` : undefined,
  );
  const rows = await db
    .select({
      id: practicalSubmissions.id,
      userId: practicalSubmissions.userId,
      learnerName: users.name,
      courseId: practicalSubmissions.courseId,
      courseTitle: courses.title,
      courseTitleTranslations: courses.titleTranslations,
      lessonId: practicalSubmissions.lessonId,
      lessonTitle: lessons.title,
      lessonTitleTranslations: lessons.titleTranslations,
      receivedAt: practicalSubmissions.receivedAt,
      submittedAt: practicalSubmissions.submittedAt,
      state: practicalSubmissions.state,
      signals: practicalSubmissions.signals,
      photoCount: sql<number>`(select count(*) from ${practicalPhotos} where ${practicalPhotos.submissionId} = ${practicalSubmissions.id})::int`,
      hasVoiceNote: isNotNull(practicalSubmissions.voiceStoragePath),
      score: practicalSubmissions.score,
      version: practicalSubmissions.version,
    })
    .from(practicalSubmissions)
    .innerJoin(users, eq(users.id, practicalSubmissions.userId))
    .innerJoin(courses, eq(courses.id, practicalSubmissions.courseId))
    .innerJoin(lessons, eq(lessons.id, practicalSubmissions.lessonId))
    .where(where)
    .orderBy(asc(practicalSubmissions.receivedAt), asc(practicalSubmissions.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [counted] = await db.select({ total: count() }).from(practicalSubmissions).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

const reviewer = alias(users, 'reviewer');

/** What a reviewer reads beside the submission: the learner, the course, the lesson (with its content) and who reviewed it last. */
export async function reviewContext(db: Db, submission: PracticalSubmissionRow) {
  const [row] = await db
    .select({
      learner: { id: users.id, name: users.name, email: users.email, organizationId: users.organizationId },
      course: { id: courses.id, slug: courses.slug, title: courses.title, titleTranslations: courses.titleTranslations },
      lesson: { id: lessons.id, title: lessons.title, titleTranslations: lessons.titleTranslations, content: lessons.content },
      reviewerName: reviewer.name,
    })
    .from(practicalSubmissions)
    .innerJoin(users, eq(users.id, practicalSubmissions.userId))
    .innerJoin(courses, eq(courses.id, practicalSubmissions.courseId))
    .innerJoin(lessons, eq(lessons.id, practicalSubmissions.lessonId))
    .leftJoin(reviewer, eq(reviewer.id, practicalSubmissions.reviewedBy))
    .where(eq(practicalSubmissions.id, submission.id));
  return row;
}

export type ReviewWrite = {
  state: 'accepted' | 'returned';
  marks: PracticalMark[];
  score: number;
  feedback: string | null;
  reviewedBy: string;
  reviewedAt: Date;
};

/**
 * Writes a review only if the submission is still at `version` (compare and set): the row
 * written, or undefined when another review came first and nothing was written.
 */
export async function writeReview(db: Db, id: string, version: number, review: ReviewWrite): Promise<PracticalSubmissionRow | undefined> {
  const [row] = await db
    .update(practicalSubmissions)
    .set({ ...review, version: sql`${practicalSubmissions.version} + 1` })
    .where(and(eq(practicalSubmissions.id, id), eq(practicalSubmissions.version, version)))
    .returning();
  return row;
}

/** The learner's submission of the lesson that waits for review or stands accepted, if any. */
export async function openSubmission(db: Db, userId: string, lessonId: string) {
  const [row] = await db
    .select({ id: practicalSubmissions.id, state: practicalSubmissions.state })
    .from(practicalSubmissions)
    .where(
      and(
        eq(practicalSubmissions.userId, userId),
        eq(practicalSubmissions.lessonId, lessonId),
        inArray(practicalSubmissions.state, ['submitted', 'accepted']),
      ),
    )
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Uploads sent in pieces

export type NewUpload = typeof practicalUploads.$inferInsert;

export async function insertUpload(db: Db, upload: NewUpload): Promise<PracticalUploadRow> {
  const [row] = await db.insert(practicalUploads).values(upload).returning();
  if (!row) throw new Error('an upload was not inserted');
  return row;
}

/** The caller's upload of this id; another learner's is not found. */
export async function findUpload(db: Db, userId: string, id: string): Promise<PracticalUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(practicalUploads)
    .where(and(eq(practicalUploads.id, id), eq(practicalUploads.userId, userId)));
  return row;
}

export async function findUploads(db: Db, userId: string, ids: string[]): Promise<PracticalUploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(practicalUploads)
    .where(and(inArray(practicalUploads.id, ids), eq(practicalUploads.userId, userId)));
}

/**
 * Adds a piece only if the upload still holds `offset` bytes (compare and set): of two pieces
 * sent for the same place at once, one is kept. The row as written, or undefined when nothing was.
 */
export async function addPiece(
  db: Db,
  input: { id: string; userId: string; offset: number; piece: UploadPiece; at: Date },
): Promise<PracticalUploadRow | undefined> {
  const [row] = await db
    .update(practicalUploads)
    .set({
      receivedBytes: sql`${practicalUploads.receivedBytes} + ${input.piece.bytes}`,
      pieces: sql`${practicalUploads.pieces} || ${JSON.stringify([input.piece])}::jsonb`,
      updatedAt: input.at,
    })
    .where(
      and(
        eq(practicalUploads.id, input.id),
        eq(practicalUploads.userId, input.userId),
        eq(practicalUploads.receivedBytes, input.offset),
        sql`${practicalUploads.receivedBytes} + ${input.piece.bytes} <= ${practicalUploads.sizeBytes}`,
      ),
    )
    .returning();
  return row;
}

/** Empties an upload that still holds exactly `pieces` (compare and set); whether it did. */
export async function emptyUpload(db: Db, id: string, pieces: UploadPiece[], at: Date): Promise<boolean> {
  const rows = await db
    .update(practicalUploads)
    .set({ receivedBytes: 0, pieces: [], updatedAt: at })
    .where(and(eq(practicalUploads.id, id), sql`${practicalUploads.pieces} = ${JSON.stringify(pieces)}::jsonb`))
    .returning({ id: practicalUploads.id });
  return rows.length > 0;
}

/** Deletes the caller's uploads of these ids; the pieces they held, for their bytes to be removed. */
export async function deleteUploads(db: Db, userId: string, ids: string[]): Promise<UploadPiece[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(practicalUploads)
    .where(and(inArray(practicalUploads.id, ids), eq(practicalUploads.userId, userId)))
    .returning({ pieces: practicalUploads.pieces });
  return rows.flatMap((row) => row.pieces);
}

/** Deletes the learner's uploads beyond the `keep` most recently added to; the pieces they held. */
export async function deleteBeyond(db: Db, userId: string, keep: number): Promise<UploadPiece[]> {
  const newest = db
    .select({ id: practicalUploads.id })
    .from(practicalUploads)
    .where(eq(practicalUploads.userId, userId))
    .orderBy(desc(practicalUploads.updatedAt), desc(practicalUploads.createdAt))
    .limit(keep);
  const rows = await db
    .delete(practicalUploads)
    .where(and(eq(practicalUploads.userId, userId), notInArray(practicalUploads.id, newest)))
    .returning({ pieces: practicalUploads.pieces });
  return rows.flatMap((row) => row.pieces);
}

/** Deletes up to `limit` uploads no piece reached since `before`; the pieces they held. */
export async function deleteIdleSince(db: Db, before: Date, limit: number): Promise<{ count: number; pieces: UploadPiece[] }> {
  const idle = db.select({ id: practicalUploads.id }).from(practicalUploads).where(lt(practicalUploads.updatedAt, before)).limit(limit);
  const rows = await db
    .delete(practicalUploads)
    .where(and(inArray(practicalUploads.id, idle), lt(practicalUploads.updatedAt, before)))
    .returning({ pieces: practicalUploads.pieces });
  return { count: rows.length, pieces: rows.flatMap((row) => row.pieces) };
}

// One learner's submissions as a whole: "Download my data" and the erasure of an account

/** Everything the learner sent, oldest first, with its course's and lesson's titles and the lesson's content (its labels), and the photos. */
export async function learnerSubmissions(db: Db, userId: string) {
  const rows = await db
    .select({ submission: practicalSubmissions, course: courses.title, lesson: lessons.title, content: lessons.content })
    .from(practicalSubmissions)
    .innerJoin(courses, eq(courses.id, practicalSubmissions.courseId))
    .innerJoin(lessons, eq(lessons.id, practicalSubmissions.lessonId))
    .where(eq(practicalSubmissions.userId, userId))
    .orderBy(asc(practicalSubmissions.receivedAt));
  const photos = rows.length
    ? await db
        .select()
        .from(practicalPhotos)
        .where(
          inArray(
            practicalPhotos.submissionId,
            rows.map((row) => row.submission.id),
          ),
        )
        .orderBy(asc(practicalPhotos.position))
    : [];
  return { rows, photos };
}

/**
 * Deletes the learner's submissions (their photos' rows go with them) and the uploads they had
 * begun; answers the media keys of every file they stored, the pieces of half-sent files included.
 */
export async function deleteLearnerSubmissions(db: Db, userId: string): Promise<string[]> {
  const uploads = await db
    .delete(practicalUploads)
    .where(eq(practicalUploads.userId, userId))
    .returning({ pieces: practicalUploads.pieces });
  const photoFiles = await db
    .select({ storagePath: practicalPhotos.storagePath, thumbnailPath: practicalPhotos.thumbnailPath })
    .from(practicalPhotos)
    .innerJoin(practicalSubmissions, eq(practicalSubmissions.id, practicalPhotos.submissionId))
    .where(eq(practicalSubmissions.userId, userId));
  const removed = await db
    .delete(practicalSubmissions)
    .where(eq(practicalSubmissions.userId, userId))
    .returning({ voiceStoragePath: practicalSubmissions.voiceStoragePath });
  return [
    ...photoFiles.flatMap((photo) => [photo.storagePath, photo.thumbnailPath]),
    ...removed.flatMap((row) => (row.voiceStoragePath ? [row.voiceStoragePath] : [])),
    ...uploads.flatMap((row) => row.pieces.map((piece) => piece.key)),
  ];
}
