import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catchConsoleErrors } from '@/test/console';
import { renderWithProviders } from '@/test/render';
import { buildAdminCourse, detailOf, ok, serveAdminApi } from '../testing/course-admin-testing';
import { CoursesListPage } from './courses-list-page';

const HOSTILE = '<script>alert(1)</script>';
let courses = [
  buildAdminCourse(1, { title: HOSTILE, titleTranslations: { en: HOSTILE } }),
  buildAdminCourse(2, { status: 'published', enrolmentCount: 3 }),
];
let failList = false;
const api = await serveAdminApi((request) => {
  const url = new URL(request.url, 'http://stub');
  if (url.pathname === '/api/v1/courses/stats') {
    return ok({ total: 2, byStatus: { draft: 1, published: 1, archived: 0 }, modules: 0, lessons: 12, enrolments: 3 });
  }
  if (request.method === 'GET') {
    if (failList) return { status: 500, body: { code: 500, message: 'Something went wrong.', data: null } };
    const status = url.searchParams.get('status');
    const list = courses.filter((course) => !status || status === 'all' || course.status === status);
    return ok({ courses: list, pagination: { page: 1, limit: 10, total: list.length, totalPages: 1 } });
  }
  const id = url.pathname.split('/').pop();
  if (request.method === 'DELETE') {
    courses = courses.filter((course) => course.id !== id);
    return ok(null);
  }
  const body = JSON.parse(request.body) as { status: 'archived' };
  courses = courses.map((course) => (course.id === id ? { ...course, ...body } : course));
  return ok(detailOf(courses.find((course) => course.id === id)!));
});

beforeEach(() => {
  failList = false;
});

const renderList = () => renderWithProviders(<CoursesListPage />, { route: '/dashboard/courses', path: '/dashboard/courses' });

describe('courses list', () => {
  it('shows every status, and a script tag in a title as plain text', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: HOSTILE })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('2 courses')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Draft')).toBeInTheDocument();
    // The figures at the top, from /v1/courses/stats.
    expect(screen.getByText('Lessons').nextElementSibling).toHaveTextContent('12');
  });

  it('keeps the status filter and search in the URL', async () => {
    const { user, router } = renderList();
    await screen.findByText('2 courses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    await waitFor(() => expect(router.state.location.search).toBe('?status=published'));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'pond');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published&q=pond'));
    await waitFor(() =>
      expect(api.received.some((request) => request.url.includes('search=pond') && request.url.includes('status=published'))).toBe(true),
    );
  });

  it('shows an error with a retry', async () => {
    failList = true;
    const log = catchConsoleErrors();
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The courses could not be loaded.');
    // The API client logs each failed request for the developer.
    expect(log).toHaveBeenCalledWith('API error:', 500, expect.stringContaining('/v1/courses/admin'), 'Something went wrong.');
    failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 courses')).toBeInTheDocument();
  });

  it('offers archiving instead of deleting when learners are enrolled', async () => {
    const { user } = renderList();
    const remove = await screen.findByRole('button', { name: 'Delete “Course 2”' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Archive instead of deleting?' });
    expect(dialog).toHaveTextContent('3 learners are enrolled in “Course 2”');
    // Focus starts on Cancel and stays inside the dialog.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(remove).toHaveFocus();
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.bodies('PUT')).toEqual([{ status: 'archived' }]));
    expect(api.received.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('deletes a course without learners after confirmation', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: `Delete “${HOSTILE}”` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this course?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.received.filter((request) => request.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: HOSTILE })).toBeNull());
  });
});
