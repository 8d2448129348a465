import { isAdminRole, isOrganizationRole, isSuperAdminRole } from '@jal/contracts/core';
import { isValidElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  DashboardGuard,
  DashboardIndex,
  FirstPasswordGate,
  ForgotPasswordPage,
  RedirectIfSignedIn,
  RequireAuth,
  ResetPasswordPage,
  RoleGuard,
  SignInPage,
  SetPasswordPage,
  SignUpPage,
} from '@/features/auth';
import { ContactPage } from '@/features/contact';
import { CourseDetailPage, CoursesPage } from '@/features/courses';
import { HomePage } from '@/features/home';
import { AboutPage, ResourcesPage } from '@/features/info';
import { NotFoundPage } from '@/features/layout';
import { isLazyPage, lazyPage } from '@/lib/lazy-page';
import { RouterErrorPage } from './error-page';
import { SiteLayout } from './layouts/site-layout';
import { accountRoutes, publicAccountRoutes } from './routes/account-routes';
import { administrationRoutes, organizationManagerRoutes } from './routes/dashboard/administration-routes';
import { superAdminRoutes } from './routes/dashboard/super-admin-routes';
import { courseAdminRoutes } from './routes/dashboard/course-admin-routes';
import { learnerRoutes, publicLearningRoutes } from './routes/learning-routes';

// Every page is its own chunk (its feature says so where it exports it): a phone downloads only
// the page it opens. The dashboard's layout too: no visitor's phone loads it (opened at a
// dashboard address, it loads before the first render, while the access check waits).
const DashboardLayout = lazyPage(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  { element: <RoleGuard allow={isAdminRole} />, children: [...courseAdminRoutes, ...administrationRoutes] },
  {
    element: <RoleGuard allow={(role) => isAdminRole(role) || isOrganizationRole(role)} />,
    children: organizationManagerRoutes,
  },
  { element: <RoleGuard allow={isSuperAdminRole} />, children: superAdminRoutes },
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
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      // Open whoever is signed in here: the emailed link may be opened in any browser.
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'set-password', element: <SetPasswordPage /> },
      {
        element: <RequireAuth />,
        children: [{ element: <FirstPasswordGate />, children: [...learnerRoutes, ...accountRoutes] }],
      },
      ...publicLearningRoutes,
      ...publicAccountRoutes,
      {
        path: 'dashboard',
        element: <DashboardGuard />,
        children: [{ element: <FirstPasswordGate />, children: [{ element: <DashboardLayout />, children: dashboardRoutes }] }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the chunk of the page the router opened on (its download already started from the page's
 * modulepreload tags), so the first render shows it at once. A failure is left to the
 * router's own loading and error handling.
 */
export async function preloadInitialPage(router: AppRouter): Promise<void> {
  const pages = router.state.matches
    .map((match) => (isValidElement(match.route.element) ? match.route.element.type : null))
    .filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload())).catch(() => undefined);
}

/** The app's router, made once at start: matching the address against every route is not free on a slow phone. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
