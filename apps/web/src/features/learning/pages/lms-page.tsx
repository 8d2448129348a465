import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useLms } from '../api/get-lms';
import { LmsView } from '../components/lms-view';
import { isMissing, LearningNotFound, LoadError } from '../components/page-states';
import { useProgressSync } from '../hooks/use-progress-sync';

/** /courses/:id/lms (docs/decisions/002-lms-path.md): the learner's page of one course. */
export function LmsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  useProgressSync();
  const query = useLms(id);
  if (query.isPending) return <LoadingScreen text={t('lms.loading')} />;
  if (query.isError) {
    if (isMissing(query.error)) return <LearningNotFound />;
    return <LoadError text={t('lms.error')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <LmsView lms={query.data} />;
}

export default LmsPage;
