/**
 * The demo accounts' shared password and the accounts the sign-in page offers, one per role.
 * Only the server knows them: the seed creates the accounts, and the demo-mode module publishes
 * them to the sign-in page while demo mode is on, so the web app's files never carry a password.
 */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_SIGN_IN_ACCOUNTS = [
  { role: 'USER', email: 'learner@jalshiksha.org' },
  { role: 'ADMIN', email: 'admin@jalshiksha.org' },
  { role: 'ORGANIZATION', email: 'org@jalshiksha.org' },
  { role: 'TRAINER', email: 'trainer@jalshiksha.org' },
  { role: 'SUPER_ADMIN', email: 'superadmin@jalshiksha.org' },
] as const;
