import { randomUUID } from 'node:crypto';
import type { SyncEvent } from '@jal/contracts';
import { describe, expect, it } from 'vitest';
import { actionTime, creditFrom, FUTURE_TOLERANCE_SECONDS, inServerTime, offlineReportRefusal, WatchClock } from './rules.js';

const COURSE = randomUUID();
const at = (iso: string) => new Date(iso);
const position = (lessonId: string, time: string, positionSeconds = 0): SyncEvent => ({
  key: randomUUID(),
  type: 'position',
  courseId: COURSE,
  lessonId,
  at: time,
  positionSeconds,
});
const complete = (lessonId: string, time: string): SyncEvent => ({
  key: randomUUID(),
  type: 'complete',
  courseId: COURSE,
  lessonId,
  at: time,
});

describe('inServerTime', () => {
  it("moves every event by the server clock's difference from sentAt", () => {
    // The device is an hour behind: its 09:00 is the server's 10:00.
    const [timed] = inServerTime([position('a', '2026-01-01T09:00:00Z')], '2026-01-01T09:05:00Z', at('2026-01-01T10:05:00Z'));
    expect(timed?.at).toEqual(at('2026-01-01T10:00:00Z'));
  });

  it('reads time zones: the same instant written two ways is the same time', () => {
    const timed = inServerTime([position('a', '2026-01-01T15:30:00+05:30')], '2026-01-01T10:00:00Z', at('2026-01-01T10:00:00Z'));
    expect(timed[0]?.at).toEqual(at('2026-01-01T10:00:00Z'));
  });

  it('orders by time, keeping the order sent for equal times', () => {
    const first = position('a', '2026-01-01T09:00:00Z');
    const tiedA = complete('a', '2026-01-01T09:01:00Z');
    const tiedB = position('b', '2026-01-01T09:01:00Z');
    const last = position('b', '2026-01-01T09:02:00Z');
    const now = at('2026-01-01T09:03:00Z');
    const sent = '2026-01-01T09:03:00Z';
    const ordered = inServerTime([last, tiedA, first, tiedB], sent, now).map((timed) => timed.event);
    expect(ordered).toEqual([first, tiedA, tiedB, last]);
    expect(inServerTime([tiedB, tiedA], sent, now).map((timed) => timed.event)).toEqual([tiedB, tiedA]);
  });
});

describe('actionTime', () => {
  const bounds = { notBefore: at('2026-01-01T08:00:00Z'), now: at('2026-01-01T10:00:00Z') };
  it('keeps a time between the enrolment and now', () => {
    expect(actionTime(at('2026-01-01T09:00:00Z'), bounds)).toEqual(at('2026-01-01T09:00:00Z'));
  });
  it('brings a time before the enrolment up to it, and one after now back to now', () => {
    expect(actionTime(at('2025-01-01T00:00:00Z'), bounds)).toEqual(bounds.notBefore);
    expect(actionTime(at('2027-01-01T00:00:00Z'), bounds)).toEqual(bounds.now);
  });
});

describe('offlineReportRefusal', () => {
  const now = at('2026-01-01T10:00:00Z');
  const bounds = { downloadedAt: at('2026-01-01T09:00:00Z'), lastReportAt: null, now };

  it('accepts a report between the download and now', () => {
    expect(offlineReportRefusal(at('2026-01-01T09:30:00Z'), bounds)).toBeNull();
    expect(offlineReportRefusal(bounds.downloadedAt, bounds)).toBeNull();
  });

  it('refuses a report of a course never downloaded', () => {
    expect(offlineReportRefusal(at('2026-01-01T09:30:00Z'), { ...bounds, downloadedAt: null })).toMatch(/not downloaded/);
  });

  it('refuses a report dated before the download', () => {
    expect(offlineReportRefusal(at('2026-01-01T08:59:59Z'), bounds)).toBe('This report is earlier than the download of the course.');
  });

  it('allows a few seconds past now, not more', () => {
    expect(offlineReportRefusal(new Date(now.getTime() + FUTURE_TOLERANCE_SECONDS * 1000), bounds)).toBeNull();
    expect(offlineReportRefusal(new Date(now.getTime() + FUTURE_TOLERANCE_SECONDS * 1000 + 1), bounds)).toBe(
      'This report is later than now.',
    );
  });

  it("refuses a report dated before the lesson's last accepted one; the same time is fine", () => {
    const lastReportAt = at('2026-01-01T09:40:00Z');
    expect(offlineReportRefusal(at('2026-01-01T09:39:59Z'), { ...bounds, lastReportAt })).toBe('Reports must come in time order.');
    expect(offlineReportRefusal(lastReportAt, { ...bounds, lastReportAt })).toBeNull();
  });
});

describe('WatchClock', () => {
  const t = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 9) + seconds * 1000);

  it("starts with a lesson's first report and runs from each next one", () => {
    const clock = new WatchClock();
    expect(clock.runningSince('a')).toBeNull();
    clock.applied(position('a', ''), t(0));
    expect(clock.runningSince('a')).toEqual(t(0));
    clock.applied(position('a', ''), t(10));
    expect(clock.runningSince('a')).toEqual(t(10));
    expect(clock.runningSince('b')).toBeNull();
  });

  it("stops when another lesson's event comes between, whatever its type", () => {
    const clock = new WatchClock();
    clock.applied(position('a', ''), t(0));
    clock.applied(complete('b', ''), t(5));
    expect(clock.runningSince('a')).toBeNull();
    expect(clock.runningSince('b')).toBeNull();
    clock.applied(position('a', ''), t(10));
    expect(clock.runningSince('a')).toEqual(t(10));
  });

  it("keeps running over the same lesson's completion", () => {
    const clock = new WatchClock();
    clock.applied(position('a', ''), t(0));
    clock.applied(complete('a', ''), t(5));
    expect(clock.runningSince('a')).toEqual(t(0));
  });

  it('credits a batch of interleaved reports of two lessons with nothing', () => {
    const clock = new WatchClock();
    const credited: (Date | null)[] = [];
    for (let second = 0; second < 60; second += 10) {
      for (const lesson of ['a', 'b']) {
        credited.push(clock.runningSince(lesson));
        clock.applied(position(lesson, ''), t(second));
      }
    }
    expect(credited.every((from) => from === null)).toBe(true);
  });
});

describe('creditFrom', () => {
  const t = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 9) + seconds * 1000);
  it('counts nothing when the clock is not running', () => {
    expect(creditFrom(null, t(0))).toBeNull();
  });
  it("runs from the batch's previous report, or from the lesson's last accepted report when that is later", () => {
    expect(creditFrom(t(10), null)).toEqual(t(10));
    expect(creditFrom(t(10), t(5))).toEqual(t(10));
    expect(creditFrom(t(10), t(20))).toEqual(t(20));
  });
  it("never runs from before the learner's latest report of another lesson", () => {
    expect(creditFrom(t(10), t(5), t(30))).toEqual(t(30));
    expect(creditFrom(t(10), t(5), t(2))).toEqual(t(10));
  });
});
