import type { LearningProgress } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';

/** A course's progress bar: the share done and "n of m lessons" in words. */
export function EnrolmentProgress({ progress }: { progress: LearningProgress }) {
  const { t } = useTranslation();
  const figures = { completed: progress.completedLessons, count: progress.totalLessons, percent: progress.percent };
  return (
    <LabelledProgress
      label={t('myLearning.course.progress')}
      detail={t('myLearning.course.lessons', figures)}
      valueText={t('myLearning.course.valueText', figures)}
      percent={progress.percent}
    />
  );
}
