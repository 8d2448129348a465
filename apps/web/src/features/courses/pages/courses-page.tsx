import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/lib/auth/auth-context';
import { Catalogue } from '../components/catalogue';

/** `continueBand`: a signed-in learner's courses in progress, handed in by the app (learning's). */
export function CoursesPage({ continueBand: ContinueBand }: { continueBand?: ComponentType }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('courses.title')} intro={t('courses.intro')} />
      {/* A visitor never downloads the band's code: it loads only for someone signed in. */}
      {user && ContinueBand ? (
        <Suspense fallback={null}>
          <ContinueBand />
        </Suspense>
      ) : null}
      <Catalogue />
    </>
  );
}

export default CoursesPage;
