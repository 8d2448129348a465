import { lazyPage } from '@/lib/lazy-page';

// The audit log page, its own chunk: only super administrators ever open it.
export const AuditLogPage = lazyPage(() => import('./pages/audit-log-page').then((m) => ({ default: m.AuditLogPage })));
