import type { CourseSummary } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardImage } from '@/components/card-image';
import { useLowDataMode } from '@/lib/settings/low-data';
import { localized } from '@/lib/localized';
import { cutWords } from '@/lib/courses/cut-words';
import { courseImageCopies, courseImageSrc, PLACEHOLDER_IMAGE } from '@/lib/courses/course-image';

export function CourseCard({ course, headingLevel = 2, eager = false }: { course: CourseSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const lowData = useLowDataMode();
  const title = localized(course.titleTranslations, i18n.language, course.title);
  const description = localized(course.descriptionTranslations, i18n.language, course.description);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const src = imageFailed ? PLACEHOLDER_IMAGE : courseImageSrc(course.image, lowData);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow duration-200 hover:shadow-md">
      <CardImage
        src={src}
        copies={courseImageCopies(src)}
        sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
        onError={() => setImageFailed(true)}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-video w-full bg-surface-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-semibold text-secondary-strong">
          {t(`courses.level.${course.level}`)} · {t('courses.minutes', { count: course.durationMinutes })}
        </p>
        <Heading className="text-lg font-bold text-text">
          <Link to={`/courses/${course.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </Heading>
        <p className="text-text-muted">{cutWords(description)}</p>
      </div>
    </article>
  );
}
