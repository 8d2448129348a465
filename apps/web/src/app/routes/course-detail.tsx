import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/page-title';
import { useAuth } from '../../features/auth/auth-context';
import { useCourse } from '../../features/courses/api/get-course';
import { PLACEHOLDER_IMAGE } from '../../features/courses/components/course-card';
import { ApiError } from '../../lib/api-client';
import { localized } from '../../lib/localized';

function CourseNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('courseDetail.notFound.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-text">{t('courseDetail.notFound.title')}</h1>
      <p className="mt-3 text-text-muted">{t('courseDetail.notFound.text')}</p>
      <Link to="/courses" className={`${buttonClass.primary} mt-6`}>
        {t('courseDetail.notFound.back')}
      </Link>
    </section>
  );
}

export function CourseDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const query = useCourse(id);

  if (query.isPending) return <LoadingScreen text={t('courseDetail.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <CourseNotFound />;
    return (
      <div role="alert" className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-4 py-16">
        <p className="text-danger">{t('courseDetail.error')}</p>
        <button type="button" className={buttonClass.primary} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const course = query.data;
  const language = i18n.language;
  return (
    <>
      <PageHeader
        title={localized(course.titleTranslations, language, course.title)}
        intro={localized(course.descriptionTranslations, language, course.description)}
      >
        <p className="mt-4 font-semibold text-secondary-strong">
          {t(`courses.level.${course.level}`)} · {t('courses.minutes', { count: course.durationMinutes })} ·{' '}
          {t('courseDetail.lessons', { count: course.lessonCount })}
        </p>
        <div className="mt-6">
          {user ? (
            <Link to={`/courses/${course.id}/lms`} className={buttonClass.primary}>
              {t('courseDetail.start')}
            </Link>
          ) : (
            <Link to={`/signin?returnTo=${encodeURIComponent(`/courses/${course.id}`)}`} className={buttonClass.primary}>
              {t('courseDetail.signInToStart')}
            </Link>
          )}
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="outline-heading">
          <h2 id="outline-heading" className="text-2xl font-bold text-text">
            {t('courseDetail.outline')}
          </h2>
          <ol className="mt-4 space-y-4">
            {course.modules.map((module, index) => (
              <li key={module.id} className="rounded-xl border border-border p-4">
                <h3 className="text-lg font-bold text-text">
                  {t('courseDetail.module', { number: index + 1 })}: {localized(module.titleTranslations, language, module.title)}
                </h3>
                <p className="mt-1 text-text-muted">{localized(module.descriptionTranslations, language, module.description)}</p>
                <ul className="mt-3 space-y-1">
                  {module.lessons.map((lesson) => (
                    <li key={lesson.id} className="flex flex-wrap justify-between gap-2 text-text">
                      <span>{localized(lesson.titleTranslations, language, lesson.title)}</span>
                      <span className="text-sm text-text-muted">
                        {t(`courseDetail.kind.${lesson.kind}`)} · {t('courses.minutes', { count: lesson.durationMinutes })}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
        <img
          src={course.image ?? PLACEHOLDER_IMAGE}
          alt=""
          width={640}
          height={360}
          className="aspect-video w-full rounded-2xl bg-surface-muted object-cover"
        />
      </div>
    </>
  );
}

export default CourseDetailPage;
