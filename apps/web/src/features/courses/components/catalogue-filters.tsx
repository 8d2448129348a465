import { useTranslation } from 'react-i18next';
import { choicesOf, SelectField } from '@/components/form-field';
import { useCourseCategories } from '../api/get-course-categories';
import type { CourseLevel } from '@/lib/courses/get-courses';
import { categoryLabel } from '@/lib/courses/category-label';
import { COURSE_LEVEL_OPTIONS } from '../lib/catalogue-params';

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
      <SelectField
        id="catalogue-level"
        label={t('catalogue.level.label')}
        frameClass="min-w-0"
        value={level ?? ''}
        onChange={(event) => onLevel(COURSE_LEVEL_OPTIONS.find((option) => option === event.target.value))}
        emptyChoice={t('catalogue.level.all')}
        choices={choicesOf(COURSE_LEVEL_OPTIONS, (option) => t(`courses.level.${option}`))}
      />
      <SelectField
        id="catalogue-category"
        label={t('catalogue.category.label')}
        frameClass="min-w-0"
        value={category ?? ''}
        onChange={(event) => onCategory(event.target.value || undefined)}
        emptyChoice={t('catalogue.category.all')}
        choices={shown.map((option) => ({
          value: option.category,
          label: option.count === null ? categoryLabel(t, option.category) : `${categoryLabel(t, option.category)} (${option.count})`,
        }))}
      />
    </>
  );
}
