import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordPage, ResetPasswordPage, SignInPage, SetPasswordPage, SignUpPage } from '@/features/auth';
import { DashboardGuard } from './guards/dashboard-guard';
import { FirstPasswordGate } from './guards/first-password-gate';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAuth } from './guards/require-auth';
import { ContactPage } from '@/features/contact';
import { CourseDetailPage, CoursesPage } from '@/features/courses';
import { DemoAccounts } from '@/features/demo-mode';
import { HomePage } from '@/features/home';
import { AboutPage, NotFoundPage, ResourcesPage } from '@/features/info';
import { ContinueBand, CourseLearnerAction } from '@/features/learning';
import { lazyPage, preloadRoutedPages, withParts } from '@/lib/lazy-page';
import { RouterErrorPage } from './error-page';
import { SiteLayout } from './layouts/site-layout';
import { accountRoutes, publicAccountRoutes } from './routes/account-routes';
import { learnerRoutes, publicLearningRoutes } from './routes/learning-routes';

// Every page is its own chunk (its feature says so where it exports it): a phone downloads only
// the page it opens. The dashboard's layout too, with the dashboard's routes: no visitor's phone
// loads them (opened at a dashboard address, they load before the first render, while the access
// check waits).
const loadDashboardLayout = () => import('./layouts/dashboard-layout');
const DashboardLayout = lazyPage(() => loadDashboardLayout().then((m) => ({ default: m.DashboardLayout })));

/** The sign-in page with demo mode's accounts beside its form (they load with the page). */
const SignInWithDemoAccounts = withParts(SignInPage, { demoAccounts: DemoAccounts });

/** The route of an address the app has no page for: the server answers it with a 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      // A signed-in learner's parts of these pages load only for them (main.tsx preloads them then).
      { path: 'courses', element: <CoursesPage continueBand={ContinueBand} /> },
      { path: 'courses/:id', element: <CourseDetailPage learnerAction={CourseLearnerAction} /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'resources', element: <ResourcesPage /> },
      { path: 'contact', element: <ContactPage /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'signin', element: <SignInWithDemoAccounts /> },
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
        element: <DashboardGuard />,
        // `/dashboard` and every address below it, in one route: the layout routes its pages itself
        // (routes/dashboard/dashboard-routes.tsx). A route of `/dashboard` alone here would rank
        // above it for `/dashboard` itself and show an empty page.
        children: [{ element: <FirstPasswordGate />, children: [{ path: 'dashboard/*', element: <DashboardLayout /> }] }],
      },
      { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the chunk of the page the router opened on (its download already started from the page's
 * modulepreload tags), so the first render shows it at once. A failure is left to the
 * router's own loading and error handling.
 */
export async function preloadInitialPage(router: AppRouter): Promise<void> {
  const pages = await preloadRoutedPages(router.state.matches);
  // The dashboard's page is routed by its layout, known once the layout has loaded.
  if (pages.includes(DashboardLayout)) {
    await loadDashboardLayout()
      .then((layout) => layout.preloadDashboardPage(router.state.location.pathname))
      .catch(() => undefined);
  }
}

/** The app's router, made once at start: matching the address against every route is not free on a slow phone. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
