import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { DASHBOARD_PAGES } from './dashboard-pages';

// Each page is its own chunk, loaded when opened.
const DashboardPlaceholderPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPlaceholderPage })));
const TranslationsPage = lazy(() =>
  import('@/features/administration/pages/translations-page').then((m) => ({ default: m.TranslationsPage })),
);
const AlertsPage = lazy(() => import('@/features/administration/pages/alerts-page').then((m) => ({ default: m.AlertsPage })));
const OrganizationsPage = lazy(() =>
  import('@/features/administration/pages/organizations-page').then((m) => ({ default: m.OrganizationsPage })),
);
const OrganizationEditPage = lazy(() =>
  import('@/features/administration/pages/organization-edit-page').then((m) => ({ default: m.OrganizationEditPage })),
);
const UsersPage = lazy(() => import('@/features/administration/pages/users-page').then((m) => ({ default: m.UsersPage })));
const ReportsPage = lazy(() => import('@/features/administration/pages/reports-page').then((m) => ({ default: m.ReportsPage })));

/** Administrator pages other than courses (the router adds the administrator guard). */
export const administrationRoutes: RouteObject[] = [
  { path: 'translations', element: <TranslationsPage /> },
  { path: 'alerts', element: <AlertsPage /> },
  { path: 'masters/organizations', element: <OrganizationsPage /> },
  { path: 'masters/organizations/create', element: <OrganizationEditPage /> },
  { path: 'masters/organizations/:id', element: <OrganizationEditPage /> },
  { path: 'reports', element: <ReportsPage /> },
  // The work-in-progress pages of spec §2 say honestly that they are coming.
  ...DASHBOARD_PAGES.filter((page) => page.workInProgress).map((page) => ({
    path: page.path,
    element: <DashboardPlaceholderPage titleKey={page.titleKey} workInProgress />,
  })),
];

/** Pages an organization manager may open too (the router adds that guard). */
export const organizationManagerRoutes: RouteObject[] = [{ path: 'users', element: <UsersPage /> }];
