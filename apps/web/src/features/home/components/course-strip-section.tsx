import { COURSE_STRIP_LIMIT } from '@jal/contracts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { useCourses } from '@/lib/courses/get-courses';
import { useMediaQuery } from '@/lib/use-media-query';
import { MOTION_OK } from './course-strip-hooks';
import { CourseStripList, CourseStripTrack } from './course-strip-row';
import { splitLastWords } from './course-strip-utils';

/** Below this height the pinned band would not fit under the header: the plain row is used. */
const TALL_ENOUGH = `${MOTION_OK} and (min-height: 36rem)`;

/**
 * The landing page's course strip (up to 50 published courses; a failure says so with Retry): the published courses in the
 * reverse of the API's order, then the closing heading, description and link to all courses.
 */
export function CourseStripSection() {
  const { t } = useTranslation();
  const query = useCourses({ status: 'published', limit: COURSE_STRIP_LIMIT });
  const courses = useMemo(() => (query.data ? [...query.data.courses].reverse() : []), [query.data]);
  const moving = useMediaQuery(TALL_ENOUGH);

  let body;
  if (query.data) {
    if (!courses.length) body = <p className="mx-auto max-w-6xl px-4 text-text-muted">{t('courses.empty')}</p>;
    else body = moving ? <CourseStripTrack courses={courses} /> : <CourseStripList courses={courses} />;
  } else if (query.isError && !query.isFetching) {
    body = (
      <div role="alert" className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4">
        <p className="text-danger">{t('courses.fetchError')}</p>
        <button type="button" className={buttonClass.primary} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <div role="status" className="flex min-h-48 items-center justify-center gap-3 px-4 text-text-muted">
        <Spinner />
        <p>{t('courses.loading')}</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="course-strip-heading" className="bg-surface-muted pt-12">
      {body}
      <CourseStripEnd />
    </section>
  );
}

function CourseStripEnd() {
  const { t } = useTranslation();
  const { head, tail } = splitLastWords(t('home.courseStrip.description'));
  return (
    <div className="mx-auto max-w-6xl px-4 pb-14 pt-10 text-center">
      <h2 id="course-strip-heading" className="text-2xl font-bold text-text sm:text-3xl">
        {t('home.courseStrip.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-text-muted">
        {head}
        {head ? <br /> : null}
        {tail}
      </p>
      <Link to="/courses" className={`${buttonClass.primary} mt-6`}>
        {t('home.courseStrip.cta')}
      </Link>
    </div>
  );
}
