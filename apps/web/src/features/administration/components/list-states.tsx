import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';

/** What a list shows while loading, when empty or when its request failed. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-border bg-surface p-6 text-text-muted">
      <Spinner className="h-6 w-6" />
      <span>{t('dashboard.admin.common.loading')}</span>
    </div>
  );
}

export function ListEmpty({ message }: { message: string }) {
  return <p className="rounded-xl border border-dashed border-border bg-surface-muted p-6 text-text-muted">{message}</p>;
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-surface p-6">
      <p className="font-semibold text-danger">{t('dashboard.admin.common.loadFailed')}</p>
      <button type="button" className={buttonClass.secondary} onClick={onRetry}>
        {t('dashboard.admin.common.retry')}
      </button>
    </div>
  );
}
