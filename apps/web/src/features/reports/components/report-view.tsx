import type { ReportResult } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { DashboardPager } from '@/components/dashboard-list';
import { dateFormat } from '@/lib/locale-format';
import { localized } from '@/lib/localized';
import { downloadCsv, toCsv } from '@/lib/csv';
import { BarChart, type BarSeries } from './bar-chart';

const METRICS = ['enrolments', 'completions', 'certificates'] as const;
type Figures = Record<(typeof METRICS)[number], number>;

function FigureTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: { name: string; figures: Figures }[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] border-collapse text-left text-text">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border-strong">
            <th scope="col" className="py-2 pr-3">
              {nameHeader}
            </th>
            {METRICS.map((metric) => (
              <th key={metric} scope="col" className="py-2 pr-3 text-right">
                {t(`dashboard.admin.reports.metrics.${metric}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-border">
              <th scope="row" className="py-2 pr-3 font-normal">
                {row.name}
              </th>
              {METRICS.map((metric) => (
                <td key={metric} className="py-2 pr-3 text-right tabular-nums">
                  {row.figures[metric]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ReportViewProps = {
  report: ReportResult;
  showOrganizations: boolean;
  /** Shows another page of the per-course or per-organization table. */
  onPage: (table: 'courses' | 'organizations', page: number) => void;
  /** Saves a whole per-course or per-organization table (all its pages) as CSV. */
  onExport: (table: 'courses' | 'organizations') => void;
};

/** The pager under a table, when it has more than one page. */
function TablePager({ pagination, onPage }: { pagination: ReportResult['byCoursePagination']; onPage: (page: number) => void }) {
  if (!pagination || pagination.totalPages <= 1) return null;
  return <DashboardPager page={pagination.page} totalPages={pagination.totalPages} onPage={onPage} />;
}

/** Totals, the chart over time (with its table), and the tables per course and per organization, each exportable as CSV. */
export function ReportView({ report, showOrganizations, onPage, onExport }: ReportViewProps) {
  const { t, i18n } = useTranslation();
  const periodFormat = dateFormat(
    i18n.language,
    report.period === 'month' ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  const periodLabel = (start: string) => periodFormat.format(new Date(`${start}T00:00:00Z`));
  const series: BarSeries[] = [
    { key: 'enrolments', label: t('dashboard.admin.reports.metrics.enrolments'), className: 'fill-primary' },
    { key: 'completions', label: t('dashboard.admin.reports.metrics.completions'), className: 'fill-water' },
    { key: 'certificates', label: t('dashboard.admin.reports.metrics.certificates'), className: 'fill-accent' },
  ];
  const metricHeaders = METRICS.map((metric) => t(`dashboard.admin.reports.metrics.${metric}`));
  const courseRows = report.byCourse.map((row) => ({
    name: localized(row.title, i18n.language, t('dashboard.admin.reports.deletedCourse')),
    figures: row,
  }));
  const organizationRows = report.byOrganization.map((row) => ({
    name: row.name ?? t('dashboard.admin.reports.noOrganization'),
    figures: row,
  }));
  const seriesRows = report.series.map((row) => ({ name: periodLabel(row.start), figures: row }));
  // A spreadsheet reads the period as a date only when it is written YYYY-MM-DD.
  const exportSeries = () =>
    downloadCsv(
      `jal-shiksha-over-time-${report.from}-${report.to}.csv`,
      toCsv(
        [t('dashboard.admin.reports.period'), ...metricHeaders],
        report.series.map((row) => [row.start, ...METRICS.map((metric) => row[metric])]),
      ),
    );

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid gap-3 sm:grid-cols-3">
        {METRICS.map((metric) => (
          <div key={metric} className="rounded-xl border border-border bg-surface p-4">
            <dt className="text-text-muted">{t(`dashboard.admin.reports.metrics.${metric}`)}</dt>
            <dd className="text-3xl font-bold text-text tabular-nums">{report.totals[metric]}</dd>
          </div>
        ))}
      </dl>
      <section className="flex flex-col gap-3">
        <BarChart
          title={t(report.period === 'week' ? 'dashboard.admin.reports.perWeek' : 'dashboard.admin.reports.perMonth')}
          groups={report.series.map(({ start, ...values }) => ({ label: periodLabel(start), values }))}
          series={series}
        />
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
            {t('dashboard.admin.reports.showTable')}
          </summary>
          <FigureTable
            caption={t(report.period === 'week' ? 'dashboard.admin.reports.perWeek' : 'dashboard.admin.reports.perMonth')}
            nameHeader={t('dashboard.admin.reports.period')}
            rows={seriesRows}
          />
        </details>
        <div>
          <button type="button" className={buttonClass.secondary} onClick={exportSeries}>
            {t('dashboard.admin.reports.exportOverTime')}
          </button>
        </div>
      </section>
      <section className="flex flex-col gap-3">
        <FigureTable caption={t('dashboard.admin.reports.perCourse')} nameHeader={t('dashboard.admin.reports.course')} rows={courseRows} />
        {!courseRows.length ? <p className="text-text-muted">{t('dashboard.admin.reports.nothing')}</p> : null}
        <TablePager pagination={report.byCoursePagination} onPage={(page) => onPage('courses', page)} />
        <div>
          <button type="button" className={buttonClass.secondary} onClick={() => onExport('courses')}>
            {t('dashboard.admin.reports.exportCourses')}
          </button>
        </div>
      </section>
      {showOrganizations ? (
        <section className="flex flex-col gap-3">
          <FigureTable
            caption={t('dashboard.admin.reports.perOrganization')}
            nameHeader={t('dashboard.admin.reports.organization')}
            rows={organizationRows}
          />
          <TablePager pagination={report.byOrganizationPagination} onPage={(page) => onPage('organizations', page)} />
          <div>
            <button type="button" className={buttonClass.secondary} onClick={() => onExport('organizations')}>
              {t('dashboard.admin.reports.exportOrganizations')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
