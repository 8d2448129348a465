import type { CourseSummary } from '@jal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/test/api-answers';
import { catchConsoleErrors } from '@/test/console';
import { connectStubApi } from '@/test/http-stub-server';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { buildCourse, startCourseApi, type StubAnswer } from '../testing/course-api-stub';
import { loadCourseStrings } from '../testing/ui-strings';
import { Catalogue } from './catalogue';

/** 30 published courses; the list endpoint pages and filters them as the API does. */
const ALL = Array.from({ length: 30 }, (_, index) =>
  buildCourse(index + 1, { level: index % 3 === 0 ? 'advanced' : 'beginner', category: index < 5 ? 'gis' : 'watershed' }),
);

let answer: (url: URL) => StubAnswer | Promise<StubAnswer>;
const api = connectStubApi(await startCourseApi((url) => answer(url)), loadCourseStrings);

function listOf(url: URL): StubAnswer {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const level = url.searchParams.get('level');
  const category = url.searchParams.get('category');
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const matching = ALL.filter(
    (course: CourseSummary) =>
      (!search || course.title.toLowerCase().includes(search)) &&
      (!level || course.level === level) &&
      (!category || course.category === category),
  );
  return ok({
    courses: matching.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: matching.length, totalPages: Math.ceil(matching.length / limit) },
  });
}

function realApi(url: URL): StubAnswer {
  if (url.pathname === '/api/v1/courses/categories') {
    return ok({
      categories: [
        { category: 'watershed', count: 25 },
        { category: 'gis', count: 5 },
      ],
    });
  }
  return listOf(url);
}

beforeEach(() => {
  answer = realApi;
});
afterEach(() => {
  vi.useRealTimers();
});

const renderAt = (path: string) =>
  renderWithProviders(<Catalogue />, { route: path, path: '/courses', queryClient: testQueryClient({ staleTime: 60_000 }) });

const query = (router: ReturnType<typeof renderAt>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the catalogue reads its state from the URL', () => {
  it('asks for the page, search and filters of the URL and shows them in the form', async () => {
    renderAt('/courses?q=course&level=beginner&category=watershed&page=2');
    expect(await screen.findByRole('heading', { level: 2, name: '17 courses found' })).toBeInTheDocument();
    expect(api.listRequests()).toEqual([
      { status: 'published', limit: '12', page: '2', search: 'course', level: 'beginner', category: 'watershed' },
    ]);
    expect(cardTitles()).toHaveLength(5);
    expect(screen.getByLabelText('Search by course title')).toHaveValue('course');
    expect(screen.getByLabelText('Level')).toHaveValue('beginner');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('watershed'));
    expect(screen.getByRole('option', { name: 'Watershed basics (25)' })).toBeInTheDocument();
  });

  it('ignores values no course could have, instead of failing', async () => {
    renderAt('/courses?level=expert&category=Not%20A%20Slug&page=abc');
    await screen.findByRole('heading', { level: 2, name: '30 courses found' });
    expect(api.listRequests()).toContainEqual({ status: 'published', limit: '12', page: '1' });
    expect(api.listRequests().filter((request) => request.level || request.category || request.page !== '1')).toEqual([]);
  });

  it('announces the number of courses found politely', async () => {
    renderAt('/courses');
    const heading = await screen.findByRole('heading', { level: 2, name: '30 courses found' });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    expect(cardTitles()).toHaveLength(12);
  });
});

describe('search and filters', () => {
  it('waits for a pause in typing before searching, then searches once from page 1', async () => {
    const { router, user } = renderAt('/courses?page=2');
    await screen.findByRole('heading', { level: 2, name: '30 courses found' });
    await user.type(screen.getByLabelText('Search by course title'), 'number 2');
    // Typed faster than the pause: nothing asked for yet.
    expect(api.listRequests().filter((request) => request.search)).toEqual([]);
    await screen.findByRole('heading', { level: 2, name: '11 courses found' }, { timeout: 2000 });
    expect(api.listRequests().filter((request) => request.search)).toEqual([
      { status: 'published', limit: '12', page: '1', search: 'number 2' },
    ]);
    expect(query(router)).toEqual({ q: 'number 2' });
  });

  it('searches at once on Enter', async () => {
    const { router, user } = renderAt('/courses');
    await screen.findByRole('heading', { level: 2, name: '30 courses found' });
    await user.type(screen.getByLabelText('Search by course title'), 'number 30{Enter}');
    expect(query(router)).toEqual({ q: 'number 30' });
    expect(await screen.findByRole('heading', { level: 2, name: '1 course found' })).toBeInTheDocument();
  });

  it('filters by level and category, back to page 1, and Back undoes a filter', async () => {
    const { router, user } = renderAt('/courses?page=3');
    await screen.findByRole('heading', { level: 2, name: '30 courses found' });
    await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
    expect(query(router)).toEqual({ level: 'advanced' });
    await screen.findByRole('heading', { level: 2, name: '10 courses found' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'GIS and remote sensing (5)' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Category'), 'GIS and remote sensing (5)');
    expect(query(router)).toEqual({ level: 'advanced', category: 'gis' });
    await screen.findByRole('heading', { level: 2, name: '2 courses found' });
    await act(() => router.navigate(-1));
    expect(query(router)).toEqual({ level: 'advanced' });
    expect(screen.getByLabelText('Category')).toHaveValue('');
    await screen.findByRole('heading', { level: 2, name: '10 courses found' });
  });

  it("says what didn't match and clears the filters", async () => {
    const { router, user } = renderAt('/courses?q=zzz&level=advanced');
    expect(await screen.findByText('No courses match “zzz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(query(router)).toEqual({});
    await screen.findByRole('heading', { level: 2, name: '30 courses found' });
    expect(screen.getByLabelText('Search by course title')).toHaveValue('');
    expect(screen.getByLabelText('Level')).toHaveValue('');
  });
});

describe('pages', () => {
  it('shows Page n of m with previous, numbers and next, and keeps the old page while the next loads', async () => {
    const { router, user } = renderAt('/courses');
    await screen.findByRole('heading', { level: 2, name: '30 courses found' });
    const pages = screen.getByRole('navigation', { name: 'Pages of courses' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(pages).getByText('Page 1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/courses?page=3');

    let release: () => void = () => {};
    answer = (url) => new Promise((resolve) => (release = () => resolve(realApi(url))));
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(query(router)).toEqual({ page: '2' });
    // While page 2 is on its way, page 1 stays, marked busy.
    expect(cardTitles()[0]).toBe('Course number 1');
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    expect(screen.getByText('Updating the list...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '30 courses found' })).toHaveFocus();
    release();
    await waitFor(() => expect(cardTitles()[0]).toBe('Course number 13'));
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/courses');
  });

  it('hides the controls when everything fits on one page', async () => {
    renderAt('/courses?category=gis');
    await screen.findByRole('heading', { level: 2, name: '5 courses found' });
    expect(screen.queryByRole('navigation', { name: 'Pages of courses' })).toBeNull();
  });

  it('goes to the last page when a link points past it', async () => {
    const { router } = renderAt('/courses?page=9');
    await waitFor(() => expect(query(router)).toEqual({ page: '3' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Course number 25'));
  });
});

describe('when the list cannot be loaded', () => {
  it('says so, logs it, and tries again on Retry', async () => {
    const log = catchConsoleErrors();
    answer = (url) =>
      url.pathname === '/api/v1/courses' ? { status: 500, body: { code: 500, message: 'Something went wrong.' } } : realApi(url);
    const { user } = renderAt('/courses');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch courses');
    expect(log).toHaveBeenCalledWith('API error:', 500, '/v1/courses', 'Something went wrong.');
    answer = realApi;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: '30 courses found' })).toBeInTheDocument();
  });
});
