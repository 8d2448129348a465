import type { VideoPosition } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { ProgressRow, UserRow } from '../../db/rows.js';
import { badRequest } from '../../lib/http-error.js';
import { enrolledContext, openLesson, type LearnerContext, type LearningDeps } from './context.js';
import { saveVideoReport, withProgressRow } from './repository.js';
import { countWatched } from './rules.js';

/**
 * A video position report: where the learner is, and when. `prepare` sees the learner's progress
 * row of the lesson, held for the report, before anything is written: it may refuse the report
 * (by throwing) and says from when the watched clock runs for it (null: the report only starts
 * the clock).
 */
export type PositionReport = {
  positionSeconds: number;
  at: Date;
  prepare: (db: Db, before: ProgressRow) => Promise<Date | null>;
};

/** Saves a position report of a video lesson the learner may open, counting the watched seconds it earns. */
export async function recordPosition(
  deps: LearningDeps,
  user: UserRow,
  context: LearnerContext,
  lessonId: string,
  report: PositionReport,
): Promise<VideoPosition> {
  const { lesson } = openLesson(context, lessonId);
  if (lesson.kind !== 'video') throw badRequest('Only video lessons keep a position.');
  // The server's length, never the player's: a report's duration only tells what the player saw.
  const duration = await deps.videoLengths.ofLesson(lesson, deps.db);
  if (duration !== null && report.positionSeconds > duration + 1) throw badRequest('positionSeconds cannot be past the end of the video.');
  const ids = { userId: user.id, courseId: context.outline.course.id, lessonId };
  const row = await withProgressRow(deps.db, ids, report.at, async (tx, before) => {
    const lastReportAt = await report.prepare(tx, before);
    return saveVideoReport(tx, before.id, {
      positionSeconds: report.positionSeconds,
      watchedSeconds: countWatched({ watchedSeconds: before.watchedSeconds, lastReportAt }, report.positionSeconds, duration, report.at),
      durationSeconds: duration,
      at: report.at,
    });
  });
  deps.states.forget(user.id, context.outline.course.id);
  return { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds, watchedSeconds: row.watchedSeconds };
}

/** The player's report, counted on the server's clock from the lesson's previous report. */
export async function savePosition(
  deps: LearningDeps,
  user: UserRow,
  idOrSlug: string,
  lessonId: string,
  body: { positionSeconds: number; durationSeconds: number },
): Promise<VideoPosition> {
  const context = await enrolledContext(deps, user, idOrSlug);
  return recordPosition(deps, user, context, lessonId, {
    positionSeconds: body.positionSeconds,
    at: deps.now(),
    prepare: (_db, before) => Promise.resolve(before.lastReportAt),
  });
}
