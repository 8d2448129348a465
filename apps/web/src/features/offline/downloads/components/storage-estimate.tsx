import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../format-bytes';

/** "Using 14 MB of 1.2 GB available": the browser's estimate of this site's storage; nothing where it has none. */
export function StorageEstimate({ revision }: { revision: number }) {
  const { t, i18n } = useTranslation();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let current = true;
    void navigator.storage
      ?.estimate?.()
      .then((value) => current && setEstimate(value))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [revision]);
  if (estimate?.usage === undefined || estimate.quota === undefined) return null;
  return (
    <p className="text-text-muted">
      {t('downloads.storage', { used: formatBytes(estimate.usage, i18n.language), available: formatBytes(estimate.quota, i18n.language) })}
    </p>
  );
}
