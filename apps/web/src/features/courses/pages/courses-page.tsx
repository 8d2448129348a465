import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth/auth-context';
import { ContinueBand } from '@/features/learning';
import { Catalogue } from '../components/catalogue';

export function CoursesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('courses.title')} intro={t('courses.intro')} />
      {/* A visitor never downloads the band's code: it loads only for someone signed in. */}
      {user ? (
        <Suspense fallback={null}>
          <ContinueBand />
        </Suspense>
      ) : null}
      <Catalogue />
    </>
  );
}

export default CoursesPage;
