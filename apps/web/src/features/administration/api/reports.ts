import type { ReportResult } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from './request';

export type ReportFilter = { period: 'week' | 'month'; organizationId?: string; courseId?: string };

export const useReport = (filter: ReportFilter) =>
  useQuery({
    queryKey: ['admin', 'reports', filter],
    queryFn: () => adminRequest<ReportResult>('/v1/reports', { query: filter }),
    placeholderData: keepPreviousData,
  });
