import { jobs } from '../../db/schema.js';
import { expectAll, type MatrixRow, type MatrixSetup } from './types.js';

/** Administrators only: organization managers are refused like learners. */
const adminsOnly = (ok: number) => expectAll(403, { anonymous: 401, admin: ok, superAdmin: ok });

/** A parked job of its own for each caller to run again. */
const parkedJob: MatrixSetup = async ({ db }) => {
  const [row] = await db.insert(jobs).values({ kind: 'matrix-parked', status: 'parked', attempts: 5 }).returning({ id: jobs.id });
  return { jobId: row!.id };
};

/** An import's invitations, asked for by the demo organization's manager. */
const importInvitations: MatrixSetup = async ({ db, ctx }) => {
  const groupId = crypto.randomUUID();
  await db.insert(jobs).values({ kind: 'matrix-invitation', groupId, createdBy: ctx.orgManagerId, payload: {} });
  return { importId: groupId };
};

export const jobRows: MatrixRow[] = [
  { method: 'GET', url: () => '/v1/admin/jobs/summary', expect: adminsOnly(200) },
  { method: 'GET', url: () => '/v1/admin/jobs?status=parked&limit=5', expect: adminsOnly(200) },
  { method: 'POST', url: (ctx) => `/v1/admin/jobs/${ctx.fresh.jobId}/rerun`, setup: parkedJob, expect: adminsOnly(200) },
  {
    // The manager who ran the import and administrators; another organization's manager finds nothing.
    method: 'GET',
    url: (ctx) => `/v1/user/import/${ctx.fresh.importId}/invitations`,
    setup: importInvitations,
    expect: expectAll(200, { anonymous: 401, user: 403, orgOther: 404 }),
  },
];
