/** Demo accounts, one per role: seeded by the server, offered on the sign-in page, listed in the README. */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = [
  { role: 'USER', email: 'learner@jalshiksha.org', labelKey: 'auth.demo.user' },
  { role: 'ADMIN', email: 'admin@jalshiksha.org', labelKey: 'auth.demo.admin' },
  { role: 'ORGANIZATION', email: 'org@jalshiksha.org', labelKey: 'auth.demo.organization' },
  { role: 'SUPER_ADMIN', email: 'superadmin@jalshiksha.org', labelKey: 'auth.demo.superAdmin' },
] as const;
