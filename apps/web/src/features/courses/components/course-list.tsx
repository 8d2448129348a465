import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { LoadingScreen } from '@/components/loading-screen';
import { useCourses } from '@/lib/courses/get-courses';
import { CourseCard } from './course-card';

/** Published courses as a grid, with loading, error (Retry) and empty states. */
export function CourseList({ limit, headingLevel = 2 }: { limit: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const query = useCourses({ status: 'published', limit });
  if (query.isPending) return <LoadingScreen text={t('courses.loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-muted p-6">
        <p className="text-danger">{t('courses.fetchError')}</p>
        <button type="button" className={buttonClass.primary} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!query.data.courses.length) return <p className="text-text-muted">{t('courses.empty')}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} headingLevel={headingLevel} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
