import { PATHS } from '@jal/contracts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LoadingScreen } from '@/components/loading-screen';
import { usePageTitle } from '@/components/page-title';
import { localized } from '@/lib/localized';
import { DownloadedCourse } from '../components/downloaded-course';
import { StorageEstimate } from '../components/storage-estimate';
import type { CourseDownload } from '../download-types';
import { loadDownloadManager } from '../manager';
import { useDownloads } from '../use-downloads';

/** /downloads: the courses downloaded on this phone, the space they use, and deleting them. */
export function DownloadsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('downloads.title'));
  const { loaded, courses } = useDownloads();
  const heading = useRef<HTMLHeadingElement>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  // After a delete the course's buttons are gone: focus goes to the page's heading, and the
  // status line below it says what happened.
  useEffect(() => {
    if (deleted) heading.current?.focus();
  }, [deleted]);

  const remove = async (course: CourseDownload) => {
    const manager = await loadDownloadManager();
    await manager.delete(course.courseId);
    setDeleted(localized(course.titleTranslations, i18n.language, course.title));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-text focus:outline-none sm:text-4xl">
        {t('downloads.title')}
      </h1>
      <p className="mt-2 text-lg text-text-muted">{t('downloads.intro')}</p>
      <div className="mt-2">
        <StorageEstimate revision={courses.length} />
      </div>
      <p role="status" className="mt-2 font-semibold text-text empty:hidden">
        {deleted ? t('downloads.deleted', { title: deleted }) : ''}
      </p>
      {!loaded ? (
        <LoadingScreen text={t('downloads.loading')} />
      ) : courses.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-border bg-surface-muted p-6">
          <h2 className="text-xl font-bold text-text">{t('downloads.empty')}</h2>
          <p className="mt-2 text-text-muted">{t('downloads.emptyHint')}</p>
          <Link to={PATHS.courses} className={`${buttonClass.primary} mt-4`}>
            {t('downloads.toCourses')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {courses.map((course) => (
            <DownloadedCourse key={course.courseId} course={course} onDelete={remove} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default DownloadsPage;
