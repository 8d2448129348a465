import type { CourseStatus } from '@jal/contracts';

export type StatusFilter = CourseStatus | 'all';
export const STATUS_FILTERS: StatusFilter[] = ['all', 'draft', 'published', 'archived'];
export const ADMIN_PAGE_SIZE = 10;

export type CourseListParams = { status: StatusFilter; search: string; page: number };

/** The dashboard course list's state from its URL query; anything unknown falls back to all, page 1. */
export function parseCourseListParams(query: URLSearchParams): CourseListParams {
  const rawStatus = query.get('status') as StatusFilter | null;
  return {
    status: rawStatus && STATUS_FILTERS.includes(rawStatus) ? rawStatus : 'all',
    page: Math.max(1, Math.floor(Number(query.get('page')) || 1)),
    search: (query.get('q') ?? '').slice(0, 100),
  };
}

/** The URL query of a course list state, leaving out defaults. */
export function courseListSearch(params: CourseListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.status !== 'all') query.set('status', params.status);
  if (params.search.trim()) query.set('q', params.search.trim());
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}
