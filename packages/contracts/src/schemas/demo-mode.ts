import { z } from 'zod';
import { ASSIGNABLE_ROLES } from '../roles.js';

/**
 * What the sign-in page and the dashboard's warning read, open to anyone: while demo mode is on,
 * the demo accounts one per role and their shared password (published on purpose: that is what
 * a demo is); once it has ended, nothing.
 */
export const demoAccounts = z.object({
  active: z.boolean(),
  password: z.string().nullable(),
  accounts: z.array(z.object({ role: z.enum(ASSIGNABLE_ROLES), email: z.string() })),
});
export type DemoAccounts = z.infer<typeof demoAccounts>;

/** A demo account as the super admin's demo-mode page lists it. */
export const demoAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.enum(['active', 'disabled']),
});

/** The super admin's view of demo mode: its history, its accounts, and whether ending it is safe. */
export const demoModeStatus = z.object({
  active: z.boolean(),
  seededAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Who ended it: a super admin's email, or null when the server was started with DEMO=false. */
  endedBy: z.string().nullable(),
  accounts: z.array(demoAccount),
  /** Active super admins that are not demo accounts: ending demo mode needs at least one. */
  ownSuperAdmins: z.number().int(),
  /** The caller signed in with a demo account, and is signed out when demo mode ends. */
  callerIsDemo: z.boolean(),
});
export type DemoModeStatus = z.infer<typeof demoModeStatus>;
