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
];
