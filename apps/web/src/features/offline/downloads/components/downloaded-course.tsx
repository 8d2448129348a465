import { PATHS } from '@jal/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { localized } from '@/lib/localized';
import type { CourseDownload } from '../download-types';
import { formatBytes } from '../format-bytes';
import { DownloadProgress } from './download-progress';

const STATUS_CLASS: Record<CourseDownload['status'], string> = {
  complete: 'text-secondary-strong',
  downloading: 'text-primary',
  paused: 'text-accent',
  error: 'text-danger',
};

/** One downloaded course: title, quality, size, status, a link to open it, and Delete with a confirmation. */
export function DownloadedCourse({ course, onDelete }: { course: CourseDownload; onDelete: (course: CourseDownload) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = localized(course.titleTranslations, i18n.language, course.title);
  const problem = course.status === 'error' || course.status === 'paused' ? course.problem : null;
  return (
    <li className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-bold break-words text-text">{title}</h2>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-text-muted">
        <span>{t('downloads.quality', { quality: t(`downloads.qualityName.${course.quality}`) })}</span>
        <span>{t('downloads.size', { size: formatBytes(course.totalBytes, i18n.language) })}</span>
        <span className={`font-semibold ${STATUS_CLASS[course.status]}`}>{t(`downloads.status.${course.status}`)}</span>
      </p>
      {course.status === 'complete' ? null : (
        <div className="mt-3">
          <DownloadProgress course={course} />
        </div>
      )}
      {problem ? (
        <p className={`mt-2 text-sm ${course.status === 'error' ? 'text-danger' : 'text-text'}`}>
          {problem === 'paused' ? t('downloads.pausedByYou') : t(`downloads.error.${problem}`)}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={PATHS.courseLms(course.courseId)} className={buttonClass.secondary} aria-label={t('downloads.open', { title })}>
          {t('downloads.openShort')}
        </Link>
        <button
          type="button"
          className={buttonClass.ghost}
          aria-label={t('downloads.deleteNamed', { title })}
          onClick={() => setConfirming(true)}
        >
          {t('downloads.delete')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        busy={busy}
        title={t('downloads.deleteTitle')}
        message={t('downloads.deleteText', { title })}
        confirmLabel={t('downloads.delete')}
        cancelLabel={t('downloads.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setBusy(true);
          void onDelete(course).finally(() => setBusy(false));
        }}
      />
    </li>
  );
}
