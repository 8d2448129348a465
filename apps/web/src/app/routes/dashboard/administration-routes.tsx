import type { RouteObject } from 'react-router';
import { AlertsPage } from '@/features/alerts';
import { BatchesPage, BatchPage } from '@/features/batches';
import { DashboardPlaceholderPage } from '@/features/info';
import { LearnerImportPage } from '@/features/learner-import';
import { OrganizationEditPage, OrganizationsPage } from '@/features/organizations';
import { LearnerProgressPage } from '@/features/progress';
import { ReportsPage } from '@/features/reports';
import { TranslationsPage } from '@/features/translations';
import { UsersPage } from '@/features/users';
import { DASHBOARD_PAGES } from './dashboard-pages';

/** Administrator pages other than courses (the router adds the administrator guard). */
export const administrationRoutes: RouteObject[] = [
  { path: 'translations', element: <TranslationsPage /> },
  { path: 'alerts', element: <AlertsPage /> },
  { path: 'masters/organizations', element: <OrganizationsPage /> },
  { path: 'masters/organizations/create', element: <OrganizationEditPage /> },
  { path: 'masters/organizations/:id', element: <OrganizationEditPage /> },
  { path: 'reports', element: <ReportsPage /> },
  // Pages whose tools are not built yet are listed all the same, and say honestly that they are coming.
  ...DASHBOARD_PAGES.filter((page) => page.workInProgress).map((page) => ({
    path: page.path,
    element: <DashboardPlaceholderPage titleKey={page.titleKey} workInProgress />,
  })),
];

/**
 * Pages an organization manager may open too (the router adds that guard): the users area, with
 * its batches and each learner's progress inside it, since a manager sees only that area.
 */
export const organizationManagerRoutes: RouteObject[] = [
  { path: 'users', element: <UsersPage /> },
  { path: 'users/import', element: <LearnerImportPage /> },
  { path: 'users/batches', element: <BatchesPage /> },
  { path: 'users/batches/:id', element: <BatchPage /> },
  { path: 'users/:id/progress', element: <LearnerProgressPage /> },
];
