import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDownload } from '../download-types';
import { formatBytes } from '../format-bytes';

/** Bytes done of the total, as a labelled progress bar and in words ("3.2 MB of 12.5 MB"). */
export function DownloadProgress({ course }: { course: Pick<CourseDownload, 'doneBytes' | 'totalBytes'> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const total = Math.max(course.totalBytes, 1);
  const done = Math.min(course.doneBytes, course.totalBytes);
  const percent = Math.floor((done / total) * 100);
  const text = t('downloads.progress', { done: formatBytes(done, i18n.language), total: formatBytes(course.totalBytes, i18n.language) });
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={`${id}-label`} className="text-sm font-semibold text-text">
          {t('downloads.progressLabel')}
        </span>
        <span className="text-sm text-text-muted">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-1 h-3 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
