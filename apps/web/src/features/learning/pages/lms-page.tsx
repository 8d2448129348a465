import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useLms } from '../api/use-lms';
import type { DownloadParts } from '../components/download-parts';
import { LmsView } from '../components/lms-view';
import { useOfflineSync } from '../offline-progress/sync/use-offline-sync';
import { useOnline } from '@/lib/use-online';
import {
  isMissing,
  isOfflineFailure,
  LearningNotFound,
  LoadError,
  OfflineIndicator,
  OfflineNotDownloaded,
} from '../components/page-states';

/** /courses/:id/lms (docs/decisions/002-lms-path.md): the learner's page of one course. */
/** `downloads`: the offline downloads' button and sizes, handed in by the app (offline's). */
export function LmsPage({ downloads }: { downloads?: DownloadParts }) {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  useOfflineSync();
  const online = useOnline();
  const query = useLms(id);
  if (isOfflineFailure(query)) return <OfflineNotDownloaded retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingScreen text={t('lms.loading')} />;
  if (query.isError) {
    if (isMissing(query.error)) return <LearningNotFound />;
    return <LoadError text={t('lms.error')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {online ? null : <OfflineIndicator />}
      <LmsView lms={query.data} downloads={downloads} />
    </>
  );
}

export default LmsPage;
