import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { DASHBOARD_PAGES } from './dashboard-pages';

const DashboardPlaceholderPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPlaceholderPage })));

const placeholder = (titleKey: string, workInProgress = false) => (
  <DashboardPlaceholderPage titleKey={titleKey} workInProgress={workInProgress} />
);

/** Administrator pages other than courses (the router adds the administrator guard). */
export const administrationRoutes: RouteObject[] = [
  ...DASHBOARD_PAGES.filter((page) => !page.organization && page.path !== 'courses').map((page) => ({
    path: page.path,
    element: placeholder(page.titleKey, page.workInProgress),
  })),
  { path: 'masters/organizations/create', element: placeholder('dashboard.pages.createOrganization') },
];

/** Pages an organization manager may open too (the router adds that guard). */
export const organizationManagerRoutes: RouteObject[] = [{ path: 'users', element: placeholder('dashboard.pages.users') }];
