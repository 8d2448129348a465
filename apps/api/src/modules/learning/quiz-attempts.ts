import type { QuizAttemptBody, QuizAttemptResult } from '@jal/contracts';
import type { UserRow } from '../../db/rows.js';
import { badRequest, tooManyRequests } from '../../lib/http-error.js';
import { enrolledContext, openLesson, type LearnerContext, type LearningDeps } from './context.js';
import { insertQuizAttempt, quizHistory, withProgressRow } from './repository.js';
import { feedbackFor, gradeQuiz, readQuiz } from './quiz.js';
import { lessonStates, quizWaitSeconds, summarize, waitInWords } from './rules.js';

export async function submitAttempt(
  deps: LearningDeps,
  user: UserRow,
  idOrSlug: string,
  lessonId: string,
  body: QuizAttemptBody,
): Promise<QuizAttemptResult> {
  return attemptQuiz(deps, user, await enrolledContext(deps, user, idOrSlug), lessonId, body, deps.now());
}

/**
 * Grades quiz answers sent at `at` and keeps the attempt, unless the quiz is still waiting after
 * failed attempts (429 with the wait in words).
 */
export async function attemptQuiz(
  deps: LearningDeps,
  user: UserRow,
  context: LearnerContext,
  lessonId: string,
  body: QuizAttemptBody,
  at: Date,
): Promise<QuizAttemptResult> {
  const { db } = deps;
  const { lesson } = openLesson(context, lessonId);
  if (lesson.kind !== 'quiz') throw badRequest('This lesson is not a quiz.');
  const graded = gradeQuiz(readQuiz(lesson), body.answers);
  const now = at;
  const ids = { userId: user.id, courseId: context.outline.course.id, lessonId };
  const nextWait = await withProgressRow(db, ids, now, async (tx) => {
    const history = await quizHistory(tx, user.id, lessonId);
    const wait = quizWaitSeconds(history, now);
    if (wait > 0) {
      throw tooManyRequests(
        `You have tried this quiz ${history.failed} times without passing: wait before the next attempt. Try again in ${waitInWords(wait)}.`,
        wait,
      ).coded('QUIZ_WAIT', { seconds: wait });
    }
    await insertQuizAttempt(tx, {
      userId: user.id,
      lessonId,
      score: graded.score,
      passed: graded.passed,
      answers: body.answers,
      submittedAt: now,
    });
    return quizWaitSeconds({ failed: history.failed + (graded.passed ? 0 : 1), passed: history.passed || graded.passed, lastAt: now }, now);
  });
  deps.states.forget(user.id, context.outline.course.id);
  const states = lessonStates(context.outline.lessons, context.state.progress);
  return {
    ...feedbackFor(graded),
    nextAttemptInSeconds: nextWait > 0 ? nextWait : null,
    progress: summarize(context.outline.lessons, states).progress,
  };
}
