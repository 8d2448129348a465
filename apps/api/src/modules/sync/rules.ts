import type { SyncEvent } from '@jal/contracts';

/** An event with the time it happened on the server's clock. */
export type TimedEvent = { event: SyncEvent; at: Date };

/**
 * The device's clock may be wrong by minutes or hours (a phone that lost its time, another time
 * zone set by hand). What it does know is how long ago each event happened before it sent the
 * batch: the server so moves every event by the difference between its own clock and the
 * device's `sentAt`, read when the batch arrives.
 *
 * Events are then applied in order of those times, and in the order sent when two times are
 * equal (the device records them in the order they happened): a batch sent in any order is
 * applied like the ordered one.
 */
export function inServerTime(events: SyncEvent[], sentAt: string, now: Date): TimedEvent[] {
  const shiftMs = now.getTime() - Date.parse(sentAt);
  return events
    .map((event, index) => ({ event, at: new Date(Date.parse(event.at) + shiftMs), index }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index)
    .map(({ event, at }) => ({ event, at }));
}

/**
 * A report may be a little later than the server's clock once shifted: the device's clock ticks
 * on between recording and sending at its own rate. A few seconds cover that; a report claiming
 * more was not made before the batch was sent.
 */
export const FUTURE_TOLERANCE_SECONDS = 5;

/**
 * When a completion or quiz attempt counts as made: its shifted time, never later than now (a
 * device whose clock was set back between the action and the sending would otherwise date it in
 * the future) and never earlier than the enrolment. The wait between quiz attempts is measured
 * on these times, so attempts dated in the past still cannot be more frequent than the real time
 * since the enrolment allows, as online.
 */
export function actionTime(at: Date, bounds: { notBefore: Date; now: Date }): Date {
  const ms = Math.min(Math.max(at.getTime(), bounds.notBefore.getTime()), bounds.now.getTime());
  return new Date(ms);
}

/**
 * How long the key of an event is remembered, and so how old an event may be. A device sends what
 * it did when it next finds a network, and again when the answer was lost; an event older than
 * this is refused by its age, which is what makes it safe to forget older keys: a device that
 * sends an old event again can never have it applied twice.
 */
export const RECEIPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an event is too old to apply, or null when it is recent enough. */
export function ageRefusal(at: Date, now: Date): string | null {
  return now.getTime() - at.getTime() > RECEIPT_DAYS * DAY_MS
    ? `This was done more than ${RECEIPT_DAYS} days ago: it can no longer be sent.`
    : null;
}

/**
 * Receipts received before this moment can go. A kept receipt's event is at most as old as the
 * receipt; one day more covers a device clock running fast, which dates events a little late.
 */
export function receiptsExpireBefore(now: Date): Date {
  return new Date(now.getTime() - (RECEIPT_DAYS + 1) * DAY_MS);
}

/** What an offline watch report is checked against. */
export type ReportBounds = {
  /** When the learner first downloaded the course; null when they never did. */
  downloadedAt: Date | null;
  /** The lesson's last accepted report, online or offline. */
  lastReportAt: Date | null;
  now: Date;
};

/**
 * Why an offline watch report cannot be true, or null when it can. A device plays only videos it
 * has downloaded, so its reports fall after the first download of the course, and not after now.
 * Reports of one lesson come in time order: one dated before the last accepted report would count
 * time already counted.
 */
export function offlineReportRefusal(at: Date, bounds: ReportBounds): string | null {
  if (!bounds.downloadedAt) return 'This course was not downloaded for learning offline on this account.';
  if (at < bounds.downloadedAt) return 'This report is earlier than the download of the course.';
  if (at.getTime() > bounds.now.getTime() + FUTURE_TOLERANCE_SECONDS * 1000) return 'This report is later than now.';
  if (bounds.lastReportAt && at < bounds.lastReportAt) return 'Reports must come in time order.';
  return null;
}

/**
 * The batch's watch clock. One person watches one video at a time, so watched time may grow only
 * between two reports of the same lesson with no event of another lesson between them (in time
 * order). The first report of a lesson, or the first after another lesson's event, only starts
 * the clock, as the first report of a playback does online. Only applied events move the clock:
 * a refused one (a forged report, a locked lesson) changes nothing, not even this.
 *
 * So the watched time a batch earns, summed over its lessons, is at most the time between its
 * first and last report (times the clock tolerance), however its reports are dated.
 */
export class WatchClock {
  private lessonId: string | null = null;
  private lastReportAt: Date | null = null;

  /** From when a report of `lessonId` may count watched time; null when it only starts the clock. */
  runningSince(lessonId: string): Date | null {
    return this.lessonId === lessonId ? this.lastReportAt : null;
  }

  /** Notes an applied event: another lesson's event stops the clock, a report of the lesson moves it on. */
  applied(event: SyncEvent, at: Date) {
    if (this.lessonId !== event.lessonId) {
      this.lessonId = event.lessonId;
      this.lastReportAt = null;
    }
    if (event.type === 'position') this.lastReportAt = at;
  }
}

/**
 * From when an offline report earns watched time: from the batch's clock, but never from before
 * the lesson's last accepted report, so time counted once is not counted again (a batch resent
 * with new keys may date its reports differently), and never from before the learner's latest
 * report of another lesson, so two batches cannot each claim the same minutes for two videos.
 * A start later than the report itself earns nothing.
 */
export function creditFrom(runningSince: Date | null, lastReportAt: Date | null, lastReportElsewhere: Date | null = null): Date | null {
  if (!runningSince) return null;
  let from = runningSince;
  for (const bound of [lastReportAt, lastReportElsewhere]) if (bound && bound > from) from = bound;
  return from;
}
