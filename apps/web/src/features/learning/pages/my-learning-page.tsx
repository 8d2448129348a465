import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { useOnline } from '@/lib/use-online';
import { useEnrolments } from '../api/get-enrolments';
import { MyLearningSections } from '../components/my-learning/my-learning-sections';
import { isOfflineFailure, LoadError } from '../components/page-states';

/**
 * /my-learning: everything the learner has started and finished, where to continue each
 * course and the certificates earned. Offline it shows the courses as last loaded in this visit.
 */
export function MyLearningPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const query = useEnrolments();
  const retry = () => void query.refetch();
  let body;
  if (query.data) body = <MyLearningSections enrolments={query.data.enrolments} />;
  else if (isOfflineFailure(query)) body = <LoadError text={t('myLearning.offlineError')} retrying={query.isFetching} onRetry={retry} />;
  else if (query.isError) body = <LoadError text={t('myLearning.error')} retrying={query.isFetching} onRetry={retry} />;
  else body = <LoadingScreen text={t('myLearning.loading')} />;
  return (
    <>
      <PageHeader title={t('myLearning.title')} intro={t('myLearning.intro')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        {online || !query.data ? null : <p className="mb-6 text-sm text-text-muted">{t('myLearning.offline')}</p>}
        {body}
      </div>
    </>
  );
}

export default MyLearningPage;
