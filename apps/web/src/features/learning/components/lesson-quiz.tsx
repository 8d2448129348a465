import type { PlayerLessonContent, QuizAttemptResult } from '@jal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { forgetMarkedAttempt, useMarkedAttempt } from '../offline-progress/sync/marked-attempts';
import { usePendingAttempt } from '../offline-progress/queue/queued-events';
import { ApiError } from '@/lib/api-client';
import { localized } from '@/lib/localized';
import { learningKeys } from '../api/query-keys';
import { useSubmitAttempt } from '../api/submit-attempt';
import { useCountdown } from '../hooks/use-countdown';
import { useKeptAnswers } from '../hooks/use-kept-answers';
import { QuizFeedback, QuizScore, QuizWait } from './quiz-feedback';

type QuizContent = Extract<PlayerLessonContent, { kind: 'quiz' }>;
type Props = { courseId: string; lessonId: string; content: QuizContent; onPassed: () => void };

const inFuture = (seconds: number | null) => (seconds ? Date.now() + seconds * 1000 : null);

/**
 * The quiz: one fieldset per question (radio for one answer, checkboxes for several). The
 * client never knows the right answers; a failed attempt says how many were right, a pass
 * explains each question. After several failed attempts the server makes the next one wait:
 * the wait and its countdown replace the way to try again until it is over. Offline, the answers
 * wait on the phone (the form shows them, read-only) and are marked when the connection returns.
 */
export function LessonQuiz({ courseId, lessonId, content, onPassed }: Props) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useSubmitAttempt(courseId, lessonId);
  const [retryAt, setRetryAt] = useState(() => inFuture(content.nextAttemptInSeconds));
  const secondsLeft = useCountdown(retryAt);
  const waiting = secondsLeft > 0;
  // A lesson read again (after a refused attempt) brings the server's wait.
  useEffect(() => setRetryAt(inFuture(content.nextAttemptInSeconds)), [content.nextAttemptInSeconds]);
  const { answers, setAnswers, forgetStored, clear: clearAnswers } = useKeptAnswers(lessonId, content.lastAttempt?.submittedAt ?? null);
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const [reloading, setReloading] = useState(false);
  const scoreRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const pending = usePendingAttempt(lessonId);
  const marked = useMarkedAttempt(lessonId);
  const onPassedRef = useRef(onPassed);
  onPassedRef.current = onPassed;
  const clearAnswersRef = useRef(clearAnswers);
  clearAnswersRef.current = clearAnswers;

  // Answers sent from the queue were marked: the quiz shows the result as if just sent.
  useEffect(() => {
    if (!marked) return;
    setResult(marked);
    setRetryAt(inFuture(marked.nextAttemptInSeconds));
    clearAnswersRef.current();
    forgetMarkedAttempt(lessonId);
    if (marked.passed) onPassedRef.current();
  }, [marked, lessonId]);

  const choose = (questionId: string, optionId: string, multiple: boolean, checked: boolean) => {
    setUnanswered(false);
    const chosen = answers[questionId] ?? [];
    const next = multiple ? (checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId)) : [optionId];
    setAnswers({ ...answers, [questionId]: next });
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (content.questions.some((question) => (answers[question.id] ?? []).length === 0)) {
      setUnanswered(true);
      return;
    }
    submit.mutate(
      { answers: content.questions.map((question) => ({ questionId: question.id, optionIds: answers[question.id] ?? [] })) },
      {
        onSuccess: (outcome) => {
          // Sent or kept in the queue: a reload no longer brings the choices back.
          forgetStored();
          if (outcome.queued) {
            // The button that had focus is gone: the note that replaces it takes it.
            requestAnimationFrame(() => savedRef.current?.focus());
            return;
          }
          const attempt = outcome.result;
          setResult(attempt);
          setRetryAt(inFuture(attempt.nextAttemptInSeconds));
          if (attempt.passed) onPassed();
          requestAnimationFrame(() => scoreRef.current?.focus());
        },
        onError: (error) => {
          // 429: a wait this page did not know of (another tab or device); the lesson says how long.
          if (error instanceof ApiError && error.status === 429) {
            void queryClient.invalidateQueries({ queryKey: learningKeys.lesson(courseId, lessonId) });
          }
        },
      },
    );
  };

  const retry = async () => {
    // The next attempt comes with the server's new order of the options: read before the form
    // opens, so nothing moves under the learner's finger. Offline the order stays as it was.
    setReloading(true);
    await queryClient.invalidateQueries({ queryKey: learningKeys.lesson(courseId, lessonId) });
    setReloading(false);
    setResult(null);
    clearAnswers();
    submit.reset();
    requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
  };

  const feedbackFor = (questionId: string) => result?.results.find((item) => item.questionId === questionId);
  const refusedForWait = submit.error instanceof ApiError && submit.error.status === 429;
  const submitError = submit.error instanceof ApiError && !refusedForWait ? (submit.error.serverMessage ?? submit.error.message) : null;
  const waitingToBeMarked = pending !== null && result === null;
  const chosen = (questionId: string) =>
    waitingToBeMarked ? (pending.find((answer) => answer.questionId === questionId)?.optionIds ?? []) : (answers[questionId] ?? []);

  return (
    <div className="max-w-[70ch] space-y-3 sm:space-y-6">
      <p className="text-text sm:text-lg">{t('learn.quiz.intro', { count: content.questions.length, score: content.passingScore })}</p>
      {content.lastAttempt && !result ? (
        <p className="text-text-muted">
          {content.lastAttempt.passed
            ? t('learn.quiz.lastPassed', { score: content.lastAttempt.score })
            : t('learn.quiz.lastFailed', { score: content.lastAttempt.score })}
        </p>
      ) : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4 sm:space-y-6">
        {content.questions.map((question, index) => {
          const feedback = feedbackFor(question.id);
          return (
            <fieldset
              key={question.id}
              disabled={result !== null || waitingToBeMarked}
              className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
            >
              <legend className="float-left w-full text-lg font-semibold text-text">
                <span className="block text-sm font-normal text-text-muted">
                  {t('learn.quiz.questionNumber', { number: index + 1, count: content.questions.length })}
                </span>
                {localized(question.prompt, i18n.language)}
              </legend>
              <p className="clear-both pt-1 text-sm text-text-muted">
                {question.multiple ? t('learn.quiz.chooseAll') : t('learn.quiz.chooseOne')}
              </p>
              <div className="mt-2 space-y-1">
                {question.options.map((option) => (
                  <label
                    key={option.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 text-text hover:bg-surface-muted"
                  >
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={question.id}
                      value={option.id}
                      checked={chosen(question.id).includes(option.id)}
                      onChange={(event) => choose(question.id, option.id, question.multiple, event.target.checked)}
                      className="h-5 w-5 shrink-0 accent-primary"
                    />
                    <span>{localized(option.text, i18n.language)}</span>
                  </label>
                ))}
              </div>
              {feedback ? <QuizFeedback correct={feedback.correct} explanation={localized(feedback.explanation, i18n.language)} /> : null}
            </fieldset>
          );
        })}
        {unanswered ? (
          <p role="alert" className="font-semibold text-danger">
            {t('learn.quiz.answerAll')}
          </p>
        ) : null}
        {submitError ? (
          <p role="alert" className="font-semibold text-danger">
            {submitError}
          </p>
        ) : null}
        {!result && waiting && !waitingToBeMarked ? <QuizWait secondsLeft={secondsLeft} /> : null}
        <div aria-live="polite">
          {waitingToBeMarked ? (
            <p ref={savedRef} tabIndex={-1} className="rounded-lg bg-alert-info-bg p-3 font-semibold text-alert-info-text">
              {t('learn.offline.answersSaved')}
            </p>
          ) : null}
        </div>
        {result || waitingToBeMarked ? null : (
          <button type="submit" className={`${buttonClass.primary} w-full sm:w-auto`} disabled={submit.isPending || waiting}>
            {submit.isPending ? t('learn.quiz.checking') : t('learn.quiz.submit')}
          </button>
        )}
      </form>
      {result ? (
        <div ref={scoreRef} tabIndex={-1} className="space-y-4 rounded-2xl border border-border-strong bg-surface-muted p-4 sm:p-5">
          <QuizScore result={result} />
          {result.passed ? null : waiting ? (
            <QuizWait secondsLeft={secondsLeft} />
          ) : (
            <button type="button" className={`${buttonClass.primary} w-full sm:w-auto`} disabled={reloading} onClick={() => void retry()}>
              {t('learn.quiz.retry')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
