import type { MyEnrolments } from '@jal/contracts';
import { myLearningStrings } from '@jal/ui-strings/my-learning';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCourse } from '@/features/courses/testing/course-api-stub';
import { i18n } from '@/lib/i18n';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { MyLearningPage } from '../../pages/my-learning-page';
import { certificate, lessonId } from '../../testing/learning-fixtures';
import { loadLearningStrings } from '../../testing/learning-strings';
import { byPath, failure, ok } from '../../testing/render-learning';
import { ContinueBand } from './continue-band';

type Enrolment = MyEnrolments['enrolments'][number];

let route: Route;
await serveStubApi(
  (request) => route(request),
  () => {
    loadLearningStrings();
    loadSeedStrings(myLearningStrings);
  },
);

const enrolment = (n: number, title: string, overrides: Partial<Enrolment> = {}): Enrolment => ({
  course: buildCourse(n, { title, titleTranslations: { en: title, hi: `${title} (हिंदी)` } }),
  enrolledAt: '2026-11-01T00:00:00.000Z',
  completedAt: null,
  progress: { completedLessons: 2, totalLessons: 7, percent: 28 },
  currentLessonId: lessonId(3),
  resumeLessonId: lessonId(3),
  certificate: null,
  dueOn: null,
  ...overrides,
});
const inProgress = enrolment(1, 'Watershed Basics');
const completed = enrolment(2, 'Groundwater Recharge', {
  completedAt: '2026-11-20T10:00:00.000Z',
  progress: { completedLessons: 5, totalLessons: 5, percent: 100 },
  currentLessonId: null,
  resumeLessonId: null,
  certificate,
});
const answer = (...enrolments: Enrolment[]) => byPath({ 'GET /v1/enrolments': ok({ enrolments }) });
const renderPage = (ui = <MyLearningPage />) =>
  renderWithProviders(ui, { route: '/my-learning', path: '/my-learning', queryClient: testQueryClient(), toaster: true });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the My learning page', () => {
  it('shows the courses in progress with Continue to the exact lesson, and the completed ones with their certificates', async () => {
    route = answer(inProgress, completed);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My learning' })).toBeInTheDocument();
    const going = await screen.findByRole('region', { name: 'In progress' });
    expect(within(going).getByRole('heading', { level: 3, name: 'Watershed Basics' })).toBeInTheDocument();
    expect(within(going).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '28');
    expect(within(going).getByText('2 of 7 lessons · 28%')).toBeInTheDocument();
    expect(within(going).getByRole('link', { name: /^Continue\W+Watershed Basics$/ })).toHaveAttribute(
      'href',
      `/learn/${inProgress.course.id}/${lessonId(3)}`,
    );

    const done = screen.getByRole('region', { name: 'Completed' });
    expect(within(done).getByText('Completed on 20 November 2026')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: /^Download PDF\W+Groundwater Recharge$/ })).toHaveAttribute(
      'href',
      '/api/v1/certificates/JS-7K2M-9QXA/pdf',
    );
    expect(screen.queryByText(/Assigned/)).toBeNull();
  });

  it('copies the verification link when the browser cannot share, and says so', async () => {
    route = answer(completed);
    // user-event stands in a clipboard for the test.
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Share verification link\W+Groundwater Recharge$/ }));
    expect(await screen.findByText('Verification link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/verify/JS-7K2M-9QXA`);
  });

  it('says when nothing was started yet, with the way to the courses, in Hindi too', async () => {
    route = answer();
    await i18n.changeLanguage('hi');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'आपने अभी तक कोई पाठ्यक्रम शुरू नहीं किया है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पाठ्यक्रम देखें' })).toHaveAttribute('href', '/courses');
  });

  it('says when the courses could not be loaded, and Retry loads them', async () => {
    route = byPath({ 'GET /v1/enrolments': failure(500, 'Something went wrong.') });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your courses could not be loaded.');
    route = answer(inProgress);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Continue\W+Watershed Basics$/ })).toBeInTheDocument();
  });
});

describe('the catalogue band', () => {
  it('offers the course worked on last, and nothing when no course is in progress', async () => {
    route = answer(inProgress, completed);
    const first = renderPage(<ContinueBand />);
    const band = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(within(band).getByRole('link', { name: /^Continue\W+Watershed Basics$/ })).toHaveAttribute(
      'href',
      `/learn/${inProgress.course.id}/${lessonId(3)}`,
    );
    expect(within(band).getByRole('link', { name: 'My learning' })).toHaveAttribute('href', '/my-learning');
    first.unmount();

    route = answer(completed);
    const client = testQueryClient();
    renderWithProviders(<ContinueBand />, { queryClient: client });
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
