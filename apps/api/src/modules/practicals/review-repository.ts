import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PracticalMark, PracticalSubmissionState } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { PracticalSubmissionRow } from '../../db/rows.js';
import { batchMembers, courses, lessons, practicalPhotos, practicalSubmissions, users } from '../../db/schema.js';

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
