import type { CourseStatus } from '@jal/contracts';
import { useSearchParams } from 'react-router';

export type StatusFilter = CourseStatus | 'all';
const FILTERS: StatusFilter[] = ['all', 'draft', 'published', 'archived'];
export const ADMIN_PAGE_SIZE = 10;

/** The list's search, status and page live in the URL: shareable, and kept by Back. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') as StatusFilter | null;
  const status: StatusFilter = rawStatus && FILTERS.includes(rawStatus) ? rawStatus : 'all';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const search = (params.get('q') ?? '').slice(0, 100);
  const update = (changes: { status?: StatusFilter; search?: string; page?: number }) => {
    const next = new URLSearchParams(params);
    const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
    if (changes.status !== undefined) set('status', changes.status === 'all' ? undefined : changes.status);
    if (changes.search !== undefined) set('q', changes.search.trim() || undefined);
    // A new filter starts again at its first page.
    set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
    setParams(next);
  };
  return { status, page, search, update, filters: FILTERS };
}
