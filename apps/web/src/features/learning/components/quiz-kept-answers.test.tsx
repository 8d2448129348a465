import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { buildLms, buildPlayerLesson, COURSE_ID, lessonId } from '../testing/learning-fixtures';
import { loadLearningStrings } from '../testing/learning-strings';
import { byPath, ok, renderLearning } from '../testing/render-learning';

let route: Route;
const api = await serveStubApi((request) => route(request), loadLearningStrings);
const base = `/v1/courses/${COURSE_ID}`;
const quiz = buildPlayerLesson(4);
const failed = {
  score: 50,
  passed: false,
  passingScore: 100,
  correctCount: 1,
  questionCount: 2,
  results: [],
  nextAttemptInSeconds: null,
  progress: { completedLessons: 3, totalLessons: 4, percent: 75 },
};
const keptKeys = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('quiz-answers:'));

beforeEach(async () => {
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
  route = byPath({
    [`GET ${base}/lms`]: ok(buildLms()),
    [`GET ${base}/lessons/${lessonId(4)}`]: ok(quiz),
    [`POST ${base}/lessons/${lessonId(4)}/attempts`]: ok(failed),
  });
});

async function openQuiz() {
  renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`);
  const first = await screen.findByRole('group', { name: /Where does water gather\?/ });
  return { first, second: screen.getByRole('group', { name: /Which slow runoff\?/ }) };
}

describe('the answers chosen in a quiz', () => {
  it('come back after a reload of the page, and are forgotten once sent', async () => {
    const user = userEvent.setup();
    let { first, second } = await openQuiz();
    await user.click(within(first).getByRole('radio', { name: 'At the outlet' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Contour bunds' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Check dams' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Check dams' }));

    // The page loads again (a reload, or the phone bringing the tab back).
    cleanup();
    ({ first, second } = await openQuiz());
    expect(within(first).getByRole('radio', { name: 'At the outlet' })).toBeChecked();
    expect(within(first).getByRole('radio', { name: 'At the ridge' })).not.toBeChecked();
    expect(within(second).getByRole('checkbox', { name: 'Contour bunds' })).toBeChecked();
    expect(within(second).getByRole('checkbox', { name: 'Check dams' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('Not passed yet')).toBeInTheDocument();
    const sent = api.received.find((request) => request.url.endsWith('/attempts'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      answers: [
        { questionId: 'q1', optionIds: ['b'] },
        { questionId: 'q2', optionIds: ['x'] },
      ],
    });
    expect(keptKeys()).toEqual([]);
  });

  it('belong to one attempt and one learner: the next attempt starts with none chosen', async () => {
    window.localStorage.setItem('currentUser', JSON.stringify({ id: 'user-1' }));
    const user = userEvent.setup();
    const { first } = await openQuiz();
    await user.click(within(first).getByRole('radio', { name: 'At the ridge' }));
    expect(keptKeys()).toEqual([`quiz-answers:user-1:${lessonId(4)}:first`]);

    // The server has marked an attempt since (another tab, or the queue sent it): a new attempt.
    cleanup();
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms()),
      [`GET ${base}/lessons/${lessonId(4)}`]: ok({
        ...quiz,
        content: { ...quiz.content, lastAttempt: { score: 50, passed: false, submittedAt: '2026-11-20T10:00:00.000Z' } },
      }),
    });
    const again = await openQuiz();
    await waitFor(() => expect(within(again.first).getByRole('radio', { name: 'At the ridge' })).not.toBeChecked());
  });
});
