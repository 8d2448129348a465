import { batchCourses, batches, batchMembers } from '../../db/schema.js';
import { expectAll, type MatrixRow, type MatrixSetup } from './types.js';

/** A fresh batch of the demo organization with the demo learner in it (the other organization's manager may not see it). */
const freshBatch: MatrixSetup = async ({ db, ctx, unique }) => {
  const [row] = await db
    .insert(batches)
    .values({ organizationId: ctx.organizationId, name: `Matrix batch ${unique()}` })
    .returning();
  await db.insert(batchMembers).values({ batchId: row!.id, userId: ctx.learnerId });
  return { batchId: row!.id };
};

/** Batch management: administrators and the batch's own organization manager; the other one finds nothing. */
const batchManagers = (ok: number) => expectAll(403, { anonymous: 401, orgSame: ok, orgOther: 404, admin: ok, superAdmin: ok });
/** Anyone signed in, for their own notices. */
const ownNotices = (ok: number) => expectAll(ok, { anonymous: 401 });

export const programmeRows: MatrixRow[] = [
  {
    method: 'GET',
    url: () => '/v1/batches',
    expect: expectAll(403, { anonymous: 401, orgSame: 200, orgOther: 200, admin: 200, superAdmin: 200 }),
  },
  {
    method: 'POST',
    url: () => '/v1/batches',
    body: (ctx) => ({ name: `Matrix ${ctx.fresh.n}`, organizationId: ctx.organizationId }),
    setup: ({ unique }) => Promise.resolve({ n: unique() }),
    expect: expectAll(403, { anonymous: 401, orgSame: 201, orgOther: 201, admin: 201, superAdmin: 201 }),
  },
  { method: 'GET', url: (ctx) => `/v1/batches/${ctx.fresh.batchId}`, setup: freshBatch, expect: batchManagers(200) },
  {
    method: 'PUT',
    url: (ctx) => `/v1/batches/${ctx.fresh.batchId}`,
    body: (ctx) => ({ name: `Renamed ${ctx.fresh.batchId}` }),
    setup: freshBatch,
    expect: batchManagers(200),
  },
  { method: 'DELETE', url: (ctx) => `/v1/batches/${ctx.fresh.batchId}`, setup: freshBatch, expect: batchManagers(200) },
  {
    method: 'PUT',
    url: (ctx) => `/v1/batches/${ctx.fresh.batchId}/courses/${ctx.courseId}`,
    body: () => ({ dueOn: '2030-01-31' }),
    setup: freshBatch,
    expect: batchManagers(200),
  },
  {
    method: 'DELETE',
    url: (ctx) => `/v1/batches/${ctx.fresh.batchId}/courses/${ctx.courseId}`,
    setup: async (helpers) => {
      const fresh = await freshBatch(helpers);
      await helpers.db.insert(batchCourses).values({ batchId: fresh.batchId!, courseId: helpers.ctx.courseId });
      return fresh;
    },
    expect: batchManagers(200),
  },
  {
    method: 'POST',
    url: (ctx) => `/v1/batches/${ctx.fresh.batchId}/members`,
    body: (ctx) => ({ userIds: [ctx.learnerId] }),
    setup: freshBatch,
    expect: batchManagers(200),
  },
  {
    method: 'DELETE',
    url: (ctx) => `/v1/batches/${ctx.fresh.batchId}/members/${ctx.learnerId}`,
    setup: freshBatch,
    expect: batchManagers(200),
  },
  { method: 'GET', url: (ctx) => `/v1/batches/${ctx.fresh.batchId}/progress`, setup: freshBatch, expect: batchManagers(200) },
  {
    method: 'GET',
    url: (ctx) => `/v1/batches/${ctx.fresh.batchId}/progress/export?format=xlsx`,
    setup: freshBatch,
    expect: batchManagers(200),
  },
  { method: 'GET', url: (ctx) => `/v1/user/${ctx.learnerId}/progress`, expect: batchManagers(200) },
  { method: 'GET', url: () => '/v1/notifications', expect: ownNotices(200) },
  { method: 'POST', url: () => '/v1/notifications/read', body: () => ({}), expect: ownNotices(200) },
];
