import type { RouteObject } from 'react-router';
import { AuditLogPage } from '@/features/audit-log';
import { DemoModePage } from '@/features/demo-mode';

/** Pages for super administrators only (the router adds that guard; the API refuses everyone else too). */
export const superAdminRoutes: RouteObject[] = [
  { path: 'audit-log', element: <AuditLogPage /> },
  { path: 'demo-mode', element: <DemoModePage /> },
];
