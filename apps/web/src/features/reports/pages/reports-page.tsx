import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportCourses } from '../api/report-courses';
import { downloadReportTable, useReport, type ReportFilter, type ReportPages } from '../api/reports';
import { AdminHeader } from '@/components/admin-header';
import { FiltersRow, QueryStates } from '@/components/dashboard-list';
import { SelectField, type Choice } from '@/components/form-field';
import { localized } from '@/lib/localized';
import { notify } from '@/lib/toast';
import { organizationChoices, useOrganizationChoices } from '@/lib/organization-choices';
import { ReportView } from '../components/report-view';
import { ORGANIZATION_FIGURES_ID } from '../components/organization-summary';

/** The figures a filter selects, a page of each table at a time, with their loading and failed states. */
function ReportFigures({ filter, showOrganizations }: { filter: ReportFilter; showOrganizations: boolean }) {
  const { t, i18n } = useTranslation();
  const [pages, setPages] = useState<ReportPages>({ coursePage: 1, organizationPage: 1 });
  const report = useReport(filter, pages);
  const data = report.data;
  return (
    <>
      <QueryStates query={report} />
      {data ? (
        <ReportView
          report={data}
          showOrganizations={showOrganizations}
          onPage={(table, page) => setPages({ ...pages, [table === 'courses' ? 'coursePage' : 'organizationPage']: page })}
          onExport={(table) => {
            downloadReportTable({ ...filter, from: data.from, to: data.to }, table, i18n.language).catch(
              () => void notify.error(t('dashboard.admin.reports.exportFailed')),
            );
          }}
        />
      ) : null}
    </>
  );
}

type OptionalFilterProps = {
  field: 'organizationId' | 'courseId';
  id: string;
  label: string;
  choices: Choice[];
  filter: ReportFilter;
  onFilter: (filter: ReportFilter) => void;
};

/** A filter that narrows the figures to one organization or course; "All" leaves it out. */
function OptionalFilter({ field, id, label, choices, filter, onFilter }: OptionalFilterProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={id}
      label={label}
      value={filter[field] ?? ''}
      onChange={(event) => onFilter({ ...filter, [field]: event.target.value || undefined })}
      emptyChoice={t('dashboard.admin.common.all')}
      choices={choices}
    />
  );
}

/** Reports: enrolments, completions and certificates per week or month, per course and organization. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>({ period: 'month' });
  const organizations = useOrganizationChoices();
  const courses = useReportCourses();
  return (
    <section>
      <AdminHeader title={t('dashboard.pages.reports')} intro={t('dashboard.admin.reports.intro')} />
      <FiltersRow className="mb-6 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id="report-period"
          label={t('dashboard.admin.reports.groupBy')}
          value={filter.period}
          onChange={(event) => setFilter({ ...filter, period: event.target.value as ReportFilter['period'] })}
          choices={[
            { value: 'week', label: t('dashboard.admin.reports.week') },
            { value: 'month', label: t('dashboard.admin.reports.month') },
          ]}
        />
        <OptionalFilter
          field="organizationId"
          id="report-organization"
          label={t('dashboard.admin.reports.organization')}
          choices={organizationChoices(organizations.data?.items)}
          filter={filter}
          onFilter={setFilter}
        />
        <OptionalFilter
          field="courseId"
          id="report-course"
          label={t('dashboard.admin.reports.course')}
          choices={(courses.data?.courses ?? []).map((course) => ({
            value: course.id,
            label: localized(course.titleTranslations, i18n.language, course.title),
          }))}
          filter={filter}
          onFilter={setFilter}
        />
      </FiltersRow>
      {/* A new filter starts its tables at their first page. */}
      <ReportFigures key={JSON.stringify(filter)} filter={filter} showOrganizations={!filter.organizationId} />
    </section>
  );
}

/** The organization manager's own figures, on its users page. */
export function OrganizationFigures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={ORGANIZATION_FIGURES_ID} className="mt-10">
      {/* Clear of the sticky header when the summary's link jumps here. */}
      <h2 id={ORGANIZATION_FIGURES_ID} className="mb-4 scroll-mt-24 text-xl font-bold text-text">
        {t('dashboard.admin.reports.ourFigures')}
      </h2>
      <ReportFigures filter={{ period: 'month' }} showOrganizations={false} />
    </section>
  );
}
