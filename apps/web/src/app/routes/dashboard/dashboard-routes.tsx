import { canReviewPracticals, isAdminRole, isOrganizationRole, isSuperAdminRole } from '@jal/contracts/core';
import { matchRoutes, type RouteObject } from 'react-router';
import { DashboardIndex } from '../../guards/dashboard-index';
import { RoleGuard } from '../../guards/dashboard-guard';
import { preloadRoutedPages } from '@/lib/lazy-page';
import { administrationRoutes, organizationManagerRoutes } from './administration-routes';
import { courseAdminRoutes } from './course-admin-routes';
import { reviewerRoutes } from './reviewer-routes';
import { superAdminRoutes } from './super-admin-routes';

/**
 * The dashboard's pages, below `/dashboard`. They are routed by the dashboard's layout, which
 * loads in a chunk of its own, not by the app's router: more than half of the app's routes are
 * here, and the router ranks every route it knows as it starts, on every page a visitor opens.
 */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  { element: <RoleGuard allow={isAdminRole} />, children: [...courseAdminRoutes, ...administrationRoutes] },
  {
    element: <RoleGuard allow={(role) => isAdminRole(role) || isOrganizationRole(role)} />,
    children: organizationManagerRoutes,
  },
  { element: <RoleGuard allow={canReviewPracticals} />, children: reviewerRoutes },
  { element: <RoleGuard allow={isSuperAdminRole} />, children: superAdminRoutes },
  { path: '*', element: <DashboardIndex /> },
];

/** The dashboard's routes that `pathname` (a full path, `/dashboard/...`) matches, outermost first. */
export function matchDashboardRoutes(pathname: string) {
  const dashboard: RouteObject[] = [{ path: '/dashboard', children: dashboardRoutes }];
  return matchRoutes(dashboard, pathname) ?? [];
}

/** Loads the code of the dashboard page at `pathname`, so that its first render shows it at once. */
export async function preloadDashboardPage(pathname: string): Promise<void> {
  await preloadRoutedPages(matchDashboardRoutes(pathname));
}
