import { afterEach, describe, expect, it } from 'vitest';
import { enqueue, flushQueue, pendingCompletions, QUEUE_KEY, readQueue, type QueuedProgress, type SendOutcome } from './offline-queue';

const complete = (lessonId: string, courseId = 'c1'): QueuedProgress => ({ type: 'complete', courseId, lessonId });
const position = (seconds: number): QueuedProgress => ({
  type: 'position',
  courseId: 'c1',
  lessonId: 'v1',
  positionSeconds: seconds,
  durationSeconds: 60,
});

afterEach(() => window.localStorage.clear());

describe('the offline progress queue', () => {
  it('keeps each completion once and only the latest video position', () => {
    enqueue(complete('l1'));
    enqueue(position(10));
    enqueue(complete('l1'));
    enqueue(position(42));
    expect(readQueue()).toEqual([complete('l1'), position(42)]);
    expect(pendingCompletions('c1')).toEqual(['l1']);
    expect(pendingCompletions('other')).toEqual([]);
  });

  it('survives a reload (it lives in localStorage) and ignores corrupt data', () => {
    enqueue(complete('l2'));
    expect(JSON.parse(window.localStorage.getItem(QUEUE_KEY) ?? '[]')).toEqual([complete('l2')]);
    window.localStorage.setItem(QUEUE_KEY, '{not json');
    expect(readQueue()).toEqual([]);
    window.localStorage.setItem(QUEUE_KEY, JSON.stringify([{ type: 'complete' }, complete('l3'), 'x']));
    expect(readQueue()).toEqual([complete('l3')]);
  });

  it('sends in order, drops what the server took or refused, and keeps the rest while still offline', async () => {
    enqueue(complete('l1'));
    enqueue(complete('l2'));
    enqueue(complete('l3'));
    const outcomes: Record<string, SendOutcome> = { l1: 'sent', l2: 'refused', l3: 'offline' };
    const sent: string[] = [];
    const handled = await flushQueue((item) => {
      sent.push(item.lessonId);
      return Promise.resolve(outcomes[item.lessonId] ?? 'sent');
    });
    expect(sent).toEqual(['l1', 'l2', 'l3']);
    expect(handled).toBe(2);
    expect(readQueue()).toEqual([complete('l3')]);

    expect(await flushQueue(() => Promise.resolve('sent'))).toBe(1);
    expect(readQueue()).toEqual([]);
    expect(window.localStorage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps a position saved again while an older one was being sent', async () => {
    enqueue(position(10));
    await flushQueue(() => {
      enqueue(position(20));
      return Promise.resolve('sent');
    });
    expect(readQueue()).toEqual([position(20)]);
  });
});
