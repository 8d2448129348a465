import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-context';
import { i18n } from '@/lib/i18n';
import { ToasterHost } from '@/lib/toast';

export type RenderOptions = {
  /** The URL the app starts at (path and query); '/' unless given. */
  route?: string;
  /** The route pattern the component under test is shown at, e.g. '/courses/:id'; any path unless given. */
  path?: string;
  /** Other routes beside the component's: pages it links to, or a whole route tree. */
  routes?: RouteObject[];
  /** The UI language to render in; the strings must have been loaded (see seed-strings.ts). */
  language?: 'en' | 'hi';
  /** The query client; by default a fresh one that never retries, so an error shows at once. */
  queryClient?: QueryClient;
  /** Wraps the app in the sign-in state; `navigateAfterSignIn` stands in for the full page load. */
  auth?: boolean | { navigateAfterSignIn: (target: string) => void };
  /** Also renders the toaster, for tests that read toasts. */
  toaster?: boolean;
  /** Options for user-event, e.g. `{ delay: null }` for long typing. */
  userOptions?: UserEventOptions;
};

/**
 * A query client that never retries, so an error shows at once. `staleTime` keeps answers fresh
 * for pages that mount the same query twice and should ask once.
 */
export function testQueryClient({ staleTime = 0 }: { staleTime?: number } = {}) {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime }, mutations: { retry: false } } });
}

const clients = new Set<QueryClient>();

// A request still on its way when a test ends would be answered by the next test's stub, or find
// the file's stub server closed: let each test's requests finish (for up to a second) first.
afterEach(async () => {
  const busy = [...clients];
  clients.clear();
  await waitFor(() => {
    if (busy.some((client) => client.isFetching() + client.isMutating() > 0)) throw new Error('requests still running');
  }).catch(() => undefined);
});

/** Shows where the app went (path and query), for pages the test does not render. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `ui` as the app would: with the UI strings, a query client, a memory router at `route`
 * (the component at `path`, beside any other `routes`), and on request the sign-in state and the
 * toaster. Returns Testing Library's result with `user` (user-event), the router and the client.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { route = '/', path = '*', routes = [], language, queryClient = testQueryClient(), auth, toaster, userOptions } = options;
  if (language) void i18n.changeLanguage(language);
  clients.add(queryClient);
  const user = userEvent.setup(userOptions);
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  let app: ReactNode = (
    <>
      <RouterProvider router={router} />
      {toaster && <ToasterHost />}
    </>
  );
  if (auth) {
    const navigateAfterSignIn = auth === true ? () => {} : auth.navigateAfterSignIn;
    app = <AuthProvider navigateAfterSignIn={navigateAfterSignIn}>{app}</AuthProvider>;
  }
  const result: RenderResult = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{app}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, user, router, queryClient };
}
