import type { SyncBody, SyncOutcome, SyncResult } from '@jal/contracts';
import type { UserRow } from '../../db/rows.js';
import type { NotificationRow } from '../../db/schema.js';
import { conflict, HttpError } from '../../lib/http-error.js';
import { completeLesson } from '../../commands/complete-lesson.js';
import { attemptQuiz, lastReportElsewhere, learnerContext, recordPosition, type LearningDeps } from '../learning/service.js';
import { appliedOutcome, duplicateOutcome, firstOutcome, refusedOutcome } from './presenter.js';
import { firstDownload } from '../offline-package/service.js';
import { claimKey, forgetReceipts, receiptOutcome, saveReceiptOutcome } from './repository.js';
import {
  actionTime,
  ageRefusal,
  creditFrom,
  inServerTime,
  offlineReportRefusal,
  receiptsExpireBefore,
  WatchClock,
  type TimedEvent,
} from './rules.js';

type Outline = Awaited<ReturnType<LearningDeps['outline']>>;

/**
 * Applies what a device did offline, in time order, each event at most once per key. Each event
 * has its own transaction, so one that fails leaves nothing half-written and does not hold back
 * the others; its outcome says what became of it. The notices made by committed events (a
 * certificate's) come back to be emailed.
 */
export async function syncEvents(
  deps: LearningDeps,
  user: UserRow,
  body: SyncBody,
): Promise<{ result: SyncResult; notices: NotificationRow[] }> {
  const now = deps.now();
  const clock = new WatchClock();
  const outcomes: SyncOutcome[] = [];
  const notices: NotificationRow[] = [];
  const courses = new Set<string>();
  try {
    for (const timed of inServerTime(body.events, body.sentAt, now)) {
      const once = await applyOnce(deps, user, timed, clock, now);
      if (once.applied) clock.applied(timed.event, timed.at);
      outcomes.push(once.outcome);
      notices.push(...once.notices);
      courses.add(timed.event.courseId);
    }
  } finally {
    // After the commits: a cached LMS read must not keep the state from before the batch.
    for (const courseId of courses) deps.states.forget(user.id, courseId);
  }
  await forgetReceipts(deps.db, user.id, receiptsExpireBefore(now));
  return { result: { outcomes }, notices };
}

type Applied = { outcome: SyncOutcome; notices: NotificationRow[] };

/**
 * The event's outcome, whether it was applied (now, or when its key was first received), and the
 * notices its transaction made.
 */
async function applyOnce(deps: LearningDeps, user: UserRow, timed: TimedEvent, clock: WatchClock, now: Date) {
  const { event } = timed;
  // Read before the transaction: the outlines' cache reads outside it.
  const outline = await settle(() => deps.outline(event.courseId));
  return deps.db.transaction(async (tx) => {
    if (!(await claimKey(tx, user.id, event.key, event.type, now))) {
      const first = firstOutcome(event, await receiptOutcome(tx, user.id, event.key));
      return { outcome: duplicateOutcome(first), applied: first.status === 'applied', notices: [] };
    }
    const tooOld = ageRefusal(timed.at, now);
    const result: Settled<Applied> = tooOld
      ? { reason: tooOld }
      : outline.value
        ? // A savepoint: a refused event's writes are undone, its receipt stays.
          await settle(() => tx.transaction((savepoint) => apply({ ...deps, db: savepoint }, user, outline.value, timed, clock, now)))
        : outline;
    const outcome = result.value ? result.value.outcome : refusedOutcome(event, result.reason);
    await saveReceiptOutcome(tx, user.id, event.key, outcome);
    return { outcome, applied: outcome.status === 'applied', notices: result.value?.notices ?? [] };
  });
}

type Settled<T> = { value: T; reason?: undefined } | { value?: undefined; reason: string };

/** The work's result, or the reason it was refused (the message of an error meant for the caller). */
async function settle<T>(work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    if (error instanceof HttpError) return { reason: error.message };
    throw error;
  }
}

/** Applies one event with the rules of the online endpoints; a refusal is thrown as the online error. */
async function apply(
  deps: LearningDeps,
  user: UserRow,
  outline: Outline,
  { event, at }: TimedEvent,
  clock: WatchClock,
  now: Date,
): Promise<Applied> {
  const context = await learnerContext(deps.db, user, outline);
  const bounds = { notBefore: context.state.enrolment?.enrolledAt ?? at, now };
  switch (event.type) {
    case 'complete': {
      const { completion, notices } = await completeLesson(deps, user, outline, event.lessonId, actionTime(at, bounds));
      return { outcome: appliedOutcome(event, { completion }), notices };
    }
    case 'attempt':
      return {
        outcome: appliedOutcome(event, {
          attempt: await attemptQuiz(deps, user, context, event.lessonId, { answers: event.answers }, actionTime(at, bounds)),
        }),
        notices: [],
      };
    case 'position': {
      const position = await recordPosition(deps, user, context, event.lessonId, {
        positionSeconds: event.positionSeconds,
        at,
        prepare: async (db, before) => {
          const downloadedAt = await firstDownload(db, user.id, outline.course.id);
          const refusal = offlineReportRefusal(at, { downloadedAt, lastReportAt: before.lastReportAt, now });
          if (refusal) throw conflict(refusal);
          return creditFrom(
            clock.runningSince(event.lessonId),
            before.lastReportAt,
            await lastReportElsewhere(db, user.id, event.lessonId),
          );
        },
      });
      return { outcome: appliedOutcome(event, { position }), notices: [] };
    }
  }
}
