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

/** The score against the passing score, announced when it appears. */
export function QuizScore({ result }: { result: QuizAttemptResult }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <p className="text-xl font-bold text-text">{result.passed ? t('learn.quiz.passed') : t('learn.quiz.failed')}</p>
      <p className="mt-1 text-text">{t('learn.quiz.score', { score: result.score, passing: result.passingScore })}</p>
    </div>
  );
}
