import { OFFERED_QUALITY } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { useOfflinePackage } from '../package-api';
import { useCourseDownload } from '../use-downloads';
import { useOnline } from '@/lib/use-online';
import { formatBytes } from '../format-bytes';

/** A lesson's download size at the quality chosen (or offered first); nothing offline or when unknown. */
export function LessonDownloadSize({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const { loaded, course } = useCourseDownload(courseId);
  const pack = useOfflinePackage(courseId, course?.quality ?? OFFERED_QUALITY, online && loaded);
  const size = pack.data?.lessons.find((lesson) => lesson.lessonId === lessonId)?.sizeBytes;
  if (!online || size === undefined) return null;
  return <span className="text-text-muted">{t('downloads.lessonSize', { size: formatBytes(size, i18n.language) })}</span>;
}
