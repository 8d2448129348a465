import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import CourseLearnerAction from '@/features/learning/components/course-learner-action';
import { CourseDetailPage } from './course-detail-page';
import { i18n } from '@/lib/i18n';
import { ok } from '@/test/api-answers';
import { catchConsoleErrors } from '@/test/console';
import { connectStubApi } from '@/test/http-stub-server';
import { LocationProbe, renderWithProviders, testQueryClient } from '@/test/render';
import { buildCourseDetail, startCourseApi, type StubAnswer } from '../testing/course-api-stub';
import { loadCourseStrings } from '../testing/ui-strings';

const course = buildCourseDetail();

let answer: (url: URL) => StubAnswer;
const api = connectStubApi(await startCourseApi((url) => answer(url)), loadCourseStrings);

/** The signed-in learner's state in the course (GET lms); null answers 500. */
let lms: Record<string, unknown> | null = null;

function signInAsLearner() {
  window.localStorage.setItem('authToken', 'a-token');
  window.localStorage.setItem('currentUser', JSON.stringify({ id: 'u1', name: 'Asha', role: 'USER' }));
}

function realApi(url: URL): StubAnswer {
  if (url.pathname === `/api/v1/courses/${course.id}`) return ok(course);
  if (url.pathname === `/api/v1/courses/${course.id}/lms`) {
    return lms
      ? ok({ course, modules: [], certificate: null, enrolledAt: null, ...lms })
      : { status: 500, body: { code: 500, message: 'Something went wrong.' } };
  }
  if (url.pathname === `/api/v1/courses/${course.id}/enroll`)
    return ok({ course, modules: [], certificate: null, enrolledAt: '2026-11-20T10:00:00.000Z', ...lms, enrolled: true });
  if (url.pathname === '/api/v1/courses/bad%27id') return { status: 400, body: { code: 400, message: 'Invalid input.' } };
  // The start-up check of the stored session confirms the learner.
  if (url.pathname === '/api/v1/user/me') return ok({ id: 'u1', name: 'Asha', role: 'USER' });
  return { status: 404, body: { code: 404, message: 'Course not found.' } };
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(async () => {
  answer = realApi;
  await i18n.changeLanguage('en');
});
const renderAt = (path: string, language?: 'en' | 'hi') =>
  renderWithProviders(<CourseDetailPage learnerAction={CourseLearnerAction} />, {
    route: path,
    path: '/courses/:id',
    routes: [{ path: '*', element: <LocationProbe /> }],
    auth: true,
    language,
    queryClient: testQueryClient({ staleTime: 60_000 }),
  });

describe('the course page', () => {
  it('shows the course, its facts and its outline, with the first module open', async () => {
    renderAt(`/courses/${course.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Watershed Basics' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Watershed Basics | Jal Shiksha'));
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumb).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(within(breadcrumb).getByText('Watershed Basics')).toHaveAttribute('aria-current', 'page');

    const image = screen.getByRole('img', { name: /Rain clouds over a green hill catchment/ });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');

    const facts = screen.getByRole('region', { name: 'About this course' });
    expect(within(facts).getByText('2 hours 30 minutes')).toBeInTheDocument();
    expect(within(facts).getByText('Beginner')).toBeInTheDocument();
    expect(within(facts).getByText('Watershed basics')).toBeInTheDocument();
    expect(within(facts).getByText('2 modules, 3 lessons')).toBeInTheDocument();
    expect(within(facts).getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
    expect(
      within(facts).getByText((_, element) => element?.tagName === 'DD' && element.textContent === 'English, हिन्दी'),
    ).toBeInTheDocument();

    const outline = screen.getByRole('region', { name: 'Course outline' });
    expect(
      within(outline)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Module 1: What is a watershed?', 'Module 2: Check what you learnt']);
    const modules = within(outline).getAllByRole('group');
    expect(modules).toHaveLength(2);
    expect(modules[0]).toHaveAttribute('open');
    expect(modules[1]).not.toHaveAttribute('open');
    expect(within(outline).getByText('Drawing the boundary')).toBeVisible();
    expect(within(outline).getByText('Video · 15 minutes')).toBeInTheDocument();
    expect(within(outline).getByText('Quiz · 5 minutes')).toBeInTheDocument();
  });

  it('asks a visitor to sign in and come back to this course', async () => {
    const { user } = renderAt(`/courses/${course.id}`);
    const signIn = await screen.findByRole('link', { name: 'Sign in to start' });
    expect(signIn).toHaveAttribute('href', `/signin?returnTo=${encodeURIComponent(`/courses/${course.id}`)}`);
    await user.click(signIn);
    expect(await screen.findByTestId('where')).toHaveTextContent(`/signin?returnTo=%2Fcourses%2F${course.id}`);
  });

  it('offers a signed-in learner to start learning: enrols, then opens the player', async () => {
    signInAsLearner();
    lms = { enrolled: false, completedAt: null, progress: { completedLessons: 0, totalLessons: 3, percent: 0 }, currentLessonId: 'l1' };
    const { user } = renderAt(`/courses/${course.id}`);
    const start = await screen.findByRole('button', { name: 'Start learning' });
    expect(screen.queryByRole('link', { name: 'Sign in to start' })).toBeNull();
    await user.click(start);
    expect(await screen.findByTestId('where')).toHaveTextContent(`/learn/${course.id}/l1`);
    expect(api.received.some((url) => url.pathname === `/api/v1/courses/${course.id}/enroll`)).toBe(true);
  });

  it('offers an enrolled learner to continue, with the progress', async () => {
    signInAsLearner();
    lms = { enrolled: true, completedAt: null, progress: { completedLessons: 1, totalLessons: 3, percent: 33 }, currentLessonId: 'l2' };
    renderAt(`/courses/${course.id}`);
    expect(await screen.findByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', `/learn/${course.id}`);
    expect(screen.getByText('33% complete')).toBeInTheDocument();
  });

  it('offers a learner who finished the course to review it', async () => {
    signInAsLearner();
    lms = {
      enrolled: true,
      completedAt: '2026-11-20T10:00:00.000Z',
      progress: { completedLessons: 3, totalLessons: 3, percent: 100 },
      currentLessonId: null,
    };
    renderAt(`/courses/${course.id}`);
    expect(await screen.findByRole('link', { name: 'Review course' })).toHaveAttribute('href', `/courses/${course.id}/lms`);
  });

  it('still leads a signed-in learner to the course page when their progress cannot be read, and logs it', async () => {
    const log = catchConsoleErrors();
    signInAsLearner();
    lms = null;
    renderAt(`/courses/${course.id}`);
    expect(await screen.findByRole('link', { name: 'Start learning' })).toHaveAttribute('href', `/courses/${course.id}/lms`);
    await waitFor(() => expect(log).toHaveBeenCalledWith('API error:', 500, `/v1/courses/${course.id}/lms`, 'Something went wrong.'));
  });

  it('reads in Hindi when Hindi is chosen', async () => {
    renderAt(`/courses/${course.id}`, 'hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'जलग्रहण क्षेत्र की मूल बातें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'पाठ्यक्रम की रूपरेखा' })).toBeInTheDocument();
    expect(screen.getByText('2 घंटे 30 मिनट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शुरू करने के लिए साइन इन करें' })).toBeInTheDocument();
  });
});

describe('when there is no such course', () => {
  it.each([
    ['an unknown or draft id (404)', '/courses/00000000-0000-4000-8000-000000000099'],
    ['a malformed id (400)', `/courses/${encodeURIComponent("bad'id")}`],
  ])('shows not found for %s, with a way back to the catalogue', async (_, path) => {
    const log = catchConsoleErrors();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('API error:', expect.any(Number), expect.stringMatching(/^\/v1\/courses\//), expect.any(String));
    expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');
  });

  it('says the course could not be loaded on a server error, logs it, and tries again on Retry', async () => {
    const log = catchConsoleErrors();
    answer = (url) =>
      url.pathname.startsWith('/api/v1/courses/') ? { status: 500, body: { code: 500, message: 'Something went wrong.' } } : realApi(url);
    const { user } = renderAt(`/courses/${course.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The course could not be loaded.');
    expect(log).toHaveBeenCalledWith('API error:', 500, `/v1/courses/${course.id}`, 'Something went wrong.');
    answer = realApi;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Watershed Basics' })).toBeInTheDocument();
  });
});
