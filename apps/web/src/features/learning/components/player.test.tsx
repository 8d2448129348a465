import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { startHttpServer, type Route } from '@/test/http-stub-server';
import 'fake-indexeddb/auto';
import { readQueue } from '@/features/learning/offline-progress/queue/event-queue';
import { stamped } from '@/features/learning/offline-progress/testing/sync-stub';
import { fetchesNextAhead } from '../hooks/use-next-lesson-ahead';
import { buildLms, buildPlayerLesson, COURSE_ID, lessonId } from '../testing/learning-fixtures';
import { loadLearningStrings } from '../testing/learning-strings';
import { byPath, failure, ok, renderLearning, syncAnswer } from '../testing/render-learning';

let route: Route;
const api = await startHttpServer((request) => route(request));
const base = `/v1/courses/${COURSE_ID}`;
const textLesson = buildPlayerLesson(1, { state: 'in_progress' });
const nextResult = {
  completedLessonId: lessonId(1),
  nextLesson: buildLms().modules[0]!.lessons[1],
  progress: { completedLessons: 1, totalLessons: 4, percent: 25 },
  certificate: null,
};
const standard = () =>
  byPath({
    [`GET ${base}/lms`]: ok(buildLms()),
    [`GET ${base}/lessons/${lessonId(1)}`]: ok(textLesson),
    [`GET ${base}/lessons/${lessonId(2)}`]: ok(buildPlayerLesson(2)),
    [`GET ${base}/lessons/${lessonId(3)}`]: failure(403, 'This lesson is locked.'),
    [`POST ${base}/next`]: ok(nextResult),
    ['POST /v1/sync']: syncAnswer(),
  });

beforeAll(() => {
  loadLearningStrings();
});
afterAll(async () => {
  setApiOrigin(null);
  await api.close();
});
beforeEach(async () => {
  setApiOrigin(api.origin);
  api.received.length = 0;
  route = standard();
  await i18n.changeLanguage('en');
});

describe('the learning player', () => {
  it('opens the current lesson when no lesson is named, replacing the address', async () => {
    const router = renderLearning(`/learn/${COURSE_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/${COURSE_ID}/${lessonId(2)}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drawing the boundary' })).toBeInTheDocument();
  });

  it('renders a text lesson and completes it, then opens the next lesson', async () => {
    const router = renderLearning(`/learn/${COURSE_ID}/${lessonId(1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ridge to valley' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ridges' })).toBeInTheDocument();
    expect(screen.getByText('down', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Valley');
    expect(screen.getByText('Reading · 10 minutes')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '← Back to Watershed Basics' })).toHaveAttribute('href', `/courses/${COURSE_ID}/lms`);

    const bar = screen.getByRole('navigation', { name: 'Lesson navigation' });
    expect(within(bar).queryByRole('link', { name: /Previous/ })).toBeNull();
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Mark as complete and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/${COURSE_ID}/${lessonId(2)}`));
    const post = api.received.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ lessonId: lessonId(1) });
  });

  it('keeps a completion made offline on the phone, says so, moves on and sends it when back online', async () => {
    const log = catchConsoleErrors();
    const router = renderLearning(`/learn/${COURSE_ID}/${lessonId(1)}`, { toaster: true });
    const complete = await screen.findByRole('button', { name: 'Mark as complete and continue' });
    setApiOrigin('http://127.0.0.1:9');
    await userEvent.setup().click(complete);
    expect(await screen.findByText('Saved on this phone; it will be sent when you are back online.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/${COURSE_ID}/${lessonId(2)}`));
    expect(log).toHaveBeenCalledWith('API request failed:', `/v1/courses/${COURSE_ID}/next`, expect.any(Error));
    const [waiting] = await readQueue();
    expect(waiting?.event).toEqual({
      type: 'complete',
      courseId: COURSE_ID,
      lessonId: lessonId(1),
      ...stamped(),
    });

    setApiOrigin(api.origin);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(async () => expect(await readQueue()).toEqual([]));
    const sync = api.received.find((request) => request.method === 'POST' && request.url === '/api/v1/sync');
    expect((JSON.parse(sync?.body ?? '{}') as { events: unknown[] }).events).toEqual([waiting?.event]);
    expect(api.received.filter((request) => request.url === `/api${base}/next`)).toHaveLength(0);
  });

  it('moves progress kept by an earlier version of the app into the queue and sends it when a lesson opens', async () => {
    window.localStorage.setItem(
      'jal.learning.pendingProgress',
      JSON.stringify([{ type: 'complete', courseId: COURSE_ID, lessonId: lessonId(1) }]),
    );
    renderLearning(`/learn/${COURSE_ID}/${lessonId(1)}`);
    await waitFor(() => expect(api.received.some((request) => request.method === 'POST' && request.url === '/api/v1/sync')).toBe(true));
    await waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(window.localStorage.getItem('jal.learning.pendingProgress')).toBeNull();
  });

  it('says calmly, without an error, that a lesson not downloaded cannot open offline', async () => {
    catchConsoleErrors();
    setApiOrigin('http://127.0.0.1:9');
    renderLearning(`/learn/${COURSE_ID}/${lessonId(1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText('This page was not downloaded. It will open when you are back online.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    setApiOrigin(api.origin);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ridge to valley' })).toBeInTheDocument();
  });

  it('shows the server message when it refuses the completion, and logs it', async () => {
    const log = catchConsoleErrors();
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms()),
      [`GET ${base}/lessons/${lessonId(2)}`]: ok(buildPlayerLesson(2)),
      [`POST ${base}/next`]: failure(409, 'Watch at least 90% of the video first.'),
    });
    renderLearning(`/learn/${COURSE_ID}/${lessonId(2)}`);
    expect(await screen.findByText('Watch the video nearly to the end to complete this lesson.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Watch at least 90% of the video first.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('API error:', 409, `/v1/courses/${COURSE_ID}/next`, expect.any(String));
  });

  it('sends a learner who has not enrolled to the course page, where Start is', async () => {
    const log = catchConsoleErrors();
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms({ enrolled: false, enrolledAt: null })),
      [`GET ${base}/lessons/${lessonId(1)}`]: failure(403, 'Enrol in this course first.'),
    });
    const router = renderLearning(`/learn/${COURSE_ID}/${lessonId(1)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${COURSE_ID}/lms`));
    expect(log).toHaveBeenCalledWith('API error:', 403, `/v1/courses/${COURSE_ID}/lessons/${lessonId(1)}`, 'Enrol in this course first.');
  });

  it('says plainly when a lesson is still locked, and logs the refusal', async () => {
    const log = catchConsoleErrors();
    renderLearning(`/learn/${COURSE_ID}/${lessonId(3)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This lesson is still locked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', `/courses/${COURSE_ID}/lms`);
    expect(log).toHaveBeenCalledWith('API error:', 403, `/v1/courses/${COURSE_ID}/lessons/${lessonId(3)}`, 'This lesson is locked.');
  });

  it('opens the outline in a dialog that keeps focus, closes on Escape and gives focus back', async () => {
    renderLearning(`/learn/${COURSE_ID}/${lessonId(1)}`);
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'All lessons' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Course outline' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: /Ridge to valley/ })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).queryByRole('link', { name: /Field guide/ })).toBeNull();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: /Drawing the boundary/ })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('the next lesson, fetched ahead', () => {
  const asked = (lesson: number) =>
    api.received.filter((request) => request.method === 'GET' && request.url.endsWith(`/lessons/${lessonId(lesson)}`)).length;

  it('comes while a lesson is open and the link is idle, and Next opens it without asking the server again', async () => {
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms()),
      [`GET ${base}/lessons/${lessonId(1)}`]: ok(buildPlayerLesson(1, { state: 'completed' })),
      [`GET ${base}/lessons/${lessonId(2)}`]: ok(buildPlayerLesson(2)),
      ['POST /v1/sync']: syncAnswer(),
    });
    renderLearning(`/learn/${COURSE_ID}/${lessonId(1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ridge to valley' })).toBeInTheDocument();
    await waitFor(() => expect(asked(2)).toBe(1), { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Drawing the boundary' })).toBeInTheDocument();
    expect(asked(2)).toBe(1);
  });

  it('waits for a free link, an open lesson and a learner who has not asked to save data', () => {
    const free = { nextLessonId: lessonId(2), nextOpen: true, lowData: false, online: true, busy: false };
    expect(fetchesNextAhead(free)).toBe(true);
    expect(fetchesNextAhead({ ...free, lowData: true })).toBe(false);
    expect(fetchesNextAhead({ ...free, busy: true })).toBe(false);
    expect(fetchesNextAhead({ ...free, online: false })).toBe(false);
    expect(fetchesNextAhead({ ...free, nextOpen: false })).toBe(false);
    expect(fetchesNextAhead({ ...free, nextLessonId: null })).toBe(false);
  });
});
