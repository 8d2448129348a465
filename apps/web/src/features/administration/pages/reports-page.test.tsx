import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '../testing/strings';
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
