import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiOrigin } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { buildAdminCourse, detailOf, loadCourseAdminStrings, ok, startAdminApi, testQueryClient } from '../testing/course-admin-testing';
import { CourseCreatePage } from '../pages/course-create-page';

let answer: (method: string, body: string) => { status: number; body?: unknown } = () => ok(null);
const api = await startAdminApi((request) => answer(request.method, request.body));

beforeAll(async () => {
  loadCourseAdminStrings();
  await i18n.changeLanguage('en');
  setApiOrigin(api.origin);
});
afterAll(async () => {
  setApiOrigin(null);
  await api.close();
});
beforeEach(() => {
  api.received.length = 0;
});

function renderCreatePage() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/courses/create', element: <CourseCreatePage /> },
      { path: '/dashboard/courses/:id', element: <p>Edit page</p> },
      { path: '/dashboard/courses', element: <p>List page</p> },
    ],
    { initialEntries: ['/dashboard/courses/create'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('course form', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    renderCreatePage();
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    const title = screen.getByRole('textbox', { name: 'Title (English) *' });
    expect(await screen.findByText('Enter the title in English.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(api.received).toHaveLength(0);
  });

  it('sends English and Hindi together and opens the new course', async () => {
    const user = userEvent.setup();
    answer = (method, body) =>
      method === 'POST'
        ? ok(
            detailOf(
              buildAdminCourse(7, {
                titleTranslations: (JSON.parse(body) as { titleTranslations: Record<string, string> }).titleTranslations,
              }),
            ),
            201,
          )
        : ok(null);
    const router = renderCreatePage();
    await user.type(screen.getByRole('textbox', { name: 'Title (English) *' }), 'Farm ponds');
    await user.type(screen.getByRole('textbox', { name: 'Title (Hindi)' }), 'खेत तालाब');
    await user.type(screen.getByRole('textbox', { name: 'Description (English)' }), 'Dig a pond.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'advanced');
    await user.click(screen.getByRole('radio', { name: 'Illustration 4' }));
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/courses/00000000-0000-4000-8000-000000000007'));
    expect(api.bodies('POST')[0]).toMatchObject({
      titleTranslations: { en: 'Farm ponds', hi: 'खेत तालाब' },
      descriptionTranslations: { en: 'Dig a pond.', hi: '' },
      level: 'advanced',
      image: '/images/courses/course-4.svg',
      status: 'draft',
    });
  });

  it("shows the server's field messages beside their fields", async () => {
    const user = userEvent.setup();
    answer = () => ({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid input.',
        data: null,
        errors: { 'titleTranslations.hi': 'The title must be at most 200 characters.' },
      },
    });
    renderCreatePage();
    await user.type(screen.getByRole('textbox', { name: 'Title (English) *' }), 'Ponds');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    const hindi = screen.getByRole('textbox', { name: 'Title (Hindi)' });
    await waitFor(() => expect(hindi).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The title must be at most 200 characters.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const router = renderCreatePage();
    await user.type(screen.getByRole('textbox', { name: 'Title (English) *' }), 'Half written');
    await user.click(screen.getByRole('link', { name: '← All courses' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/dashboard/courses/create');
    await user.click(screen.getByRole('link', { name: '← All courses' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/courses'));
  });
});
