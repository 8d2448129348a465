import { expectAll, type MatrixRow } from './types.js';

/** Super administrators only: administrators are refused like everyone else. */
const superAdminOnly = (ok: number) => expectAll(403, { anonymous: 401, superAdmin: ok });

export const auditLogRows: MatrixRow[] = [
  { method: 'GET', url: () => '/v1/admin/audit-log', expect: superAdminOnly(200) },
  { method: 'GET', url: () => '/v1/admin/audit-log?action=course&limit=5', expect: superAdminOnly(200) },
  { method: 'GET', url: () => '/v1/admin/audit-log.csv', expect: superAdminOnly(200) },
];
