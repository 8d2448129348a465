import type { CourseDetail, Language } from '@jal/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@/lib/courses/category-label';
import { languageNames, listParts } from '../lib/language-names';

function useDuration(minutes: number): string {
  const { t } = useTranslation();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t('courses.minutes', { count: minutes });
  return rest
    ? `${t('courseDetail.hours', { count: hours })} ${t('courses.minutes', { count: rest })}`
    : t('courseDetail.hours', { count: hours });
}

/** Duration, level, category, languages and size of a course, as a description list. */
export function CourseFacts({ course, availableLanguages }: { course: CourseDetail; availableLanguages: Language[] }) {
  const { t } = useTranslation();
  const duration = useDuration(course.durationMinutes);
  const languages = listParts(languageNames(course.languages, availableLanguages));
  const facts = [
    { key: 'duration', label: t('courseDetail.fact.duration'), value: duration },
    { key: 'level', label: t('courseDetail.fact.level'), value: t(`courses.level.${course.level}`) },
    { key: 'category', label: t('courseDetail.fact.category'), value: categoryLabel(t, course.category) },
    {
      key: 'languages',
      label: t('courseDetail.fact.languages'),
      value: languages.map((part, index) =>
        part.code ? (
          <span key={index} lang={part.code}>
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      ),
    },
    {
      key: 'content',
      label: t('courseDetail.fact.content'),
      value: `${t('courseDetail.modules', { count: course.moduleCount })}, ${t('courseDetail.lessons', { count: course.lessonCount })}`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.key} className={`flex flex-col ${fact.key === 'content' ? 'col-span-2 sm:col-span-1 lg:col-span-2' : ''}`}>
          <dt className="text-sm text-text-muted">{fact.label}</dt>
          <dd className="font-semibold text-text">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
