import { AUDIT_LOG_API, type AuditLogList } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

type Query = Record<string, string | number | undefined>;

export const useAuditLog = (query: Query, enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: async () => (await apiRequest<Envelope<AuditLogList>>(AUDIT_LOG_API.list, { query })).data,
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * The address of the filtered log as a CSV file. A plain link: the browser streams the file to
 * disk, signed in by the session cookie the web sign-in sets.
 */
export function auditLogCsvHref(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `/api${AUDIT_LOG_API.csv}${text ? `?${text}` : ''}`;
}
