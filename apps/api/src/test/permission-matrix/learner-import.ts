import { expectAll, type MatrixRow } from './types.js';

/** Administrators and organization managers; a learner is refused. */
const managers = (ok: number) => expectAll(ok, { anonymous: 401, user: 403 });

export const learnerImportRows: MatrixRow[] = [
  { method: 'GET', url: () => '/v1/user/import/template?format=xlsx&language=hi', expect: managers(200) },
  // The matrix sends JSON: every caller let through is told to send the file as multipart.
  { method: 'POST', url: () => '/v1/user/import/preview', body: () => ({}), expect: managers(415) },
  { method: 'POST', url: () => '/v1/user/import?mode=all-or-nothing', body: () => ({}), expect: managers(415) },
  {
    // Only someone who signed in with a one-time password chooses a first password; nobody here did.
    method: 'POST',
    url: () => '/v1/user/first-password',
    body: () => ({ newPassword: 'rain water harvest 26' }),
    expect: expectAll(403, { anonymous: 401 }),
  },
];
