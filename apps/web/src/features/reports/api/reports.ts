import { API } from '@jal/contracts/core';
import type { ReportResult } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';
import { downloadCsv } from '@/lib/csv';
import { adminRequest } from '@/lib/admin-request';

export type ReportFilter = { period: 'week' | 'month'; organizationId?: string; courseId?: string };
/** Which page of the per-course and per-organization tables is shown. */
export type ReportPages = { coursePage: number; organizationPage: number };

export const useReport = (filter: ReportFilter, pages: ReportPages = { coursePage: 1, organizationPage: 1 }) =>
  useQuery({
    queryKey: ['admin', 'reports', filter, pages],
    queryFn: () => adminRequest<ReportResult>(API.reports, { query: { ...filter, ...pages } }),
    placeholderData: keepPreviousData,
  });

/**
 * A whole table of the report (every course or organization, not only the page shown) as the
 * server writes it, with headings in the reader's language, saved as a file.
 */
export async function downloadReportTable(
  filter: ReportFilter & { from: string; to: string },
  table: 'courses' | 'organizations',
  language: string,
) {
  const file = await apiFile(API.reportsExport, { query: { ...filter, table, language } });
  downloadCsv(`jal-shiksha-${table}-${filter.from}-${filter.to}.csv`, file.blob);
}
