import type { LearningProgress } from '@jal/contracts';
import { useTranslation } from 'react-i18next';

/** The course's progress: a labelled progressbar and the same figure in words. */
export function ProgressBar({ progress, id }: { progress: LearningProgress; id: string }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.max(0, progress.percent));
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={`${id}-label`} className="font-semibold text-text">
          {t('lms.progress.label')}
        </span>
        <span className="text-sm text-text-muted">
          {t('lms.progress.lessons', { count: progress.totalLessons, completed: progress.completedLessons })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('lms.progress.percent', { percent })}
        className="mt-2 h-3 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-secondary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm font-semibold text-secondary-strong">{t('lms.progress.percent', { percent })}</p>
    </div>
  );
}
