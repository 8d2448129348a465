import { lazyPage } from '@/lib/lazy-page';

// The dashboard's administration pages, each its own chunk, loaded when opened.
export const TranslationsPage = lazyPage(() => import('./pages/translations-page').then((m) => ({ default: m.TranslationsPage })));
export const AlertsPage = lazyPage(() => import('./pages/alerts-page').then((m) => ({ default: m.AlertsPage })));
export const OrganizationsPage = lazyPage(() => import('./pages/organizations-page').then((m) => ({ default: m.OrganizationsPage })));
export const OrganizationEditPage = lazyPage(() =>
  import('./pages/organization-edit-page').then((m) => ({ default: m.OrganizationEditPage })),
);
export const UsersPage = lazyPage(() => import('./pages/users-page').then((m) => ({ default: m.UsersPage })));
export const ReportsPage = lazyPage(() => import('./pages/reports-page').then((m) => ({ default: m.ReportsPage })));
export const DashboardPlaceholderPage = lazyPage(() =>
  import('./pages/placeholder-page').then((m) => ({ default: m.DashboardPlaceholderPage })),
);
export const LearnerImportPage = lazyPage(() => import('./pages/learner-import-page').then((m) => ({ default: m.LearnerImportPage })));
