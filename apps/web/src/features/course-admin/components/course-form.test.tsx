import { COURSE_CATEGORIES } from '@jal/contracts';
import { courseCategoryStrings } from '@jal/ui-strings/courses';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchConsoleErrors } from '@/test/console';
import { renderWithProviders } from '@/test/render';
import { buildAdminCourse, detailOf, ok, serveAdminApi } from '../testing/course-admin-testing';
import { CourseCreatePage } from '../pages/course-create-page';

let answer: (method: string, body: string) => { status: number; body?: unknown } = () => ok(null);
const api = await serveAdminApi((request) => answer(request.method, request.body));

const renderCreatePage = () =>
  renderWithProviders(<CourseCreatePage />, {
    route: '/dashboard/courses/create',
    path: '/dashboard/courses/create',
    routes: [
      { path: '/dashboard/courses/:id', element: <p>Edit page</p> },
      { path: '/dashboard/courses', element: <p>List page</p> },
    ],
  });

describe('course form', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    const { user } = renderCreatePage();
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    const title = screen.getByRole('textbox', { name: 'Title (English) *' });
    expect(await screen.findByText('Enter the title in English.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(api.received).toHaveLength(0);
  });

  it('sends English and Hindi together and opens the new course', async () => {
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
    const { user, router } = renderCreatePage();
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
    const log = catchConsoleErrors();
    answer = () => ({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid input.',
        data: null,
        errors: { 'titleTranslations.hi': 'The title must be at most 200 characters.' },
      },
    });
    const { user } = renderCreatePage();
    await user.type(screen.getByRole('textbox', { name: 'Title (English) *' }), 'Ponds');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    const hindi = screen.getByRole('textbox', { name: 'Title (Hindi)' });
    await waitFor(() => expect(hindi).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The title must be at most 200 characters.')).toBeInTheDocument();
    // The API client logs the refused request for the developer.
    expect(log).toHaveBeenCalledWith('API error:', 400, '/v1/courses/admin', 'Invalid input.');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderCreatePage();
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

  it('names each category as the catalogue does', () => {
    renderCreatePage();
    const options = within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      COURSE_CATEGORIES.map((slug) => courseCategoryStrings[`catalogue.categories.${slug}`]?.en),
    );
    expect(options[0]).toHaveTextContent('Watershed basics');
  });
});
