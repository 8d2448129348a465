import type { PracticalReview } from '@jal/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { controlClass, describedBy, FieldNotes } from '@/components/form-field';
import { failureMessage } from '@/lib/form-errors';
import { localized } from '@/lib/localized';
import { useSubmitReview } from '../api/reviews';
import { chosenFrom, marksOf, scoreOf } from '../lib/review-rules';

type Outcome = 'accepted' | 'returned';

/**
 * The rubric, one tap per criterion, the score against the pass mark as it is marked, the feedback,
 * and Accept or Send back. The review is sent with the version read: if someone reviewed it
 * meanwhile, the server refuses it and the page reads the submission again.
 */
export function RubricForm({ review, onReviewed }: { review: PracticalReview; onReviewed: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const rubric = review.lesson.practical.rubric;
  const submit = useSubmitReview(review.submission.id);
  const [chosen, setChosen] = useState<Record<string, string>>(() => chosenFrom(review.review?.marks));
  const [feedback, setFeedback] = useState(review.review?.feedback ?? '');
  const [problem, setProblem] = useState<{ field: 'marks' | 'feedback' | 'form'; text: string } | null>(null);
  const score = scoreOf(rubric, chosen);
  const text = (map: Record<string, string>) => localized(map, i18n.language, '');

  const send = (outcome: Outcome) => {
    if (score === null) return setProblem({ field: 'marks', text: t('reviews.rubric.chooseEach') });
    if (outcome === 'accepted' && score < rubric.passMark) return setProblem({ field: 'marks', text: t('reviews.rubric.belowPass') });
    if (outcome === 'returned' && !feedback.trim()) return setProblem({ field: 'feedback', text: t('reviews.feedback.required') });
    setProblem(null);
    // Awaited rather than given callbacks: an accepted submission's page drops this form as the
    // answer arrives, and the page still says what was done.
    submit
      .mutateAsync({ version: review.submission.version, outcome, marks: marksOf(rubric, chosen), feedback: feedback.trim() || null })
      .then(
        (saved) =>
          onReviewed(
            outcome === 'accepted' ? t('reviews.done.accepted', { score: saved.review?.score ?? score }) : t('reviews.done.returned'),
          ),
        (error: unknown) => setProblem({ field: 'form', text: failureMessage(error, 'reviews.error.failed') }),
      );
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-text">
        {t('reviews.rubric.title')}
      </h2>
      {rubric.criteria.map((criterion) => (
        <fieldset key={criterion.id} className="flex flex-col gap-1" aria-invalid={problem?.field === 'marks' && !chosen[criterion.id]}>
          <legend className="font-semibold text-text">{text(criterion.label)}</legend>
          {criterion.levels.map((level) => (
            <label key={level.id} className="flex min-h-11 cursor-pointer items-center gap-3 text-text">
              <input
                type="radio"
                name={`${id}-${criterion.id}`}
                value={level.id}
                checked={chosen[criterion.id] === level.id}
                onChange={() => setChosen((current) => ({ ...current, [criterion.id]: level.id }))}
                className="h-5 w-5 accent-primary"
              />
              {t('reviews.rubric.level', { label: text(level.label), count: level.points })}
            </label>
          ))}
        </fieldset>
      ))}
      <p className="font-semibold text-text" aria-live="polite">
        {t('reviews.rubric.score', { score: score ?? '—', max: review.maxPoints, passMark: rubric.passMark })}
      </p>
      {problem?.field === 'marks' ? (
        <p role="alert" className="font-semibold text-danger">
          {problem.text}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-feedback`} className="font-semibold text-text">
          {t('reviews.feedback.label')}
        </label>
        <textarea
          id={`${id}-feedback`}
          rows={4}
          maxLength={2000}
          value={feedback}
          onChange={(event) => setFeedback(event.currentTarget.value)}
          aria-invalid={problem?.field === 'feedback' || undefined}
          aria-describedby={describedBy(`${id}-feedback`, 'hint', problem?.field === 'feedback' ? problem.text : undefined)}
          className={controlClass}
        />
        <FieldNotes
          id={`${id}-feedback`}
          hint={t('reviews.feedback.hint')}
          error={problem?.field === 'feedback' ? problem.text : undefined}
        />
      </div>
      {problem?.field === 'form' ? (
        <p role="alert" className="rounded-lg bg-alert-error-bg p-3 text-alert-error-text">
          {problem.text}
        </p>
      ) : null}
      <p role="status" className="font-semibold text-text-muted empty:hidden">
        {submit.isPending ? t('reviews.action.sending') : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass.primary} disabled={submit.isPending} onClick={() => send('accepted')}>
          {t('reviews.action.accept')}
        </button>
        <button type="button" className={buttonClass.secondary} disabled={submit.isPending} onClick={() => send('returned')}>
          {t('reviews.action.return')}
        </button>
      </div>
    </form>
  );
}
