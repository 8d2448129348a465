import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { LearnPage } from '../pages/learn-page';
import { LmsPage } from '../pages/lms-page';
import { VerifyPage } from '../pages/verify-page';
import type { Route } from '@/test/http-stub-server';

/** Shows where the app went, for pages the test does not render. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The learning pages in a memory router, with a query client that does not retry. */
export function renderLearning(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/courses/:id/lms', element: <LmsPage /> },
      { path: '/learn/:courseId/:lessonId?', element: <LearnPage /> },
      { path: '/verify/:code?', element: <VerifyPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const ok = (data: unknown, status = 200) => ({ status, body: { code: status, message: 'Success', data } });
export const failure = (status: number, message: string) => ({ status, body: { code: status, message } });

/** Routes a stub request by `METHOD /path` (the path without /api and the query). */
export function byPath(table: Record<string, ReturnType<Route> | ((body: unknown) => ReturnType<Route>)>): Route {
  return (request) => {
    const path = new URL(request.url, 'http://stub').pathname.replace(/^\/api/, '');
    const answer = table[`${request.method} ${path}`];
    if (!answer) return failure(404, 'Not found.');
    return typeof answer === 'function' ? answer(request.body ? (JSON.parse(request.body) as unknown) : null) : answer;
  };
}
