import type { CourseDetail } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Chevron } from '@/components/chevron';
import { localized } from '@/lib/localized';

/** Modules as an ordered list, each a disclosure (the first open) with its lessons, kind and minutes. */
export function CourseOutline({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <section aria-labelledby="outline-heading">
      <h2 id="outline-heading" className="text-2xl font-bold text-text">
        {t('courseDetail.outline')}
      </h2>
      <p className="mt-1 text-text-muted">
        {t('courseDetail.modules', { count: course.moduleCount })} · {t('courseDetail.lessons', { count: course.lessonCount })}
        {course.modules.length > 1 ? ` · ${t('courseDetail.outlineHint')}` : null}
      </p>
      <ol className="mt-6 space-y-3">
        {course.modules.map((module, index) => {
          const minutes = module.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
          const description = localized(module.descriptionTranslations, language, module.description);
          return (
            <li key={module.id}>
              <details open={index === 0} className="group rounded-xl border border-border bg-surface shadow-sm">
                <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 rounded-xl p-4 hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-secondary-soft font-bold text-secondary-strong"
                  >
                    {index + 1}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    {/* HTML allows a heading in a summary: modules stay reachable by heading navigation. */}
                    <h3 className="flex flex-col">
                      <span className="text-sm font-semibold text-secondary-strong">
                        {t('courseDetail.moduleLabel', { number: index + 1 })}{' '}
                      </span>
                      <span className="text-lg font-bold text-text">{localized(module.titleTranslations, language, module.title)}</span>
                    </h3>
                    <span className="text-sm text-text-muted">
                      {t('courseDetail.lessons', { count: module.lessons.length })} · {t('courses.minutes', { count: minutes })}
                    </span>
                  </span>
                  <Chevron
                    direction="down"
                    className="mt-2 h-5 w-5 shrink-0 text-text-muted transition-transform duration-200 group-open:rotate-180"
                  />
                </summary>
                <div className="border-t border-border px-4 pb-4 pt-3">
                  {description ? <p className="text-text-muted">{description}</p> : null}
                  <ol className="mt-3 divide-y divide-border">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                        <span className="min-w-0 text-text">{localized(lesson.titleTranslations, language, lesson.title)}</span>
                        <span className="text-sm whitespace-nowrap text-text-muted">
                          {t(`courseDetail.kind.${lesson.kind}`)} · {t('courses.minutes', { count: lesson.durationMinutes })}
                        </span>
                      </li>
                    ))}
                  </ol>
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
