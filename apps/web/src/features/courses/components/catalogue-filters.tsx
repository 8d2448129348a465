import { useTranslation } from 'react-i18next';
import { useCourseCategories } from '../api/get-course-categories';
import type { CourseLevel } from '../api/get-courses';
import { categoryLabel } from '../lib/category-label';
import { COURSE_LEVEL_OPTIONS } from '../lib/catalogue-params';

const selectClass = 'min-h-11 w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-text';

type Props = {
  level?: CourseLevel;
  category?: string;
  onLevel: (level: CourseLevel | undefined) => void;
  onCategory: (category: string | undefined) => void;
};

/** Level and category filters; each applies as soon as it is chosen. */
export function CatalogueFilters({ level, category, onLevel, onCategory }: Props) {
  const { t } = useTranslation();
  const categories = useCourseCategories();
  const options = categories.data ?? [];
  // A category from a shared link stays selectable even if the list has not loaded (or lacks it).
  const shown = category && !options.some((option) => option.category === category) ? [...options, { category, count: null }] : options;
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="catalogue-level" className="font-semibold text-text">
          {t('catalogue.level.label')}
        </label>
        <select
          id="catalogue-level"
          value={level ?? ''}
          onChange={(event) => onLevel(COURSE_LEVEL_OPTIONS.find((option) => option === event.target.value))}
          className={selectClass}
        >
          <option value="">{t('catalogue.level.all')}</option>
          {COURSE_LEVEL_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`courses.level.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="catalogue-category" className="font-semibold text-text">
          {t('catalogue.category.label')}
        </label>
        <select
          id="catalogue-category"
          value={category ?? ''}
          onChange={(event) => onCategory(event.target.value || undefined)}
          className={selectClass}
        >
          <option value="">{t('catalogue.category.all')}</option>
          {shown.map((option) => (
            <option key={option.category} value={option.category}>
              {option.count === null ? categoryLabel(t, option.category) : `${categoryLabel(t, option.category)} (${option.count})`}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
