import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';

export function ListLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-text-muted">
      <Spinner />
      {label}
    </p>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-danger bg-surface p-6">
      <p className="font-semibold text-danger">{message}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-4`}>
        {t('courseAdmin.states.retry')}
      </button>
    </div>
  );
}

export function ListEmpty({ message }: { message: string }) {
  return <p className="rounded-xl border border-dashed border-border-strong bg-surface-muted p-6 text-text">{message}</p>;
}
