import type { QuizAttemptResult } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/line-icon';

/** Correct or not, in words and a picture (never colour alone), with the explanation. */
export function QuizFeedback({ correct, explanation }: { correct: boolean; explanation: string }) {
  const { t } = useTranslation();
  return (
    <div className={`mt-3 rounded-lg border-s-4 p-3 ${correct ? 'border-secondary bg-secondary-soft' : 'border-danger bg-alert-error-bg'}`}>
      <p className={`flex items-center gap-2 font-semibold ${correct ? 'text-secondary-strong' : 'text-alert-error-text'}`}>
        <LineIcon>{correct ? <path d="m5 12 5 5 9-10" /> : <path d="M6 6l12 12M18 6 6 18" />}</LineIcon>
        {correct ? t('learn.quiz.correct') : t('learn.quiz.incorrect')}
      </p>
      {explanation ? <p className="mt-1 text-text">{explanation}</p> : null}
    </div>
  );
}

/**
 * The score against the passing score and how many answers were right, announced when it
 * appears. Before a pass the server says only how many, so the learner is told which ones come
 * after passing; a pass comes with each question explained.
 */
export function QuizScore({ result }: { result: QuizAttemptResult }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <p className="text-xl font-bold text-text">{result.passed ? t('learn.quiz.passed') : t('learn.quiz.failed')}</p>
      <p className="mt-1 text-text">{t('learn.quiz.score', { score: result.score, passing: result.passingScore })}</p>
      <p className="mt-1 text-text">{t('learn.quiz.rightCount', { right: result.correctCount, count: result.questionCount })}</p>
      <p className="mt-1 text-text-muted">{result.passed ? t('learn.quiz.explained') : t('learn.quiz.whichAfterPass')}</p>
    </div>
  );
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The wait before the next attempt: a sentence in minutes (seconds in the last minute) that a
 * screen reader announces when it changes, and a ticking clock for the eye only, which would
 * otherwise be read out every second.
 */
export function QuizWait({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const sentence =
    secondsLeft < 60
      ? t('learn.quiz.wait.seconds', { count: secondsLeft })
      : t('learn.quiz.wait.minutes', { count: Math.ceil(secondsLeft / 60) });
  return (
    <div className="rounded-2xl border-s-4 border-accent bg-alert-warning-bg p-4 text-alert-warning-text sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <p className="flex items-center gap-2 text-lg font-bold">
            <LineIcon>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </LineIcon>
            {t('learn.quiz.wait.title')}
          </p>
          <p role="status" aria-live="polite" className="mt-1 font-semibold">
            {sentence}
          </p>
        </div>
        <p aria-hidden="true" className="text-end">
          <span className="block text-sm">{t('learn.quiz.wait.clock')}</span>
          <span className="font-mono text-3xl font-bold tabular-nums">{clock(secondsLeft)}</span>
        </p>
      </div>
      <p className="mt-2">{t('learn.quiz.wait.why')}</p>
    </div>
  );
}
