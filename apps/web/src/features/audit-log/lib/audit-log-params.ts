import { SECURITY_AREA, SECURITY_EVENT_KINDS, type SecurityEventKind } from '@jal/contracts';

/** The areas the log can be narrowed to: the resource of an action (`course` for `course.update`), or the security events. */
export const AUDIT_AREAS = [
  SECURITY_AREA,
  'course',
  'module',
  'lesson',
  'translation',
  'language',
  'alert',
  'organization',
  'user',
  'media',
  'demo',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_PAGE_SIZE = 20;

/** The page's state, kept in the URL so that Back works and a filtered view can be shared. */
export type AuditLogParams = {
  area: AuditArea | '';
  /** One kind of security event, when the area is the security events. */
  kind: SecurityEventKind | '';
  actor: string;
  from: string;
  to: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

/** The state from the URL query; anything malformed falls back to no filter, page 1. */
export function parseAuditLogParams(query: URLSearchParams): AuditLogParams {
  const area = query.get('area') as AuditArea | null;
  const kind = query.get('kind') as SecurityEventKind | null;
  return {
    area: area && AUDIT_AREAS.includes(area) ? area : '',
    kind: area === SECURITY_AREA && kind && SECURITY_EVENT_KINDS.includes(kind) ? kind : '',
    actor: (query.get('actor') ?? '').trim().slice(0, 100),
    from: day(query.get('from')),
    to: day(query.get('to')),
    page: Math.max(1, Math.floor(Number(query.get('page')) || 1)),
  };
}

/** The URL query of a state, leaving out what is not set. */
export function auditLogSearch(params: AuditLogParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.area) query.set('area', params.area);
  if (params.area === SECURITY_AREA && params.kind) query.set('kind', params.kind);
  if (params.actor) query.set('actor', params.actor);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

export const isRangeBackwards = (params: Pick<AuditLogParams, 'from' | 'to'>) => !!params.from && !!params.to && params.from > params.to;

/**
 * The API's filters for a state. The days are the reader's own: from the first instant of `from`
 * to the last of `to` in the browser's timezone, sent as instants.
 */
export function auditLogFilterQuery(params: AuditLogParams): Record<string, string | undefined> {
  return {
    action: (params.area === SECURITY_AREA && params.kind ? `${SECURITY_AREA}.${params.kind}` : params.area) || undefined,
    actor: params.actor || undefined,
    from: params.from ? new Date(`${params.from}T00:00:00`).toISOString() : undefined,
    to: params.to ? new Date(`${params.to}T23:59:59.999`).toISOString() : undefined,
  };
}
