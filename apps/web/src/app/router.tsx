import { isAdminRole, isOrganizationRole } from '@jal/contracts/core';
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { DashboardGuard, RoleGuard } from '../features/auth/components/dashboard-guard';
import { DashboardIndex } from '../features/auth/components/dashboard-index';
import { RedirectIfSignedIn } from '../features/auth/components/redirect-if-signed-in';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RouterErrorPage } from './error-page';
import { SiteLayout } from './layouts/site-layout';
import { DASHBOARD_PAGES } from './routes/dashboard/dashboard-pages';

// One chunk per page: a phone downloads only the page it opens.
const HomePage = lazy(() => import('./routes/home'));
const CoursesPage = lazy(() => import('./routes/courses'));
const CourseDetailPage = lazy(() => import('./routes/course-detail'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const SignInPage = lazy(() => import('./routes/auth-pages').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('./routes/auth-pages').then((m) => ({ default: m.SignUpPage })));
const AboutPage = lazy(() => import('./routes/about'));
const ResourcesPage = lazy(() => import('./routes/resources'));
const ContactPage = lazy(() => import('./routes/contact'));
const LmsPage = lazy(() => import('./routes/simple-pages').then((m) => ({ default: m.LmsPage })));
const LearnPage = lazy(() => import('./routes/simple-pages').then((m) => ({ default: m.LearnPage })));
const DashboardLayout = lazy(() => import('./layouts/dashboard-layout').then((m) => ({ default: m.DashboardLayout })));
const DashboardPlaceholderPage = lazy(() =>
  import('./routes/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPlaceholderPage })),
);

const adminPages = DASHBOARD_PAGES.filter((page) => !page.organization);
const usersPage = DASHBOARD_PAGES.find((page) => page.path === 'users');

const placeholder = (titleKey: string, workInProgress = false) => (
  <DashboardPlaceholderPage titleKey={titleKey} workInProgress={workInProgress} />
);

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardIndex /> },
  {
    element: <RoleGuard allow={isAdminRole} />,
    children: [
      ...adminPages.map((page) => ({ path: page.path, element: placeholder(page.titleKey, page.workInProgress) })),
      { path: 'courses/create', element: placeholder('dashboard.pages.createCourse') },
      { path: 'courses/:id', element: placeholder('dashboard.pages.editCourse') },
      { path: 'masters/organizations/create', element: placeholder('dashboard.pages.createOrganization') },
    ],
  },
  {
    element: <RoleGuard allow={(role) => isAdminRole(role) || isOrganizationRole(role)} />,
    children: [{ path: 'users', element: placeholder(usersPage?.titleKey ?? 'dashboard.pages.users') }],
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
        children: [
          { path: 'courses/:id/lms', element: <LmsPage /> },
          { path: 'learn/:courseId/:lessonId?', element: <LearnPage /> },
        ],
      },
      {
        path: 'dashboard',
        element: <DashboardGuard />,
        children: [{ element: <DashboardLayout />, children: dashboardRoutes }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
