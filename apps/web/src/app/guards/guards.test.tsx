import { screen } from '@testing-library/react';
import { GUARD_EXTRA_WAIT_MS, isAdminRole, isOrganizationRole } from '@jal/contracts/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serveStubApi } from '@/test/http-stub-server';
import { accessDeniedLinkStrings } from '@jal/ui-strings/my-learning';
import { loadTestStrings } from '@/test/i18n-resources';
import { loadSeedStrings } from '@/test/seed-strings';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { whileHydrating } from '@/lib/render-phase';
import { DashboardGuard, RoleGuard } from './dashboard-guard';
import { DashboardIndex } from './dashboard-index';
import { RedirectIfSignedIn } from './redirect-if-signed-in';

// The start-up check of a stored session confirms the user of the token (`token-<role>`).
await serveStubApi(({ headers }) => {
  const role = /^Bearer token-(.+)$/.exec(headers.authorization ?? '')?.[1];
  if (!role) return { status: 401, body: { code: 401, message: 'Please log in.', data: null } };
  return { status: 200, body: { code: 200, message: 'Success', data: { id: 'u1', name: 'Test', role } } };
});

beforeAll(() => {
  loadTestStrings();
  loadSeedStrings(accessDeniedLinkStrings);
});

function renderAt(path: string, role?: string) {
  if (role) {
    window.localStorage.setItem('authToken', `token-${role}`);
    window.localStorage.setItem('currentUser', JSON.stringify({ id: 'u1', name: 'Test', role }));
  }
  return renderWithProviders(<LocationProbe />, {
    route: path,
    auth: true,
    routes: [
      {
        path: '/dashboard',
        element: <DashboardGuard />,
        children: [
          { index: true, element: <DashboardIndex /> },
          {
            element: <RoleGuard allow={isAdminRole} />,
            children: [
              { path: 'courses', element: <LocationProbe /> },
              { path: 'translations', element: <LocationProbe /> },
            ],
          },
          {
            element: <RoleGuard allow={(r) => isAdminRole(r) || isOrganizationRole(r)} />,
            children: [{ path: 'users', element: <LocationProbe /> }],
          },
        ],
      },
      { element: <RedirectIfSignedIn />, children: [{ path: '/signin', element: <LocationProbe /> }] },
    ],
  });
}

const where = async () => (await screen.findByTestId('where', {}, { timeout: 3000 })).textContent;

describe('dashboard guards: sign-in first, then admin or organization rights', () => {
  it('waits for auth plus 500 ms before deciding', async () => {
    renderAt('/dashboard/courses');
    expect(screen.getByText('Checking your access...')).toBeInTheDocument();
    expect(await where()).toBe('/signin?returnTo=%2Fdashboard%2Fcourses');
  });

  it('sends a visitor to sign-in with the encoded path and query', async () => {
    renderAt('/dashboard/courses?status=draft&page=2');
    expect(await where()).toBe('/signin?returnTo=%2Fdashboard%2Fcourses%3Fstatus%3Ddraft%26page%3D2');
  });

  it('shows Access Denied to a learner', async () => {
    renderAt('/dashboard/courses', 'USER');
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('You need admin or organization privileges to access the dashboard.')).toBeInTheDocument();
    expect(screen.getByText('Please login with an admin account to access this area.')).toBeInTheDocument();
  });

  it('offers a learner their own learning, or signing in as someone else and coming back to the dashboard', async () => {
    const { user } = renderAt('/dashboard/courses', 'USER');
    expect(await screen.findByRole('link', { name: 'Go to My learning' }, { timeout: 3000 })).toHaveAttribute('href', '/my-learning');
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await where()).toBe('/signin?returnTo=%2Fdashboard');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it.each([
    ['ADMIN', '/dashboard/courses'],
    ['SUPER_ADMIN', '/dashboard/courses'],
    ['admin', '/dashboard/courses'],
    ['ORGANIZATION', '/dashboard/users'],
  ])('redirects the index for %s to %s', async (role, target) => {
    renderAt('/dashboard', role);
    expect(await where()).toBe(target);
  });

  it('sends ORGANIZATION back to /dashboard (and so to users) from an admin page', async () => {
    renderAt('/dashboard/translations', 'ORGANIZATION');
    expect(await where()).toBe('/dashboard/users');
  });

  it('lets ADMIN open users', async () => {
    renderAt('/dashboard/users', 'ADMIN');
    expect(await where()).toBe('/dashboard/users');
  });
});

describe('the dashboard guard waits once', () => {
  it('waits its 500 ms only once, though the layout and the page load their code after it', async () => {
    window.localStorage.setItem('authToken', 'token-ADMIN');
    window.localStorage.setItem('currentUser', JSON.stringify({ id: 'u1', name: 'Test', role: 'ADMIN' }));
    // As in the app: the site's page area suspends while a page's code loads, and the dashboard's
    // layout and page each come in a chunk of their own.
    const Layout = lazy(() => Promise.resolve({ default: Outlet }));
    const Page = lazy(() => Promise.resolve({ default: () => <h1>Courses</h1> }));
    const timers = vi.spyOn(window, 'setTimeout');
    renderWithProviders(<LocationProbe />, {
      route: '/dashboard/courses',
      auth: true,
      routes: [
        {
          element: (
            <Suspense fallback={<p>Loading page...</p>}>
              <Outlet />
            </Suspense>
          ),
          children: [
            {
              path: '/dashboard',
              element: <DashboardGuard />,
              children: [{ element: <Layout />, children: [{ path: 'courses', element: <Page /> }] }],
            },
          ],
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Courses' }, { timeout: 3000 });
    // The wait counts from the guard's first render: the timer is set for what is left of it.
    const waits = timers.mock.calls.filter(
      ([, delay]) => delay !== undefined && delay > GUARD_EXTRA_WAIT_MS / 2 && delay <= GUARD_EXTRA_WAIT_MS,
    );
    timers.mockRestore();
    expect(waits).toHaveLength(1);
  });
});

describe('the dashboard guard over a page the server rendered', () => {
  it('counts its 500 ms from the first paint, which showed the wait already', async () => {
    window.localStorage.setItem('authToken', 'token-ADMIN');
    window.localStorage.setItem('currentUser', JSON.stringify({ id: 'u1', name: 'Test', role: 'ADMIN' }));
    // The server's HTML painted "Checking your access" 400 ms before the app took it over.
    const paintedAt = performance.now() - 400;
    const paints = vi
      .spyOn(performance, 'getEntriesByName')
      .mockImplementation((name) => (name === 'first-contentful-paint' ? [{ startTime: paintedAt } as PerformanceEntry] : []));
    const timers = vi.spyOn(window, 'setTimeout');
    whileHydrating(() => renderAt('/dashboard/courses'));
    expect(await where()).toBe('/dashboard/courses');
    // What is left of the wait is at most 100 ms: no timer is set for the whole 500 ms again.
    const longWaits = timers.mock.calls.filter(
      ([, delay]) => delay !== undefined && delay > GUARD_EXTRA_WAIT_MS / 2 && delay <= GUARD_EXTRA_WAIT_MS,
    );
    timers.mockRestore();
    paints.mockRestore();
    expect(longWaits).toEqual([]);
  });
});

describe('auth pages redirect a signed-in user', () => {
  it.each([
    ['ADMIN', '/signin', '/dashboard/courses'],
    ['ORGANIZATION', '/signin', '/dashboard/users'],
    ['USER', '/signin', '/courses'],
    ['USER', `/signin?returnTo=${encodeURIComponent('/about')}`, '/about'],
  ])('%s opening %s goes to %s', async (role, path, target) => {
    renderAt(path, role);
    expect(await where()).toBe(target);
  });

  it('lets a visitor stay on sign-in', async () => {
    renderAt('/signin');
    expect(await where()).toBe('/signin');
  });
});
