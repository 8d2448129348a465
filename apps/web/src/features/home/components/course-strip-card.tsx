import type { CourseSummary } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardImage } from '@/components/card-image';
import { localized } from '@/lib/localized';
import { cutWords } from '@/lib/courses/cut-words';
import { PLACEHOLDER_IMAGE } from '@/lib/courses/course-image';
import { stripImage } from './course-strip-utils';

/**
 * One card of the course strip (288 px wide, description cut to eight words): the whole card is the link to the course.
 * The title is not a heading: the strip's heading comes after the cards, and headings
 * before it would read as part of the previous section.
 */
export function CourseStripCard({ course, index }: { course: CourseSummary; index: number }) {
  const { i18n } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const title = localized(course.titleTranslations, i18n.language, course.title);
  const description = localized(course.descriptionTranslations, i18n.language, course.description);
  return (
    <Link
      to={`/courses/${course.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow duration-200 hover:shadow-md"
    >
      {/* The pictures are illustrations assigned in turn, not of the course: decorative. */}
      <CardImage
        src={imageFailed ? PLACEHOLDER_IMAGE : stripImage(index)}
        onError={() => setImageFailed(true)}
        loading="lazy"
        className="aspect-video w-full bg-surface-muted object-cover"
      />
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="text-lg font-bold leading-snug text-text">{title}</span>
        <span className="text-text-muted">{cutWords(description)}</span>
      </span>
    </Link>
  );
}
