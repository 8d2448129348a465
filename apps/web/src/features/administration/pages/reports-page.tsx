import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizations } from '../api/organizations';
import { useReportCourses } from '../api/report-courses';
import { useReport, type ReportFilter } from '../api/reports';
import { AdminHeader } from '../components/admin-header';
import { SelectField } from '@/components/form-field';
import { ListError, ListLoading } from '@/components/list-states';
import { localized } from '@/lib/localized';
import { ReportView } from '../components/report-view';

/** Reports: enrolments, completions and certificates per week or month, per course and organization. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>({ period: 'month' });
  const report = useReport(filter);
  const organizations = useOrganizations({ limit: 100 });
  const courses = useReportCourses();
  return (
    <section>
      <AdminHeader title={t('dashboard.pages.reports')} intro={t('dashboard.admin.reports.intro')} />
      <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id="report-period"
          label={t('dashboard.admin.reports.groupBy')}
          value={filter.period}
          onChange={(event) => setFilter({ ...filter, period: event.target.value as ReportFilter['period'] })}
        >
          <option value="week">{t('dashboard.admin.reports.week')}</option>
          <option value="month">{t('dashboard.admin.reports.month')}</option>
        </SelectField>
        <SelectField
          id="report-organization"
          label={t('dashboard.admin.reports.organization')}
          value={filter.organizationId ?? ''}
          onChange={(event) => setFilter({ ...filter, organizationId: event.target.value || undefined })}
        >
          <option value="">{t('dashboard.admin.common.all')}</option>
          {organizations.data?.items.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="report-course"
          label={t('dashboard.admin.reports.course')}
          value={filter.courseId ?? ''}
          onChange={(event) => setFilter({ ...filter, courseId: event.target.value || undefined })}
        >
          <option value="">{t('dashboard.admin.common.all')}</option>
          {courses.data?.courses.map((course) => (
            <option key={course.id} value={course.id}>
              {localized(course.titleTranslations, i18n.language, course.title)}
            </option>
          ))}
        </SelectField>
      </div>
      {report.isPending ? <ListLoading label={t('dashboard.admin.common.loading')} /> : null}
      {report.isError ? (
        <ListError
          message={t('dashboard.admin.common.loadFailed')}
          retryLabel={t('dashboard.admin.common.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {report.data ? <ReportView report={report.data} showOrganizations={!filter.organizationId} /> : null}
    </section>
  );
}

/** The organization manager's own figures, on its users page. */
export function OrganizationFigures() {
  const { t } = useTranslation();
  const report = useReport({ period: 'month' });
  return (
    <section aria-labelledby="organization-figures" className="mt-10">
      <h2 id="organization-figures" className="mb-4 text-xl font-bold text-text">
        {t('dashboard.admin.reports.ourFigures')}
      </h2>
      {report.isPending ? <ListLoading label={t('dashboard.admin.common.loading')} /> : null}
      {report.isError ? (
        <ListError
          message={t('dashboard.admin.common.loadFailed')}
          retryLabel={t('dashboard.admin.common.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : null}
      {report.data ? <ReportView report={report.data} showOrganizations={false} /> : null}
    </section>
  );
}
