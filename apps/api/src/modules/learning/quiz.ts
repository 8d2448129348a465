import { storedLessonContent, type QuizAttemptBody, type StoredQuizQuestion } from '@jal/contracts';
import { badRequest, conflict } from '../../lib/http-error.js';
import type { LessonRow } from '../../db/rows.js';

export type StoredQuiz = { passingScore: number; questions: StoredQuizQuestion[] };

export function readQuiz(lesson: LessonRow): StoredQuiz {
  const parsed = storedLessonContent.quiz.safeParse(lesson.content);
  if (!parsed.success) throw conflict('This quiz is not ready yet: its questions are incomplete. Please tell the course team.');
  return parsed.data;
}

/** The questions as the learner sees them: never which options are correct, nor the explanation. */
export function questionsForLearner(quiz: StoredQuiz) {
  return quiz.questions.map((question) => ({
    id: question.id,
    prompt: question.prompt,
    multiple: question.multiple,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
  }));
}

/**
 * Grades on the server. A question is right when exactly its correct options are chosen; an
 * unanswered question is wrong. The grade says right or wrong per question with the
 * explanation, never which option was the right one; feedbackFor decides what the learner sees.
 */
export function gradeQuiz(quiz: StoredQuiz, answers: QuizAttemptBody['answers']) {
  const byQuestion = new Map<string, string[]>();
  for (const answer of answers) {
    const question = quiz.questions.find((candidate) => candidate.id === answer.questionId);
    if (!question) throw badRequest(`Unknown question: ${answer.questionId}.`);
    if (byQuestion.has(answer.questionId)) throw badRequest(`Question ${answer.questionId} is answered twice.`);
    const known = new Set(question.options.map((option) => option.id));
    const unknown = answer.optionIds.find((id) => !known.has(id));
    if (unknown) throw badRequest(`Question ${answer.questionId} has no option ${unknown}.`);
    if (!question.multiple && answer.optionIds.length > 1) throw badRequest(`Question ${answer.questionId} takes one answer only.`);
    byQuestion.set(answer.questionId, answer.optionIds);
  }
  const results = quiz.questions.map((question) => {
    const chosen = new Set(byQuestion.get(question.id) ?? []);
    const correctIds = question.options.filter((option) => option.correct).map((option) => option.id);
    const correct = chosen.size === correctIds.length && correctIds.every((id) => chosen.has(id));
    return { questionId: question.id, correct, explanation: question.explanation };
  });
  const right = results.filter((result) => result.correct).length;
  const score = quiz.questions.length === 0 ? 0 : Math.round((right * 100) / quiz.questions.length);
  return {
    score,
    passed: score >= quiz.passingScore,
    passingScore: quiz.passingScore,
    correctCount: right,
    questionCount: quiz.questions.length,
    results,
  };
}

/**
 * What an attempt tells the learner: before a pass only how many answers were right, so the
 * right answers cannot be found by changing one answer at a time; an attempt that passed
 * explains each question.
 */
export function feedbackFor(graded: ReturnType<typeof gradeQuiz>) {
  return { ...graded, results: graded.passed ? graded.results : [] };
}
