import { expectAll, type MatrixRow } from './types.js';

/** Every signed-in caller acts on their own account; nobody else's can be named. */
const ownAccount = (ok: number) => expectAll(ok, { anonymous: 401 });

export const accountRows: MatrixRow[] = [
  { method: 'PATCH', url: () => '/v1/user/me', body: () => ({ preferences: { lowData: true } }), expect: ownAccount(200) },
  { method: 'GET', url: () => '/v1/user/me/data', expect: ownAccount(200) },
  { method: 'GET', url: () => '/v1/user/me/data?format=csv', expect: ownAccount(200) },
  { method: 'GET', url: () => '/v1/user/me/sessions', expect: ownAccount(200) },
  {
    // Nobody's session: the matrix's own sessions must survive, and no id names another person's.
    name: 'DELETE /v1/user/me/sessions/:id (not one of the caller’s)',
    method: 'DELETE',
    url: () => '/v1/user/me/sessions/00000000-0000-4000-8000-000000000000',
    expect: ownAccount(404),
  },
  {
    // A wrong password: the shared accounts of the matrix must survive, so each is refused on it.
    name: 'DELETE /v1/user/me (a wrong password)',
    method: 'DELETE',
    url: () => '/v1/user/me',
    body: () => ({ password: 'not the password', confirmEmail: 'nobody@example.org' }),
    expect: ownAccount(400),
  },
  // Two-step sign-in, each person's own: the set-up only ever starts a secret that is not yet in effect.
  { method: 'GET', url: () => '/v1/account/second-factor', expect: ownAccount(200) },
  { method: 'POST', url: () => '/v1/account/second-factor/enrolment', expect: ownAccount(200) },
  {
    name: 'POST /v1/account/second-factor/enrolment/confirm (a code that is not 6 digits)',
    method: 'POST',
    url: () => '/v1/account/second-factor/enrolment/confirm',
    body: () => ({ code: 'abc' }),
    expect: ownAccount(400),
  },
  {
    // None of the shared accounts has it on, so each is told so and keeps its sign-in as it is.
    name: 'POST /v1/account/second-factor/disable (not on)',
    method: 'POST',
    url: () => '/v1/account/second-factor/disable',
    body: () => ({ password: 'not the password' }),
    expect: ownAccount(409),
  },
];
