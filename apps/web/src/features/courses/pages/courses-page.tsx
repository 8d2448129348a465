import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Catalogue } from '../components/catalogue';

export function CoursesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('courses.title')} intro={t('courses.intro')} />
      <Catalogue />
    </>
  );
}

export default CoursesPage;
