import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { CourseList } from '../../features/courses/components/course-list';

export function CoursesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('courses.title')} intro={t('courses.intro')} />
      <section className="mx-auto max-w-6xl px-4 py-10">
        <CourseList limit={50} />
      </section>
    </>
  );
}

export default CoursesPage;
