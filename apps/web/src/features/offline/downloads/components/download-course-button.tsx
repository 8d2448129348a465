import type { VideoQuality } from '@jal/contracts';
import { OFFERED_QUALITY } from '@jal/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DownloadManager } from '../download-manager';
import type { CourseDownload, CourseLabel } from '../download-types';
import { loadDownloadManager } from '../manager';
import { useOfflinePackage } from '../package-api';
import { canDownload, useCourseDownload } from '../use-downloads';
import { useBrowserValue } from '@/lib/use-browser-value';
import { useOnline } from '@/lib/use-online';
import { DOWNLOADS_PATH } from './downloads-link';
import { DownloadProgress } from './download-progress';
import { QualityChoice } from './quality-choice';

export type DownloadCourseButtonProps = CourseLabel & {
  /** The quality offered first (the learner's low-data choice, when there is one). */
  defaultQuality?: VideoQuality;
  /** In a list of courses: one line, the choice of quality opens on demand. */
  compact?: boolean;
};

/** Does an action of the manager, whose code is fetched the first time one is asked for. */
function withManager(action: (manager: DownloadManager) => Promise<unknown>) {
  void loadDownloadManager().then(action);
}

/** Whether a browser can download does not change while the page is open. */
const noChanges = () => () => undefined;

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** Paused or failed: the reason in words, Resume or Try again, and deleting what was kept. */
function Stopped({ course }: { course: CourseDownload }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const message = course.problem === 'paused' ? t('downloads.pausedByYou') : t(`downloads.error.${course.problem ?? 'failed'}`);
  return (
    <>
      <p role={course.status === 'error' ? 'alert' : 'status'} className={course.status === 'error' ? 'text-danger' : 'text-text'}>
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.primary} onClick={() => withManager((manager) => manager.resume(course.courseId))}>
          {course.status === 'error' ? t('downloads.button.retry') : t('downloads.button.resume')}
        </button>
        {course.status === 'error' ? (
          <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(true)}>
            {t('downloads.deleteSaved')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('downloads.deleteTitle')}
        message={t('downloads.deleteText', { title: course.title })}
        confirmLabel={t('downloads.delete')}
        cancelLabel={t('downloads.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => withManager((manager) => manager.delete(course.courseId).then(() => setConfirming(false)))}
      />
    </>
  );
}

/** Complete: "Available offline", and when the server's version moved, "Updated — download changes". */
function Ready({ course, label, compact }: { course: CourseDownload; label: CourseLabel; compact: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const pack = useOfflinePackage(course.courseId, course.quality, online);
  const moved = online && pack.data !== undefined && pack.data.version !== course.version;
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-secondary-strong">
        <CheckIcon />
        {t('downloads.status.complete')}
      </p>
      {moved ? (
        <div className="flex flex-col items-start gap-2">
          <p role="status" className="text-text">
            <strong>{t('downloads.updated')}</strong> {t('downloads.updatedText')}
          </p>
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => withManager((manager) => manager.download(label, course.quality))}
          >
            {t('downloads.button.update')}
          </button>
        </div>
      ) : compact ? null : (
        <p className="text-text-muted">{t('downloads.ready')}</p>
      )}
    </>
  );
}

/** Not downloaded yet: the quality with each size, then Download. */
function Offer({ label, defaultQuality, compact }: { label: CourseLabel; defaultQuality: VideoQuality; compact: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [open, setOpen] = useState(!compact);
  const [quality, setQuality] = useState(defaultQuality);
  const pack = useOfflinePackage(label.courseId, defaultQuality, online && open);
  if (!online) return null;
  if (!open) {
    return (
      <button type="button" className={buttonClass.secondary} aria-expanded={false} onClick={() => setOpen(true)}>
        {t('downloads.button.download')}
      </button>
    );
  }
  if (pack.isPending) return <p className="text-text-muted">{t('downloads.checking')}</p>;
  if (pack.isError) return <p className="text-text-muted">{t('downloads.unavailable')}</p>;
  return (
    <>
      <QualityChoice name={`quality-${label.courseId}`} sizes={pack.data.sizes} value={quality} onChange={setQuality} />
      <button
        type="button"
        className={`${buttonClass.primary} self-start`}
        onClick={() => withManager((manager) => manager.download(label, quality))}
      >
        {t('downloads.button.download')}
      </button>
    </>
  );
}

/**
 * Downloads the course for use without a network: the quality with its size first, then the
 * progress in bytes with Pause and Resume, "Available offline" once complete, and the reason in
 * words when it stopped.
 */
export function DownloadCourseButton({ defaultQuality = OFFERED_QUALITY, compact = false, ...label }: DownloadCourseButtonProps) {
  const { t } = useTranslation();
  // Until this phone's downloads are read (and on the server, which cannot know them), the
  // course is offered as not downloaded; one that is held here is shown so right after.
  const { course } = useCourseDownload(label.courseId);
  const downloadable = useBrowserValue(noChanges, canDownload, true);
  if (!downloadable) return null;
  const body = !course ? (
    <Offer label={label} defaultQuality={defaultQuality} compact={compact} />
  ) : course.status === 'complete' ? (
    <Ready course={course} label={label} compact={compact} />
  ) : (
    <>
      <DownloadProgress course={course} />
      {course.status === 'downloading' ? (
        <button
          type="button"
          className={`${buttonClass.secondary} self-start`}
          onClick={() => withManager((manager) => manager.pause(course.courseId))}
        >
          {t('downloads.button.pause')}
        </button>
      ) : (
        <Stopped course={course} />
      )}
    </>
  );
  if (compact) return <div className="mt-2 flex flex-col gap-2 text-sm">{body}</div>;
  return (
    <section aria-labelledby="download-course-heading" className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 id="download-course-heading" className="text-lg font-bold text-text">
        {t('downloads.heading')}
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {body}
        {course ? (
          <Link to={DOWNLOADS_PATH} className="flex min-h-11 items-center self-start text-primary underline-offset-4 hover:underline">
            {t('downloads.button.manage')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
