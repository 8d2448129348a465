import { randomUUID } from 'node:crypto';
import { expectAll, type MatrixRow } from './types.js';

/**
 * The sync of offline events: every signed-in account may send its own; what each event names is
 * checked event by event (a course the caller is not enrolled in is refused in the answer, not
 * with a status), so every signed-in caller gets 200.
 */
export const syncRows: MatrixRow[] = [
  {
    method: 'POST',
    url: () => '/v1/sync',
    body: (ctx) => ({
      sentAt: new Date().toISOString(),
      events: [{ key: randomUUID(), type: 'complete', courseId: ctx.courseId, lessonId: ctx.courseId, at: new Date().toISOString() }],
    }),
    expect: expectAll(200, { anonymous: 401 }),
  },
];
