import { lazy } from 'react';

// The audit log page, its own chunk: only super administrators ever open it.
export const AuditLogPage = lazy(() => import('./pages/audit-log-page').then((m) => ({ default: m.AuditLogPage })));
