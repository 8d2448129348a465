import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title';

/**
 * A dashboard page whose tools arrive with the dashboard work; work-in-progress pages say so
 * plainly rather than pretending.
 */
export function DashboardPlaceholderPage({ titleKey, workInProgress }: { titleKey: string; workInProgress: boolean }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <section>
      <h1 className="text-2xl font-bold text-text sm:text-3xl">{title}</h1>
      <p className="mt-4 rounded-xl border border-dashed border-border bg-surface-muted p-6 text-text-muted">
        {workInProgress ? t('dashboard.workInProgress') : t('dashboard.preparing')}
      </p>
    </section>
  );
}
