import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { ReportsPage } from './reports-page';

const COURSE = { id: '0b7a2f5e-4c1d-4e8a-9f3b-2d6c8e1a5b70', title: 'Watershed Basics', titleTranslations: { en: 'Watershed Basics' } };
const OTHER = {
  id: '5d1c9e7a-2b3f-4a6d-8e0c-7f9b1a3d5e21',
  title: 'Village Water Budgeting',
  titleTranslations: { en: 'Village Water Budgeting' },
};
const figures = (enrolments: number) => ({ enrolments, completions: 1, certificates: 1 });

function report(url: URL) {
  const courseId = url.searchParams.get('courseId');
  const courses = [COURSE, OTHER].filter((course) => !courseId || course.id === courseId);
  return {
    period: 'month',
    from: '2026-01-01',
    to: '2026-11-22',
    organizationId: null,
    totals: figures(courses.length * 4),
    series: [{ start: '2026-11-01', ...figures(courses.length * 4) }],
    byCourse: courses.map((course) => ({ courseId: course.id, title: course.titleTranslations, ...figures(4) })),
    byOrganization: [],
    byCoursePagination: { page: Number(url.searchParams.get('coursePage') ?? 1), limit: 20, total: 41, totalPages: 3, sort: 'enrolments' },
    byOrganizationPagination: { page: 1, limit: 20, total: 0, totalPages: 1, sort: 'enrolments' },
  };
}

const server = await serveStubApi((request) => {
  const url = new URL(request.url.replace(/^\/api/, ''), 'http://localhost');
  const data =
    url.pathname === '/v1/courses/admin'
      ? { courses: [COURSE, OTHER], pagination: { page: 1, limit: 100, total: 2, totalPages: 1 } }
      : url.pathname === '/v1/organizations'
        ? { items: [], page: 1, limit: 100, total: 0, totalPages: 0 }
        : report(url);
  return { status: 200, body: { code: 200, message: 'Success', data } };
}, loadAdministrationStrings);

describe('ReportsPage', () => {
  it('narrows the figures to one course, then back to all', async () => {
    const { user } = renderWithProviders(<ReportsPage />);
    const perCourse = await screen.findByRole('table', { name: 'Per course' });
    expect(
      within(perCourse)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Watershed Basics', 'Village Water Budgeting']);
    const courseSelect = screen.getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(courseSelect).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(courseSelect, 'Village Water Budgeting');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Per course' }))
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Village Water Budgeting']),
    );
    const asked = server.received
      .filter((request) => request.url.startsWith('/api/v1/reports'))
      .map((request) => new URL(request.url, 'http://localhost'));
    expect(asked.at(-1)?.searchParams.get('courseId')).toBe(OTHER.id);
    expect(asked.at(-1)?.searchParams.get('period')).toBe('month');

    await user.selectOptions(courseSelect, 'All');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Per course' })).getAllByRole('rowheader')).toHaveLength(2));
    expect(new URL(server.received.at(-1)?.url ?? '/', 'http://localhost').searchParams.has('courseId')).toBe(false);
  });
});

describe('ReportsPage tables and exports', () => {
  it('pages the per-course table on the server', async () => {
    const { user } = renderWithProviders(<ReportsPage />);
    await screen.findByRole('table', { name: 'Per course' });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    const asked = server.received.filter((request) => request.url.startsWith('/api/v1/reports')).at(-1);
    expect(new URL(asked?.url ?? '/', 'http://localhost').searchParams.get('coursePage')).toBe('2');
  });

  it('writes the periods of the over-time CSV as dates (YYYY-MM-DD)', async () => {
    const saved: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:report';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<ReportsPage />);
    await screen.findByRole('table', { name: 'Per course' });
    await user.click(screen.getByRole('button', { name: /over time/i }));
    expect(saved).toHaveLength(1);
    const text = await saved[0]!.text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual(['"Period starting","Enrolments","Completions","Certificates"', '"2026-11-01","8","1","1"']);
    created.mockRestore();
    clicked.mockRestore();
  });

  it("asks for the per-course file in the reader's language, and says so when it cannot be had", async () => {
    // The file's request fails as on a lost connection; the page's own reads go on as before.
    const fetchPage = globalThis.fetch;
    const exports: string[] = [];
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (!url.includes('/reports/export')) return fetchPage(input, init);
      exports.push(url);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const { user } = renderWithProviders(<ReportsPage />, { toaster: true });
    await screen.findByRole('table', { name: 'Per course' });
    await user.click(screen.getByRole('button', { name: 'Download per course (CSV)' }));
    expect(await screen.findByText('The file could not be downloaded. Check your connection and try again.')).toBeTruthy();
    expect(exports).toHaveLength(1);
    const query = new URL(exports[0]!).searchParams;
    expect(query.get('table')).toBe('courses');
    expect(query.get('language')).toBe('en');
    fetched.mockRestore();
  });
});
