import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';

/**
 * A dashboard page whose tools have not been built: it says so plainly rather than pretending,
 * tells what the page is for, and offers a way back to the working pages.
 */
export function DashboardPlaceholderPage({ titleKey, workInProgress }: { titleKey: string; workInProgress: boolean }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  // dashboard.pages.helpdesk → dashboard.admin.wip.helpdesk: what the page will hold.
  const purposeKey = titleKey.replace('dashboard.pages.', 'dashboard.admin.wip.');
  return (
    <section>
      <h1 className="text-2xl font-bold text-text sm:text-3xl">{title}</h1>
      <div className="mt-4 rounded-xl border border-dashed border-border bg-surface-muted p-6">
        <p className="font-semibold text-text">{workInProgress ? t('dashboard.workInProgress') : t('dashboard.preparing')}</p>
        {workInProgress ? <p className="mt-2 text-text-muted">{t(purposeKey, { defaultValue: '' })}</p> : null}
        {workInProgress ? (
          <Link to="/dashboard" className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline">
            {t('dashboard.admin.wip.back')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
