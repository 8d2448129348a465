import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';

/**
 * Who calls: nobody, a learner, the manager of the target's organization, another organization's
 * manager, a trainer of the target's organization, ADMIN, SUPER_ADMIN.
 */
export const MATRIX_ROLES = ['anonymous', 'user', 'orgSame', 'orgOther', 'trainer', 'admin', 'superAdmin'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** Seeded ids the rows build their requests from. */
export type MatrixContext = {
  /** A published course. */
  courseId: string;
  /** The demo organization: `orgSame` manages it, `user` learns in it. */
  organizationId: string;
  /** The second organization: `orgOther` manages it. */
  otherOrganizationId: string;
  /** The demo learner (USER of organizationId). */
  learnerId: string;
  /** A learner of the other organization. */
  otherLearnerId: string;
  orgManagerId: string;
  otherOrgManagerId: string;
  /** The demo organization's trainer (TRAINER of organizationId). */
  trainerId: string;
  adminId: string;
  superAdminId: string;
  /** What the row's setup returned for this request (fresh targets, e.g. a user to delete). */
  fresh: Record<string, string>;
};

export type MatrixSetup = (helpers: {
  app: FastifyInstance;
  db: Db;
  ctx: MatrixContext;
  unique: () => string;
}) => Promise<Record<string, string>>;

/**
 * One endpoint: how to call it and the status each role must get. A row whose call changes
 * state should make its own target in `setup` (run once per role, before the call), so the
 * order of rows and roles does not matter.
 */
export type MatrixRow = {
  name?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path below /api, e.g. `(ctx) => \`/v1/user/${ctx.learnerId}\``. */
  url: (ctx: MatrixContext) => string;
  body?: (ctx: MatrixContext) => unknown;
  setup?: MatrixSetup;
  expect: Record<MatrixRole, number>;
};

/**
 * Shorthand for the common shapes of `expect`. A trainer may do what a learner may, and review
 * practicals: unless a row says otherwise, it expects for the trainer what it expects for the learner.
 */
export const expectAll = (status: number, overrides: Partial<Record<MatrixRole, number>> = {}): Record<MatrixRole, number> => ({
  anonymous: status,
  user: status,
  orgSame: status,
  orgOther: status,
  admin: status,
  superAdmin: status,
  ...overrides,
  trainer: overrides.trainer ?? overrides.user ?? status,
});

/** Administrators only: 401 anonymous, 403 learner and organization managers, `ok` for admins. */
export const adminOnly = (ok: number): Record<MatrixRole, number> => expectAll(403, { anonymous: 401, admin: ok, superAdmin: ok });
