import { isAdminRole, isOrganizationRole } from '@jal/contracts/core';
import { isValidElement, lazy } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { DashboardGuard, RoleGuard } from '../features/auth/components/dashboard-guard';
import { DashboardIndex } from '../features/auth/components/dashboard-index';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RouterErrorPage } from './error-page';
import { isLazyPage, lazyPage } from './lazy-page';
import { SiteLayout } from './layouts/site-layout';
import { administrationRoutes, organizationManagerRoutes } from './routes/dashboard/administration-routes';
import { courseAdminRoutes } from './routes/dashboard/course-admin-routes';
import { learnerRoutes, publicLearningRoutes } from './routes/learning-routes';

// One chunk per page: a phone downloads only the page it opens.
const HomePage = lazyPage(() => import('./routes/home'));
const CoursesPage = lazyPage(() => import('./routes/courses'));
const CourseDetailPage = lazyPage(() => import('./routes/course-detail'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const SignInPage = lazyPage(() => import('./routes/auth-pages').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazyPage(() => import('./routes/auth-pages').then((m) => ({ default: m.SignUpPage })));
const AboutPage = lazyPage(() => import('./routes/about'));
const ResourcesPage = lazyPage(() => import('./routes/resources'));
const ContactPage = lazyPage(() => import('./routes/contact'));
const DashboardLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  { element: <RoleGuard allow={isAdminRole} />, children: [...courseAdminRoutes, ...administrationRoutes] },
  {
    element: <RoleGuard allow={(role) => isAdminRole(role) || isOrganizationRole(role)} />,
    children: organizationManagerRoutes,
  },
  { path: '*', element: <DashboardIndex /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'courses', element: <CoursesPage /> },
      { path: 'courses/:id', element: <CourseDetailPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'resources', element: <ResourcesPage /> },
      { path: 'contact', element: <ContactPage /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'signin', element: <SignInPage /> },
          { path: 'signup', element: <SignUpPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: learnerRoutes,
      },
      ...publicLearningRoutes,
      {
        path: 'dashboard',
        element: <DashboardGuard />,
        children: [{ element: <DashboardLayout />, children: dashboardRoutes }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the chunk of the public page at `pathname` (its download already started from the
 * page's modulepreload tags), so the first render shows it at once. A failure is left to the
 * router's own loading and error handling.
 */
export async function preloadInitialPage(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map((match) => (isValidElement(match.route.element) ? match.route.element.type : null))
    .filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload())).catch(() => undefined);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
