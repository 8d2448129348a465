import 'fake-indexeddb/auto';
import type { QuizAttemptResult } from '@jal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearQueue, readQueue } from '@/features/learning/offline-progress/queue/event-queue';
import { sentEvents, stamped } from '@/features/learning/offline-progress/testing/sync-stub';
import { setApiOrigin } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { buildLms, buildPlayerLesson, COURSE_ID, lessonId } from '../testing/learning-fixtures';
import { loadLearningStrings } from '../testing/learning-strings';
import { byPath, ok, renderLearning, syncAnswer } from '../testing/render-learning';

let route: Route;
const api = await serveStubApi((request) => route(request), loadLearningStrings);
const base = `/v1/courses/${COURSE_ID}`;
const progress = { completedLessons: 3, totalLessons: 4, percent: 75 };
const marked = (passed: boolean): QuizAttemptResult => ({
  score: passed ? 100 : 50,
  passed,
  passingScore: 100,
  correctCount: passed ? 2 : 1,
  questionCount: 2,
  results: [],
  nextAttemptInSeconds: null,
  progress,
});
const serverMarks = (passed: boolean) =>
  byPath({
    [`GET ${base}/lms`]: ok(buildLms()),
    [`GET ${base}/lessons/${lessonId(4)}`]: ok(buildPlayerLesson(4)),
    'POST /v1/sync': syncAnswer((outcome) => (outcome.type === 'attempt' ? { ...outcome, attempt: marked(passed) } : outcome)),
  });

/** Answers the quiz with the server out of reach, then brings it back. */
async function answerOffline(language: 'en' | 'hi' = 'en') {
  catchConsoleErrors();
  await i18n.changeLanguage(language);
  renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`, { toaster: true });
  const user = userEvent.setup();
  const first = await screen.findByRole('group', { name: /Where does water gather\?|पानी कहाँ/ });
  const second = screen.getAllByRole('group')[1]!;
  await user.click(within(first).getAllByRole('radio')[1]!);
  await user.click(within(second).getAllByRole('checkbox')[0]!);
  setApiOrigin('http://127.0.0.1:9');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Check my answers' : 'मेरे उत्तर जाँचें' }));
  return { first, second };
}

function backOnline() {
  setApiOrigin(api.origin);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

beforeEach(async () => {
  setApiOrigin(api.origin);
  window.sessionStorage.clear();
  await clearQueue();
  route = serverMarks(true);
});

describe('a quiz answered offline', () => {
  it('keeps the answers, shows them read-only with a note, and offers no way on until they are marked', async () => {
    const { first, second } = await answerOffline();
    expect(await screen.findByText('Answers saved — they will be marked when you are back online.')).toBeInTheDocument();
    expect(within(first).getByRole('radio', { name: 'At the outlet' })).toBeChecked();
    expect(within(first).getByRole('radio', { name: 'At the outlet' })).toBeDisabled();
    expect(within(second).getByRole('checkbox', { name: 'Contour bunds' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Check my answers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    const waiting = (await readQueue()).map(({ event }) => event);
    expect(waiting).toEqual([
      {
        type: 'attempt',
        courseId: COURSE_ID,
        lessonId: lessonId(4),
        ...stamped(),
        answers: [
          { questionId: 'q1', optionIds: ['b'] },
          { questionId: 'q2', optionIds: ['x'] },
        ],
      },
    ]);
  });

  it('tells the result when it is marked: a pass completes the lesson through the queue', async () => {
    await answerOffline();
    await screen.findByText('Answers saved — they will be marked when you are back online.');
    backOnline();
    expect(await screen.findByText('Your quiz answers were marked: you passed with 100%.')).toBeInTheDocument();
    expect(await screen.findByText('Well done, you passed!')).toBeInTheDocument();
    expect(screen.queryByText('Answers saved — they will be marked when you are back online.')).toBeNull();
    // The pass completes the quiz's lesson: a completion is sent after the attempt.
    await waitFor(() =>
      expect(
        sentEvents(api.received)
          .flat()
          .map((event) => event.type),
      ).toEqual(['attempt', 'complete']),
    );
    await waitFor(async () => expect(await readQueue()).toEqual([]));
  });

  it('in Hindi: a failed mark says how many were right and lets the learner try again', async () => {
    route = serverMarks(false);
    await answerOffline('hi');
    expect(await screen.findByText('उत्तर सहेज लिए गए हैं — इंटरनेट वापस आने पर इनकी जाँच होगी।')).toBeInTheDocument();
    backOnline();
    expect(await screen.findByText('आपके प्रश्नोत्तरी के उत्तर जाँच लिए गए: 2 में से 1 सही। फिर से प्रयास करें।')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'फिर से प्रयास करें' })).toBeInTheDocument();
    await waitFor(async () => expect(await readQueue()).toEqual([]));
    expect(
      sentEvents(api.received)
        .flat()
        .map((event) => event.type),
    ).toEqual(['attempt']);
  });
});
