import type { ReportResult } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiHeaders } from '@/lib/api-client';
import { downloadCsv } from '@/lib/csv';
import { adminRequest } from '@/lib/admin-request';

export type ReportFilter = { period: 'week' | 'month'; organizationId?: string; courseId?: string };
/** Which page of the per-course and per-organization tables is shown. */
export type ReportPages = { coursePage: number; organizationPage: number };

export const useReport = (filter: ReportFilter, pages: ReportPages = { coursePage: 1, organizationPage: 1 }) =>
  useQuery({
    queryKey: ['admin', 'reports', filter, pages],
    queryFn: () => adminRequest<ReportResult>('/v1/reports', { query: { ...filter, ...pages } }),
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
  const url = new URL('/api/v1/reports/export', window.location.origin);
  for (const [key, value] of Object.entries({ ...filter, table, language })) if (value) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: apiHeaders(), credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The export failed (HTTP ${response.status}).`);
  downloadCsv(`jal-shiksha-${table}-${filter.from}-${filter.to}.csv`, await response.blob());
}
