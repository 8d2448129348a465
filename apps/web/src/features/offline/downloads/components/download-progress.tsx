import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import type { CourseDownload } from '../download-types';
import { formatBytes } from '../format-bytes';

/** Bytes done of the total, as a labelled progress bar and in words ("3.2 MB of 12.5 MB"). */
export function DownloadProgress({ course }: { course: Pick<CourseDownload, 'doneBytes' | 'totalBytes'> }) {
  const { t, i18n } = useTranslation();
  const done = Math.min(course.doneBytes, course.totalBytes);
  const percent = Math.floor((done / Math.max(course.totalBytes, 1)) * 100);
  const text = t('downloads.progress', { done: formatBytes(done, i18n.language), total: formatBytes(course.totalBytes, i18n.language) });
  return <LabelledProgress label={t('downloads.progressLabel')} detail={text} percent={percent} valueText={text} />;
}
