import type { LearningProgress } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';

/** The course's progress: a labelled progressbar and the same figure in words. */
export function ProgressBar({ progress, id }: { progress: LearningProgress; id: string }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.max(0, progress.percent));
  return (
    <div>
      <LabelledProgress
        id={id}
        label={t('lms.progress.label')}
        detail={t('lms.progress.lessons', { count: progress.totalLessons, completed: progress.completedLessons })}
        percent={percent}
        valueText={t('lms.progress.percent', { percent })}
        tone="secondary"
      />
      <p className="mt-1 text-sm font-semibold text-secondary-strong">{t('lms.progress.percent', { percent })}</p>
    </div>
  );
}
