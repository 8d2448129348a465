import { useTranslation } from 'react-i18next';
import { useReport } from '../api/reports';

const METRICS = ['enrolments', 'completions', 'certificates'] as const;

/** The id of the organization's full figures further down the users page. */
export const ORGANIZATION_FIGURES_ID = 'organization-figures';

/**
 * An organization manager's dashboard is its users page: the organization's totals open it, with
 * a link down to the figures by month and by course (the same report, asked for once).
 */
export function OrganizationSummary() {
  const { t } = useTranslation();
  const report = useReport({ period: 'month' });
  if (!report.data) return null;
  return (
    <section aria-labelledby="organization-summary" className="mb-6 rounded-xl border border-border bg-surface-muted p-4">
      <h2 id="organization-summary" className="font-bold text-text">
        {t('dashboard.organizationSummary.title')}
      </h2>
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
        {METRICS.map((metric) => (
          <div key={metric} className="flex items-baseline gap-2">
            <dt className="text-text-muted">{t(`dashboard.admin.reports.metrics.${metric}`)}</dt>
            <dd className="text-2xl font-bold text-text tabular-nums">{report.data.totals[metric]}</dd>
          </div>
        ))}
      </dl>
      <a
        href={`#${ORGANIZATION_FIGURES_ID}`}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('dashboard.organizationSummary.more')}
      </a>
    </section>
  );
}
