import { playerStrings } from '@jal/ui-strings/player';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { LocationProbe, renderWithProviders, testQueryClient } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { CourseCompletePage } from '../pages/course-complete-page';
import { LearnPage } from '../pages/learn-page';
import { buildLms, buildPlayerLesson, certificate, COURSE_ID, lessonId } from '../testing/learning-fixtures';
import { loadLearningStrings } from '../testing/learning-strings';
import { byPath, ok } from '../testing/render-learning';

let route: Route;
await serveStubApi(
  (request) => route(request),
  () => {
    loadLearningStrings();
    loadSeedStrings(playerStrings);
  },
);
const base = `/v1/courses/${COURSE_ID}`;
const done = { completedLessons: 4, totalLessons: 4, percent: 100 };
const finished = buildLms({ completedAt: '2026-11-20T10:00:00.000Z', progress: done, currentLessonId: null, certificate });

function render(path: string) {
  return renderWithProviders(<LocationProbe />, {
    route: path,
    routes: [
      { path: '/learn/:courseId/:lessonId?', element: <LearnPage /> },
      { path: '/courses/:id/complete', element: <CourseCompletePage /> },
    ],
    path: '*',
    queryClient: testQueryClient({ staleTime: 60_000 }),
  }).router;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the end of a course', () => {
  it('completing the last lesson leads to the celebration, with the certificate and the ways on', async () => {
    const lesson = buildPlayerLesson(3, { nextLessonId: null });
    let lms = buildLms();
    route = byPath({
      [`GET ${base}/lms`]: () => ok(lms),
      [`GET ${base}/lessons/${lessonId(3)}`]: ok(lesson),
      [`POST ${base}/next`]: () => {
        lms = finished;
        return ok({ completedLessonId: lessonId(3), nextLesson: null, progress: done, certificate });
      },
    });
    const router = render(`/learn/${COURSE_ID}/${lessonId(3)}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark as read and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${COURSE_ID}/complete`));

    expect(await screen.findByRole('heading', { level: 1, name: 'Watershed Basics' })).toBeInTheDocument();
    expect(screen.getByText('You have completed this course')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your certificate' });
    expect(card).toHaveTextContent(certificate.code);
    expect(screen.getByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute('href', expect.stringContaining('/pdf'));
    expect(screen.getByRole('button', { name: 'Share the verification link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My learning' })).toHaveAttribute('href', '/my-learning');
    expect(screen.getByRole('link', { name: 'Find more courses' })).toHaveAttribute('href', '/courses');
  });

  it('in Hindi, for a course already finished', async () => {
    route = byPath({ [`GET ${base}/lms`]: ok(finished) });
    await i18n.changeLanguage('hi');
    render(`/courses/${COURSE_ID}/complete`);
    expect(await screen.findByRole('heading', { level: 1, name: 'जलग्रहण क्षेत्र की मूल बातें' })).toBeInTheDocument();
    expect(screen.getByText('आपने यह पाठ्यक्रम पूरा कर लिया है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरी पढ़ाई' })).toBeInTheDocument();
  });

  it('sends a learner whose course is not finished yet to the course page', async () => {
    route = byPath({ [`GET ${base}/lms`]: ok(buildLms()) });
    const router = render(`/courses/${COURSE_ID}/complete`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${COURSE_ID}/lms`));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
