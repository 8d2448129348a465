import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/lib/localized';
import { useEnrolments } from '../api/get-enrolments';
import type { DownloadParts } from './download-parts';

/** The learner's other courses, to switch between them; nothing while loading or on failure. */
export function MyCourses({
  currentCourseId,
  courseDownload: DownloadCourseButton,
}: { currentCourseId: string } & Pick<DownloadParts, 'courseDownload'>) {
  const { t, i18n } = useTranslation();
  const query = useEnrolments();
  const others = (query.data?.enrolments ?? []).filter((enrolment) => enrolment.course.id !== currentCourseId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="my-courses-heading" className="rounded-2xl border border-border bg-surface-muted p-5">
      <h2 id="my-courses-heading" className="text-lg font-bold text-text">
        {t('lms.myCourses')}
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {others.map((enrolment) => (
          <li key={enrolment.course.id} className="py-2">
            <Link
              to={PATHS.courseLms(enrolment.course.id)}
              className="flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
            >
              {localized(enrolment.course.titleTranslations, i18n.language, enrolment.course.title)}
            </Link>
            <p className="text-sm text-text-muted">
              {enrolment.completedAt ? t('learn.state.completed') : t('lms.progress.percent', { percent: enrolment.progress.percent })}
            </p>
            {DownloadCourseButton ? (
              <DownloadCourseButton
                compact
                courseId={enrolment.course.id}
                slug={enrolment.course.slug}
                title={enrolment.course.title}
                titleTranslations={enrolment.course.titleTranslations}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
