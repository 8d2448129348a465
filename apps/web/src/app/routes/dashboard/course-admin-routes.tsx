import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk, loaded when opened.
const DashboardPlaceholderPage = lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPlaceholderPage })));

/** The dashboard's course pages (administrators only; the router adds the guard). */
export const courseAdminRoutes: RouteObject[] = [
  { path: 'courses', element: <DashboardPlaceholderPage titleKey="dashboard.pages.courses" workInProgress={false} /> },
  { path: 'courses/create', element: <DashboardPlaceholderPage titleKey="dashboard.pages.createCourse" workInProgress={false} /> },
  { path: 'courses/:id', element: <DashboardPlaceholderPage titleKey="dashboard.pages.editCourse" workInProgress={false} /> },
];
