import { COURSE_ADMIN_LIMITS } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { NumberField } from '@/components/number-field';
import { DANGER_GHOST } from '../lib/course-status';
import { newOption, newQuestion, type QuestionDraft, type QuizDraft } from '../lib/lesson-draft';
import { TextPair } from './text-pair';

const small = 'min-h-11 px-3 text-sm';
const MAX_OPTIONS = 10;

/** Questions with single or multiple answers, options marked correct, an explanation each, and the passing score. */
export function QuizBuilder({ quiz, onChange, idPrefix }: { quiz: QuizDraft; onChange: (quiz: QuizDraft) => void; idPrefix: string }) {
  const { t } = useTranslation();
  const setQuestion = (index: number, question: QuestionDraft) =>
    onChange({ ...quiz, questions: quiz.questions.map((item, at) => (at === index ? question : item)) });
  const removeQuestion = (index: number) => onChange({ ...quiz, questions: quiz.questions.filter((_, at) => at !== index) });
  const moveQuestion = (index: number, by: -1 | 1) => {
    const questions = [...quiz.questions];
    const [moved] = questions.splice(index, 1);
    if (moved) questions.splice(index + by, 0, moved);
    onChange({ ...quiz, questions });
  };

  return (
    <div className="flex flex-col gap-4">
      <NumberField
        id={`${idPrefix}-passing`}
        label={t('courseAdmin.quiz.passingScore')}
        hint={t('courseAdmin.quiz.passingHint')}
        frameClass="sm:max-w-xs"
        min={1}
        max={100}
        value={quiz.passingScore}
        onValueChange={(passingScore) => onChange({ ...quiz, passingScore })}
      />
      <ol className="flex flex-col gap-4">
        {quiz.questions.map((question, index) => {
          const id = `${idPrefix}-q${index + 1}`;
          const number = index + 1;
          const setOption = (at: number, change: Partial<QuestionDraft['options'][number]>) =>
            setQuestion(index, {
              ...question,
              options: question.options.map((option, position) => {
                if (position === at) return { ...option, ...change };
                // A single-answer question keeps one correct option: marking another unmarks this.
                if (change.correct && !question.multiple) return { ...option, correct: false };
                return option;
              }),
            });
          return (
            <li key={question.key}>
              <fieldset className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-3 sm:p-4">
                <legend className="px-1 text-lg font-bold text-text">{t('courseAdmin.quiz.question', { number })}</legend>
                <TextPair
                  id={`${id}-prompt`}
                  label={t('courseAdmin.quiz.prompt')}
                  value={question.prompt}
                  onChange={(prompt) => setQuestion(index, { ...question, prompt })}
                  maxLength={COURSE_ADMIN_LIMITS.quizText}
                  required
                />
                <label className="flex min-h-11 items-center gap-3 font-semibold text-text">
                  <input
                    type="checkbox"
                    checked={question.multiple}
                    onChange={(event) =>
                      setQuestion(index, {
                        ...question,
                        multiple: event.target.checked,
                        // Back to one answer: only the first correct option stays correct.
                        options: event.target.checked
                          ? question.options
                          : question.options.map((option, at) => ({
                              ...option,
                              correct: option.correct && at === question.options.findIndex((o) => o.correct),
                            })),
                      })
                    }
                    className="h-5 w-5 accent-primary"
                  />
                  {t('courseAdmin.quiz.multiple')}
                </label>
                <ol className="flex flex-col gap-3">
                  {question.options.map((option, at) => (
                    <li key={option.key} className="rounded-lg border border-border bg-surface p-3">
                      <TextPair
                        id={`${id}-o${at + 1}`}
                        label={t('courseAdmin.quiz.option', { number: at + 1 })}
                        value={option.text}
                        onChange={(text) => setOption(at, { text })}
                        maxLength={COURSE_ADMIN_LIMITS.quizText}
                        required
                      />
                      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                        <label className="flex min-h-11 items-center gap-3 text-text">
                          <input
                            type={question.multiple ? 'checkbox' : 'radio'}
                            name={`${id}-correct`}
                            checked={option.correct}
                            onChange={(event) => setOption(at, { correct: event.target.checked })}
                            className="h-5 w-5 accent-primary"
                          />
                          {t('courseAdmin.quiz.correct', { number: at + 1 })}
                        </label>
                        <button
                          type="button"
                          className={`${buttonClass.ghost} ${small}`}
                          disabled={question.options.length <= 2}
                          onClick={() =>
                            setQuestion(index, { ...question, options: question.options.filter((_, position) => position !== at) })
                          }
                        >
                          {t('courseAdmin.quiz.removeOption', { number: at + 1 })}
                        </button>
                      </div>
                    </li>
                  ))}
                </ol>
                <button
                  type="button"
                  className={`${buttonClass.secondary} ${small} self-start`}
                  disabled={question.options.length >= MAX_OPTIONS}
                  onClick={() => setQuestion(index, { ...question, options: [...question.options, newOption()] })}
                >
                  {t('courseAdmin.quiz.addOption')}
                </button>
                <TextPair
                  id={`${id}-explanation`}
                  label={t('courseAdmin.quiz.explanation')}
                  value={question.explanation}
                  onChange={(explanation) => setQuestion(index, { ...question, explanation })}
                  maxLength={COURSE_ADMIN_LIMITS.quizText}
                  rows={2}
                />
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={`${buttonClass.ghost} ${small}`}
                    disabled={index === 0}
                    onClick={() => moveQuestion(index, -1)}
                  >
                    {t('courseAdmin.quiz.moveUp', { number })}
                  </button>
                  <button
                    type="button"
                    className={`${buttonClass.ghost} ${small}`}
                    disabled={index === quiz.questions.length - 1}
                    onClick={() => moveQuestion(index, 1)}
                  >
                    {t('courseAdmin.quiz.moveDown', { number })}
                  </button>
                  <button
                    type="button"
                    className={`${DANGER_GHOST} ${small}`}
                    disabled={quiz.questions.length <= 1}
                    onClick={() => removeQuestion(index)}
                  >
                    {t('courseAdmin.quiz.removeQuestion', { number })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={`${buttonClass.secondary} self-start`}
        onClick={() => onChange({ ...quiz, questions: [...quiz.questions, newQuestion()] })}
      >
        {t('courseAdmin.quiz.addQuestion')}
      </button>
    </div>
  );
}
