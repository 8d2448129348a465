import type { RouteObject } from 'react-router';
import { AlertsPage } from '@/features/alerts';
import { BatchesPage, BatchPage } from '@/features/batches';
import { DashboardPlaceholderPage } from '@/features/info';
import { JobsPage } from '@/features/jobs';
import { LearnerImportPage } from '@/features/learner-import';
import { MapTilesSection } from '@/features/map-tiles';
import { OrganizationEditPage, OrganizationsPage } from '@/features/organizations';
import { BatchProgress, LearnerProgressPage } from '@/features/progress';
import { OrganizationFigures, OrganizationSummary, ReportsPage } from '@/features/reports';
import { TranslationsPage } from '@/features/translations';
import { UsersList, UsersPage } from '@/features/users';
import { withParts } from '@/lib/lazy-page';
import { DASHBOARD_PAGES } from './dashboard-pages';
import { UsersArea } from './users-area-tabs';

// Where a page shows another feature's part, it is handed in here, and loads with the page.
/** An organization's page, with the list of its users. */
export const OrganizationWithUsers = withParts(OrganizationEditPage, { usersList: UsersList });
/** The users page, with an organization manager's figures around the list. */
export const UsersWithFigures = withParts(UsersPage, {
  organizationSummary: OrganizationSummary,
  organizationFigures: OrganizationFigures,
});
/** The organizations master, with the installation's base map of the district below the list. */
export const OrganizationsWithMap = withParts(OrganizationsPage, { mapTilesSection: MapTilesSection });
/** A batch's page, with its progress board. */
export const BatchWithProgress = withParts(BatchPage, { progressBoard: BatchProgress });

/** Administrator pages other than courses (the router adds the administrator guard). */
export const administrationRoutes: RouteObject[] = [
  { path: 'translations', element: <TranslationsPage /> },
  { path: 'alerts', element: <AlertsPage /> },
  { path: 'masters/organizations', element: <OrganizationsWithMap /> },
  { path: 'masters/organizations/create', element: <OrganizationWithUsers /> },
  { path: 'masters/organizations/:id', element: <OrganizationWithUsers /> },
  { path: 'reports', element: <ReportsPage /> },
  { path: 'jobs', element: <JobsPage /> },
  // Pages whose tools are not built yet are listed all the same, and say honestly that they are coming.
  ...DASHBOARD_PAGES.filter((page) => page.workInProgress).map((page) => ({
    path: page.path,
    element: <DashboardPlaceholderPage titleKey={page.titleKey} workInProgress />,
  })),
];

/**
 * Pages an organization manager may open too (the router adds that guard): the users area, with
 * its batches and each learner's progress inside it below the area's tabs, since a manager sees
 * only that area; and the import of learners.
 */
export const organizationManagerRoutes: RouteObject[] = [
  {
    element: <UsersArea />,
    children: [
      { path: 'users', element: <UsersWithFigures /> },
      { path: 'users/batches', element: <BatchesPage /> },
      { path: 'users/batches/:id', element: <BatchWithProgress /> },
      { path: 'users/:id/progress', element: <LearnerProgressPage /> },
    ],
  },
  { path: 'users/import', element: <LearnerImportPage /> },
];
