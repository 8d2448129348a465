import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { buildLms, buildPlayerLesson, certificate, COURSE_ID, lessonId } from '../testing/learning-fixtures';
import { loadLearningStrings } from '../testing/learning-strings';
import { byPath, failure, ok, renderLearning } from '../testing/render-learning';

let route: Route;
const api = await serveStubApi((request) => route(request), loadLearningStrings);
const lmsPath = `GET /v1/courses/${COURSE_ID}/lms`;
/** The learner has no other courses (the page lists them beside this one). */
const NO_OTHER_COURSES = { 'GET /v1/enrolments': ok({ enrolments: [] }) };

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the LMS page', () => {
  it('shows the course, the progress, each lesson with its state in words, and Resume', async () => {
    route = byPath({ ...NO_OTHER_COURSES, [lmsPath]: ok(buildLms()) });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your course...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Watershed Basics' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('1 of 4 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume where you left off' })).toHaveAttribute('href', `/learn/${COURSE_ID}/${lessonId(2)}`);

    const modules = screen.getByRole('region', { name: 'Modules and lessons' });
    expect(within(modules).getByRole('heading', { level: 3, name: 'Module 1: What is a watershed?' })).toBeInTheDocument();
    const rows = within(modules)
      .getAllByRole('listitem')
      .filter((item) => !item.querySelector('h3'));
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ridge to valleyReading · 10 minutesCompleted',
      'Drawing the boundaryVideo · 10 minutesIn progress',
      'Field guideDocument · 10 minutesLocked',
      'Module quizQuiz · 10 minutesLocked',
    ]);
    expect(within(modules).getByRole('link', { name: 'Drawing the boundary' })).toHaveAttribute('aria-current', 'step');
    expect(within(modules).queryByRole('link', { name: 'Field guide' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your certificate' })).toBeNull();
  });

  it('offers to start the first lesson, and says Continue once it is open, in English and Hindi', async () => {
    const notStarted = buildLms({ progress: { completedLessons: 0, totalLessons: 4, percent: 0 }, currentLessonId: lessonId(1) });
    const firstLesson = notStarted.modules[0]!.lessons[0]!;
    firstLesson.state = 'available';
    route = byPath({ ...NO_OTHER_COURSES, [lmsPath]: ok(notStarted) });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    expect(await screen.findByRole('link', { name: 'Start the first lesson' })).toBeInTheDocument();
    cleanup();

    firstLesson.state = 'in_progress';
    renderLearning(`/courses/${COURSE_ID}/lms`);
    expect(await screen.findByRole('link', { name: 'Continue the first lesson' })).toHaveAttribute(
      'href',
      `/learn/${COURSE_ID}/${lessonId(1)}`,
    );
    cleanup();

    await i18n.changeLanguage('hi');
    renderLearning(`/courses/${COURSE_ID}/lms`);
    expect(await screen.findByRole('link', { name: 'पहला पाठ जारी रखें' })).toBeInTheDocument();
  });

  it('shows the certificate when issued, with its PDF and verification page', async () => {
    route = byPath({
      ...NO_OTHER_COURSES,
      [lmsPath]: ok(
        buildLms({
          completedAt: '2026-11-20T10:00:00.000Z',
          currentLessonId: null,
          certificate,
          progress: { completedLessons: 4, totalLessons: 4, percent: 100 },
        }),
      ),
    });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    const block = await screen.findByRole('region', { name: 'Your certificate' });
    expect(within(block).getByText('JS-7K2M-9QXA')).toBeInTheDocument();
    expect(within(block).getByText('20 November 2026')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute(
      'href',
      '/api/v1/certificates/JS-7K2M-9QXA/pdf',
    );
    expect(within(block).getByRole('link', { name: 'Open the verification page' })).toHaveAttribute('href', '/verify/JS-7K2M-9QXA');
    expect(screen.getByRole('link', { name: 'Review the course' })).toHaveAttribute('href', `/learn/${COURSE_ID}/${lessonId(1)}`);
  });

  it('enrols a learner who has not started, then opens the first lesson', async () => {
    const fresh = buildLms({
      enrolled: false,
      enrolledAt: null,
      progress: { completedLessons: 0, totalLessons: 4, percent: 0 },
      currentLessonId: lessonId(1),
    });
    route = byPath({
      ...NO_OTHER_COURSES,
      [lmsPath]: ok(fresh),
      [`POST /v1/courses/${COURSE_ID}/enroll`]: ok({ ...fresh, enrolled: true }, 201),
      [`GET /v1/courses/${COURSE_ID}/lessons/${lessonId(1)}`]: ok(buildPlayerLesson(1)),
    });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    expect(await screen.findByText(/You have not started this course yet/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start learning' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the lesson...');
    expect(api.received.some((request) => request.method === 'POST' && request.url === `/api/v1/courses/${COURSE_ID}/enroll`)).toBe(true);
  });

  it("lists the learner's other courses with their progress", async () => {
    const lms = buildLms();
    const other = { ...lms.course, id: 'other-course', title: 'Farm ponds', titleTranslations: { en: 'Farm ponds' } };
    const enrolment = (course: typeof lms.course, percent: number) => ({
      course,
      enrolledAt: '2026-11-01T00:00:00.000Z',
      completedAt: null,
      progress: { completedLessons: 1, totalLessons: 4, percent },
      currentLessonId: null,
    });
    route = byPath({
      ...NO_OTHER_COURSES,
      [lmsPath]: ok(lms),
      'GET /v1/enrolments': ok({ enrolments: [enrolment(lms.course, 25), enrolment(other, 50)] }),
    });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    const mine = await screen.findByRole('region', { name: 'My other courses' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Farm ponds']);
    expect(within(mine).getByRole('link', { name: 'Farm ponds' })).toHaveAttribute('href', '/courses/other-course/lms');
    expect(within(mine).getByText('50% complete')).toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    route = byPath({ ...NO_OTHER_COURSES, [lmsPath]: ok(buildLms()) });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    expect(await screen.findByRole('heading', { level: 1, name: 'जलग्रहण क्षेत्र की मूल बातें' })).toBeInTheDocument();
    expect(screen.getByText('4 में से 1 पाठ पूरे')).toBeInTheDocument();
    expect(screen.getAllByText('बंद')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ridge to valley (हिंदी)' })).toBeInTheDocument();
  });

  it('says when the course does not exist, and logs it', async () => {
    const log = catchConsoleErrors();
    route = byPath({ ...NO_OTHER_COURSES, [lmsPath]: failure(404, 'Course not found.') });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');
    expect(log).toHaveBeenCalledWith('API error:', 404, `/v1/courses/${COURSE_ID}/lms`, 'Course not found.');
  });

  it('says when loading failed, logs it, and tries again on Retry', async () => {
    const log = catchConsoleErrors();
    route = byPath({ ...NO_OTHER_COURSES, [lmsPath]: failure(500, 'Something went wrong.') });
    renderLearning(`/courses/${COURSE_ID}/lms`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your course could not be loaded.');
    expect(log).toHaveBeenCalledWith('API error:', 500, `/v1/courses/${COURSE_ID}/lms`, 'Something went wrong.');
    route = byPath({ ...NO_OTHER_COURSES, [lmsPath]: ok(buildLms()) });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Watershed Basics' })).toBeInTheDocument());
  });
});
