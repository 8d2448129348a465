import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerLesson, PlayerLessonContent, QuizAttemptResult } from '@jal/contracts';
import { body } from '../../test/body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { questionsForLearner, readQuiz } from './quiz.js';
import { inLearnersOrder } from './quiz-order.js';
import {
  courseLessons,
  DEMO_COURSE,
  finishLesson,
  lessonOfKind,
  newLearner,
  quizAnswers,
  TestClock,
  type SeededLesson,
} from './test-helpers.js';

type QuizContent = Extract<PlayerLessonContent, { kind: 'quiz' }>;
const letters = (questions: { options: string[] }[]) => questions.map((question) => question.options.join(''));

describe('the seeded option order', () => {
  const questions = [{ options: ['a', 'b', 'c', 'd', 'e', 'f'] }, { options: ['a', 'b', 'c', 'd'] }];
  const seed = { userId: 'learner-1', lessonId: 'lesson-1', attemptsSoFar: 0 };

  it('is the same for the same learner, lesson and attempt, and leaves the questions as authored', () => {
    expect(letters(inLearnersOrder(questions, seed))).toEqual(['afdceb', 'cadb']);
    expect(letters(inLearnersOrder(questions, seed))).toEqual(['afdceb', 'cadb']);
    expect(letters(questions)).toEqual(['abcdef', 'abcd']);
  });

  it('changes with the next attempt and with another learner', () => {
    expect(letters(inLearnersOrder(questions, { ...seed, attemptsSoFar: 1 }))).toEqual(['bedfac', 'adcb']);
    expect(letters(inLearnersOrder(questions, { ...seed, userId: 'learner-2' }))).toEqual(['fdeacb', 'bdac']);
  });
});

describe('the quiz as the player reads it', () => {
  let t: TestApp;
  let quiz: SeededLesson;
  let before: SeededLesson[];
  const clock = new TestClock();
  const url = () => `/api/v1/courses/${DEMO_COURSE}/lessons/${quiz.id}`;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const { lessons } = await courseLessons(t.database.db);
    quiz = lessonOfKind(lessons, 'quiz');
    before = lessons.slice(0, lessons.indexOf(quiz));
  });
  afterAll(async () => {
    await t.close();
  });

  const enrolledLearner = async () => {
    const learner = await newLearner(t.app);
    const enrolled = await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
    expect(enrolled.statusCode).toBe(201);
    // The quiz opens once the lessons before it are done.
    for (const lesson of before) await finishLesson(t.app, learner.headers, lesson, clock);
    return learner;
  };
  const read = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: url(), headers });
    expect(response.statusCode).toBe(200);
    return body<PlayerLesson>(response).data.content as QuizContent;
  };
  const optionIds = (content: QuizContent) => content.questions.map((question) => question.options.map((option) => option.id));
  const expected = (userId: string, attemptsSoFar: number) =>
    inLearnersOrder(questionsForLearner(readQuiz(quiz)), { userId, lessonId: quiz.id, attemptsSoFar }).map((question) =>
      question.options.map((option) => option.id),
    );

  it("keeps a learner's order until an attempt, brings the next order after it, and still grades by option id", async () => {
    const learner = await enrolledLearner();
    const first = await read(learner.headers);
    expect(optionIds(await read(learner.headers))).toEqual(optionIds(first));
    expect(optionIds(first)).toEqual(expected(learner.id, 0));
    // Questions keep the authored order.
    expect(first.questions.map((question) => question.id)).toEqual(readQuiz(quiz).questions.map((question) => question.id));

    const failed = await t.app.inject({
      method: 'POST',
      url: `${url()}/attempts`,
      headers: learner.headers,
      payload: { answers: quizAnswers(quiz, false) },
    });
    expect(body<QuizAttemptResult>(failed).data.passed).toBe(false);
    const second = await read(learner.headers);
    expect(optionIds(second)).toEqual(expected(learner.id, 1));
    expect(optionIds(await read(learner.headers))).toEqual(optionIds(second));

    const passed = await t.app.inject({
      method: 'POST',
      url: `${url()}/attempts`,
      headers: learner.headers,
      payload: { answers: quizAnswers(quiz, true) },
    });
    expect(body<QuizAttemptResult>(passed).data).toMatchObject({ passed: true, score: 100 });
  });

  it('gives another learner their own order', async () => {
    const other = await enrolledLearner();
    expect(optionIds(await read(other.headers))).toEqual(expected(other.id, 0));
  });
});
