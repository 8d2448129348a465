import type { SyncBody, SyncOutcome } from '@jal/contracts';
import { LearnPage } from '../pages/learn-page';
import { DownloadCourseButton, LessonDownloadSize } from '@/features/offline';
import { LmsPage } from '../pages/lms-page';
import { VerifyPage } from '../pages/verify-page';
import type { Route } from '@/test/http-stub-server';
import { LocationProbe, renderWithProviders, testQueryClient } from '@/test/render';

/** The learning pages at `path`, through the shared test render (with the toaster on request); returns the memory router. */
export function renderLearning(path: string, { toaster = false }: { toaster?: boolean } = {}) {
  return renderWithProviders(<LocationProbe />, {
    route: path,
    routes: [
      {
        path: '/courses/:id/lms',
        element: <LmsPage downloads={{ courseDownload: DownloadCourseButton, lessonDownloadSize: LessonDownloadSize }} />,
      },
      { path: '/learn/:courseId/:lessonId?', element: <LearnPage /> },
      { path: '/verify/:code?', element: <VerifyPage /> },
    ],
    path: '*',
    queryClient: testQueryClient({ staleTime: 60_000 }),
    toaster,
  }).router;
}

export { ok } from '@/test/api-answers';
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

/** POST /v1/sync answered as the server does when it applies every event; `outcome` changes one event's answer. */
export function syncAnswer(change: (outcome: SyncOutcome, event: SyncBody['events'][number]) => SyncOutcome = (outcome) => outcome) {
  return (body: unknown) => {
    const { events } = body as SyncBody;
    const outcomes = events.map((event) =>
      change({ key: event.key, type: event.type, status: 'applied', reason: null, position: null, completion: null, attempt: null }, event),
    );
    return { status: 200, body: { code: 200, message: 'Success', data: { outcomes } } };
  };
}
