import type { CourseSummary } from '@jal/contracts';
import { HERO_TEASER_LIMIT } from '@jal/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardImage } from '@/components/card-image';
import { localized } from '@/lib/localized';
import { useLowDataMode } from '@/lib/settings/low-data';
import { courseImageCopies, courseImageSrc, PLACEHOLDER_IMAGE } from '@/lib/courses/course-image';
import { useCourses } from '@/lib/courses/get-courses';

// Card and skeleton share these sizes, so the arrival of the courses shifts nothing.
const card = 'relative flex h-32 overflow-hidden rounded-2xl border border-border bg-surface shadow-sm';
// The list keeps the room of two cards (h-32 each, gap-3 between) from its first paint: on a slow
// link the browser may paint the page's HTML with only the first card read, and the second one
// arriving would push what is below down, or move the centred column up.
const list = 'flex min-h-[16.75rem] flex-col gap-3';
const image = 'h-full w-28 shrink-0 bg-surface-muted object-cover sm:w-44';

function Teaser({ course }: { course: CourseSummary }) {
  const { t, i18n } = useTranslation();
  const lowData = useLowDataMode();
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageFailed ? PLACEHOLDER_IMAGE : courseImageSrc(course.image, lowData);
  return (
    <article className={`${card} transition-shadow duration-200 hover:shadow-md`}>
      <CardImage
        src={src}
        copies={courseImageCopies(src)}
        sizes="(min-width: 640px) 176px, 112px"
        onError={() => setImageFailed(true)}
        className={image}
      />
      <div className="flex min-w-0 flex-col justify-center gap-1 px-4 py-2">
        <p className="line-clamp-1 text-sm font-semibold text-secondary-strong">
          {t(`courses.level.${course.level}`)} · {t('courses.minutes', { count: course.durationMinutes })}
        </p>
        <h3 className="line-clamp-3 font-bold leading-snug text-text">
          <Link to={`/courses/${course.id}`} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {localized(course.titleTranslations, i18n.language, course.title)}
          </Link>
        </h3>
      </div>
    </article>
  );
}

/**
 * The hero's two featured courses: the first two published ones. While they load, two skeletons
 * of the same size; on a failure (or none published) nothing, and the hero stands on its text.
 */
export function HeroTeasers() {
  const { t } = useTranslation();
  const query = useCourses({ status: 'published', limit: HERO_TEASER_LIMIT });
  if (query.isError || query.data?.courses.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-3">
      <h2 id="featured-heading" className="text-sm font-semibold uppercase tracking-wide text-text-muted">
        {t('home.hero.featured')}
      </h2>
      {query.data ? (
        <div className={list}>
          {query.data.courses.slice(0, 2).map((course) => (
            <Teaser key={course.id} course={course} />
          ))}
        </div>
      ) : (
        <div role="status" className={list}>
          <span className="sr-only">{t('courses.loading')}</span>
          {[0, 1].map((slot) => (
            <div key={slot} aria-hidden="true" className={`${card} animate-pulse motion-reduce:animate-none`}>
              <div className={image} />
              <div className="flex flex-1 flex-col justify-center gap-2 px-4">
                <div className="h-3 w-1/2 rounded bg-surface-muted" />
                <div className="h-4 w-5/6 rounded bg-border" />
                <div className="h-4 w-2/3 rounded bg-border" />
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
