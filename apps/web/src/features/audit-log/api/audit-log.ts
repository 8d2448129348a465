import { API } from '@jal/contracts/core';
import type { AuditLogList } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPath, apiRequest, type Envelope } from '@/lib/api-client';

type Query = Record<string, string | number | undefined>;

export const useAuditLog = (query: Query, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: async () => (await apiRequest<Envelope<AuditLogList>>(API.auditLog, { query })).data,
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * The address of the filtered log as a CSV file. A plain link: the browser streams the file to
 * disk, signed in by the session cookie the web sign-in sets.
 */
export function auditLogCsvHref(query: Query): string {
  return apiPath(API.auditLogCsv, query);
}
