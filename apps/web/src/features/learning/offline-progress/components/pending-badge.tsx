import { useTranslation } from 'react-i18next';
import { usePendingCount } from '../queue/queued-events';
import { useOfflineSync } from '../sync/use-offline-sync';
import { LineIcon } from '@/components/line-icon';

/**
 * The header's count of changes made offline and not yet sent; hidden when none wait. It lives
 * on every page, so it also sends them when the connection returns wherever the learner is.
 */
export function PendingBadge() {
  const { t } = useTranslation();
  const count = usePendingCount();
  useOfflineSync();
  if (count === 0) return null;
  return (
    <span className="inline-flex min-h-7 items-center gap-1.5 rounded-full border border-border-strong bg-surface-muted px-2.5 text-sm font-semibold whitespace-nowrap text-text">
      <LineIcon size={16}>
        <path d="M12 16V4m0 0-4 4m4-4 4 4M5 20h14" />
      </LineIcon>
      <span aria-hidden="true">{t('offlineSync.waiting', { count })}</span>
      <span className="sr-only">{t('offlineSync.waitingLabel', { count })}</span>
    </span>
  );
}
