import { lazy } from 'react';

// The dashboard's administration pages, each its own chunk, loaded when opened.
export const TranslationsPage = lazy(() => import('./pages/translations-page').then((m) => ({ default: m.TranslationsPage })));
export const AlertsPage = lazy(() => import('./pages/alerts-page').then((m) => ({ default: m.AlertsPage })));
export const OrganizationsPage = lazy(() => import('./pages/organizations-page').then((m) => ({ default: m.OrganizationsPage })));
export const OrganizationEditPage = lazy(() => import('./pages/organization-edit-page').then((m) => ({ default: m.OrganizationEditPage })));
export const UsersPage = lazy(() => import('./pages/users-page').then((m) => ({ default: m.UsersPage })));
export const ReportsPage = lazy(() => import('./pages/reports-page').then((m) => ({ default: m.ReportsPage })));
export const DashboardPlaceholderPage = lazy(() =>
  import('./pages/placeholder-page').then((m) => ({ default: m.DashboardPlaceholderPage })),
);
export const LearnerImportPage = lazy(() => import('./pages/learner-import-page').then((m) => ({ default: m.LearnerImportPage })));
