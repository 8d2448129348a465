import { PATHS } from '@jal/contracts/core';
import type { CourseDetail } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LoadingScreen } from '@/components/loading-screen';
import { usePageTitle } from '@/components/page-title';
import { useLowDataMode } from '@/lib/settings/low-data';
import { useAuth } from '@/lib/auth/auth-context';
import { useCourse } from '../api/get-course';
import { CourseBreadcrumb } from '../components/course-breadcrumb';
import { CourseCallToAction, type LearnerAction } from '../components/course-call-to-action';
import { CourseFacts } from '../components/course-facts';
import { CourseOutline } from '../components/course-outline';
import { courseImageAlt, courseImageCopies, courseImageSrc } from '@/lib/courses/course-image';
import { ResponsiveImage } from '@/components/responsive-image';
import { useTranslationState } from '@/lib/translations/translations-store';
import { ApiError } from '@/lib/api-client';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { localized } from '@/lib/localized';

function CourseNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('courseDetail.notFound.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-text">{t('courseDetail.notFound.title')}</h1>
      <p className="mt-3 text-text-muted">{t('courseDetail.notFound.text')}</p>
      <Link to={PATHS.courses} className={`${buttonClass.primary} mt-6`}>
        {t('courseDetail.notFound.back')}
      </Link>
    </section>
  );
}

function CourseView({ course, learnerAction }: { course: CourseDetail; learnerAction?: LearnerAction }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const { availableLanguages } = useTranslationState();
  const lowData = useLowDataMode();
  const title = localized(course.titleTranslations, i18n.language, course.title);
  usePageTitle(title);
  return (
    <>
      <header className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-4 sm:pb-14">
          <CourseBreadcrumb title={title} />
          <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-center">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-secondary-strong">{t(`courses.level.${course.level}`)}</p>
              <h1 className="mt-1 text-3xl font-bold break-words text-text sm:text-4xl">{title}</h1>
              <p className="mt-4 max-w-3xl text-lg text-text-muted">
                {localized(course.descriptionTranslations, i18n.language, course.description)}
              </p>
              <div className="mt-6">
                <CourseCallToAction courseId={course.id} signedIn={Boolean(user)} learnerAction={learnerAction} />
              </div>
            </div>
            {/* The largest thing above the fold: loaded at once and first, with its box reserved. */}
            <ResponsiveImage
              src={courseImageSrc(course.image, lowData)}
              copies={courseImageCopies(courseImageSrc(course.image, lowData))}
              sizes="(min-width: 1024px) 440px, 100vw"
              alt={courseImageAlt(t, course.image)}
              width={640}
              height={360}
              loading="eager"
              fetchPriority="high"
              className="aspect-video w-full rounded-2xl bg-surface object-cover shadow-sm"
            />
          </div>
        </div>
      </header>
      {/* Below the fold on a phone: made live as it nears the screen. */}
      <HydrateWhenNear part="course-facts-and-outline">
        {/* Facts come first on a phone; on a wide screen they sit beside the outline. */}
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr] lg:items-start">
          <section
            aria-labelledby="facts-heading"
            className="rounded-2xl border border-border bg-surface p-5 shadow-sm lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1"
          >
            <h2 id="facts-heading" className="mb-4 text-lg font-bold text-text">
              {t('courseDetail.facts')}
            </h2>
            <CourseFacts course={course} availableLanguages={availableLanguages} />
          </section>
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <CourseOutline course={course} />
          </div>
        </div>
      </HydrateWhenNear>
    </>
  );
}

/** `learnerAction`: a signed-in learner's next step in the course, handed in by the app (learning's). */
export function CourseDetailPage({ learnerAction }: { learnerAction?: LearnerAction }) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useCourse(id);

  if (query.isPending) return <LoadingScreen text={t('courseDetail.loading')} />;
  if (query.isError) {
    // A draft, an unknown id (404) and a malformed one (400) are all 'no such course' to a visitor.
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <CourseNotFound />;
    return (
      <div role="alert" className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-4 py-16">
        <p className="text-danger">{t('courseDetail.error')}</p>
        <button type="button" className={buttonClass.primary} disabled={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <CourseView course={query.data} learnerAction={learnerAction} />;
}

export default CourseDetailPage;
