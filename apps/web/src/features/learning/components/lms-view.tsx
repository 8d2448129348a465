import { PATHS } from '@jal/contracts/core';
import type { CourseLms } from '@jal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { usePageTitle } from '@/components/page-title';
import { localized } from '@/lib/localized';
import { useEnroll } from '../api/enroll';
import { CertificateCard } from './certificate-card';
import type { DownloadParts } from './download-parts';
import { LmsModules } from './lms-modules';
import { MyCourses } from './my-courses';
import { ProgressBar } from './progress-bar';

function firstLessonId(lms: CourseLms): string | null {
  return lms.modules.flatMap((module) => module.lessons)[0]?.id ?? null;
}

/** Start (enrols first), Resume, or Review once every lesson is done. */
function MainAction({ lms }: { lms: CourseLms }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enroll = useEnroll();
  const courseId = lms.course.id;
  if (!lms.enrolled) {
    return (
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          className={`${buttonClass.primary} px-6 text-lg`}
          disabled={enroll.isPending}
          onClick={() =>
            enroll.mutate(courseId, {
              onSuccess: (result) => void navigate(PATHS.learn(courseId, result.currentLessonId ?? firstLessonId(result) ?? undefined)),
            })
          }
        >
          {enroll.isPending ? t('lms.starting') : t('lms.start')}
        </button>
        {enroll.isError ? (
          <p role="alert" className="text-danger">
            {t('lms.enrolError')}
          </p>
        ) : null}
      </div>
    );
  }
  const target = lms.currentLessonId ?? firstLessonId(lms);
  if (!target) return null;
  return (
    <Link to={PATHS.learn(courseId, target)} className={`${buttonClass.primary} px-6 text-lg`}>
      {mainActionLabel(lms, t)}
    </Link>
  );
}

/** Review once all is done; before any lesson is complete, Start the first lesson, or Continue it once opened; then Resume. */
function mainActionLabel(lms: CourseLms, t: TFunction) {
  if (lms.currentLessonId === null) return t('lms.review');
  if (lms.progress.completedLessons > 0) return t('lms.resume');
  const current = lms.modules.flatMap((module) => module.lessons).find((lesson) => lesson.id === lms.currentLessonId);
  return current?.state === 'in_progress' ? t('lms.continueFirst') : t('lms.startFirst');
}

/** The LMS page: the course, the learner's progress, the certificate, the modules. */
export function LmsView({ lms, downloads = {} }: { lms: CourseLms; downloads?: DownloadParts }) {
  const { courseDownload: DownloadCourseButton, lessonDownloadSize } = downloads;
  const { t, i18n } = useTranslation();
  const title = localized(lms.course.titleTranslations, i18n.language, lms.course.title);
  usePageTitle(title);
  return (
    <>
      <header className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:pb-10">
          <Link
            to={PATHS.course(lms.course.id)}
            className="-ms-1 inline-flex min-h-11 items-center px-1 text-primary underline-offset-4 hover:underline"
          >
            {t('lms.aboutCourse')}
          </Link>
          <p className="mt-2 text-sm font-semibold text-secondary-strong">{t('lms.eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold break-words text-text sm:text-4xl">{title}</h1>
          <div className="mt-6 grid gap-6 md:grid-cols-[1fr_auto] md:items-end">
            {lms.enrolled ? (
              <ProgressBar progress={lms.progress} id="lms-progress" />
            ) : (
              <p className="text-lg text-text-muted">{t('lms.notEnrolled')}</p>
            )}
            <MainAction lms={lms} />
          </div>
        </div>
      </header>
      {/* On a wide screen the certificate and the other courses sit beside the lessons. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-8 lg:col-start-2 lg:row-start-1">
          {lms.enrolled && DownloadCourseButton ? (
            <DownloadCourseButton
              courseId={lms.course.id}
              slug={lms.course.slug}
              title={title}
              titleTranslations={lms.course.titleTranslations}
            />
          ) : null}
          {lms.certificate ? <CertificateCard certificate={lms.certificate} /> : null}
          <MyCourses currentCourseId={lms.course.id} courseDownload={DownloadCourseButton} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <LmsModules
            courseId={lms.course.id}
            modules={lms.modules}
            currentLessonId={lms.currentLessonId}
            lessonSize={lms.enrolled ? lessonDownloadSize : undefined}
          />
        </div>
      </div>
    </>
  );
}
