import {
  canReviewPracticals,
  isAdminRole,
  rubricMaxPoints,
  storedLessonContent,
  type PracticalMark,
  type PracticalReview,
  type PracticalReviewBody,
  type PracticalReviewQueue,
  type StoredPractical,
} from '@jal/contracts';
import type { z } from 'zod';
import type { practicalReviewBody, practicalReviewQueueQuery } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { PracticalSubmissionRow, UserRow } from '../../db/rows.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { presentSubmission } from './presenter.js';
import { findSubmission, openSubmission, queuePage, reviewContext, writeReview, type ReviewScope } from './repository.js';

type QueueQuery = z.output<typeof practicalReviewQueueQuery>;
type ReviewBody = z.output<typeof practicalReviewBody>;

const NOT_FOUND = 'No practical submission has this id.';

/** Administrators review every submission; an organization's managers and trainers, those its learners sent while in it. */
function scopeOf(actor: UserRow): ReviewScope {
  if (isAdminRole(actor.role)) return 'everyone';
  // The route's access admits a manager or trainer only with an organization; an empty id matches nothing.
  return { organizationId: actor.organizationId ?? '00000000-0000-0000-0000-000000000000' };
}

export function mayReview(actor: UserRow, submission: Pick<PracticalSubmissionRow, 'organizationId'>): boolean {
  if (isAdminRole(actor.role)) return true;
  return canReviewPracticals(actor.role) && !!actor.organizationId && actor.organizationId === submission.organizationId;
}

export async function reviewQueue(db: Db, actor: UserRow, filter: QueueQuery): Promise<PracticalReviewQueue> {
  const { rows, total } = await queuePage(db, scopeOf(actor), filter);
  return {
    items: rows.map((row) => ({
      id: row.id,
      learner: { id: row.userId, name: row.learnerName },
      course: { id: row.courseId, title: row.courseTitle, titleTranslations: row.courseTitleTranslations },
      lesson: { id: row.lessonId, title: row.lessonTitle, titleTranslations: row.lessonTitleTranslations },
      receivedAt: row.receivedAt.toISOString(),
      submittedAt: row.submittedAt.toISOString(),
      state: row.state,
      flags: row.signals.flags,
      photoCount: Number(row.photoCount),
      hasVoiceNote: Boolean(row.hasVoiceNote),
      score: row.score,
      version: row.version,
    })),
    pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.max(1, Math.ceil(total / filter.limit)) },
  };
}

/** A submission the caller may review, with what is read beside it; 404 when unknown or another organization's. */
async function reviewable(db: Db, actor: UserRow, submissionId: string) {
  const found = await findSubmission(db, submissionId);
  if (!found || !mayReview(actor, found.submission)) throw notFound(NOT_FOUND);
  const context = await reviewContext(db, found.submission);
  if (!context) throw notFound(NOT_FOUND);
  const practical = storedLessonContent.practical.parse(context.lesson.content);
  return { ...found, context, practical };
}

type Reviewable = Awaited<ReturnType<typeof reviewable>>;

function presentReview({ submission, photos, context, practical }: Reviewable): PracticalReview {
  const { content: _content, ...lesson } = context.lesson;
  const reviewed = submission.state !== 'submitted' && submission.reviewedAt && submission.marks && submission.score !== null;
  return {
    submission: { ...presentSubmission(submission, photos), signals: submission.signals },
    learner: context.learner,
    course: context.course,
    lesson: { ...lesson, practical },
    maxPoints: rubricMaxPoints(practical.rubric.criteria),
    review: reviewed
      ? {
          outcome: submission.state === 'accepted' ? 'accepted' : 'returned',
          marks: submission.marks ?? [],
          score: submission.score ?? 0,
          feedback: submission.feedback,
          reviewer: submission.reviewedBy && context.reviewerName ? { id: submission.reviewedBy, name: context.reviewerName } : null,
          reviewedAt: submission.reviewedAt!.toISOString(),
        }
      : null,
  };
}

export async function reviewDetail(db: Db, actor: UserRow, submissionId: string): Promise<PracticalReview> {
  return presentReview(await reviewable(db, actor, submissionId));
}

/**
 * The marks checked against the rubric (one known level for every criterion, nothing else) and
 * their points added up; 400 with what is wrong by criterion.
 */
export function scoreMarks(practical: StoredPractical, marks: PracticalMark[]): number {
  const errors: Record<string, string> = {};
  const given = new Map<string, string>();
  for (const mark of marks) {
    if (given.has(mark.criterionId)) errors[`marks.${mark.criterionId}`] = 'This criterion is marked twice.';
    given.set(mark.criterionId, mark.levelId);
  }
  let score = 0;
  for (const criterion of practical.rubric.criteria) {
    const levelId = given.get(criterion.id);
    const name = criterion.label.en ?? Object.values(criterion.label)[0] ?? criterion.id;
    const level = criterion.levels.find((candidate) => candidate.id === levelId);
    if (levelId === undefined) errors[`marks.${criterion.id}`] = `Choose a level for "${name}".`;
    else if (!level) errors[`marks.${criterion.id}`] = `"${name}" has no level ${levelId}.`;
    else score += level.points;
  }
  for (const criterionId of given.keys())
    if (!practical.rubric.criteria.some((criterion) => criterion.id === criterionId))
      errors[`marks.${criterionId}`] = 'The rubric has no such criterion.';
  if (Object.keys(errors).length > 0) {
    const message = `The marks do not fit the rubric. ${Object.entries(errors)
      .map(([field, text]) => `${field}: ${text}`)
      .join(' ')}`;
    throw new HttpError(400, message, {}, errors).coded('PRACTICAL_MARKS_INVALID');
  }
  return score;
}

export type RecordedReview = {
  before: PracticalSubmissionRow;
  after: PracticalSubmissionRow;
  practical: StoredPractical;
  context: Reviewable['context'];
  /** The review as the reviewer reads it afterwards. */
  review: PracticalReview;
};

const alreadyReviewed = () =>
  conflict('Someone else has already reviewed this submission since you opened it: open it again to see their review.').coded(
    'PRACTICAL_ALREADY_REVIEWED',
  );

/**
 * Checks a review against the rubric and the submission's state, then writes it only if the
 * submission is still at the version the reviewer read (409 otherwise, nothing written). Run it
 * inside the review command's transaction.
 */
export async function recordReview(
  db: Db,
  actor: UserRow,
  submissionId: string,
  body: ReviewBody | PracticalReviewBody,
  at: Date,
): Promise<RecordedReview> {
  const found = await reviewable(db, actor, submissionId);
  const { submission, practical } = found;
  const score = scoreMarks(practical, body.marks);
  const feedback = body.feedback?.trim() || null;
  const { passMark } = practical.rubric;
  if (body.outcome === 'accepted' && score < passMark)
    throw badRequest(`The score ${score} is below the pass mark ${passMark}: return it with feedback instead.`).coded(
      'PRACTICAL_BELOW_PASS_MARK',
      { score, passMark },
    );
  if (body.outcome === 'returned' && !feedback)
    throw new HttpError(
      400,
      'Tell the learner what to do again: feedback is required to return a practical.',
      {},
      {
        feedback: 'Feedback is required to return a practical.',
      },
    ).coded('PRACTICAL_FEEDBACK_REQUIRED');
  if (body.version !== submission.version) throw alreadyReviewed();
  if (submission.state === 'accepted' && body.outcome === 'returned')
    throw conflict('This practical was accepted and counted towards the course: it cannot be returned.').coded(
      'PRACTICAL_ALREADY_ACCEPTED',
    );
  if (submission.state === 'returned' && body.outcome === 'accepted') {
    const open = await openSubmission(db, submission.userId, submission.lessonId);
    if (open)
      throw conflict('The learner has sent this practical again: review the newer submission instead.').coded('PRACTICAL_AWAITING_REVIEW');
  }
  const after = await writeReview(db, submission.id, body.version, {
    state: body.outcome,
    marks: body.marks,
    score,
    feedback,
    reviewedBy: actor.id,
    reviewedAt: at,
  });
  if (!after) throw alreadyReviewed();
  const review = presentReview({ ...found, submission: after, context: { ...found.context, reviewerName: actor.name } });
  return { before: submission, after, practical, context: found.context, review };
}
