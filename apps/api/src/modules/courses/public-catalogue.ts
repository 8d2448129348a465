import type { CourseList, CourseListQuery } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { cachedEntry } from '../../lib/cached-reply.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { presentCourse } from './presenter.js';
import { catalogueRows, countCourses, type CourseFilter } from './repository.js';

/**
 * The page sizes the public catalogue answers in; any other is rounded up to the next (the
 * largest at most). With the search written one way and the page kept within the real page
 * count, the public query space is small: a visitor cannot make a new cache entry at will.
 */
export const CATALOGUE_LIMITS = [2, 4, 6, 12, 20, 24, 50, 100] as const;

/** A search as the catalogue runs it: trimmed, spaces collapsed, lower case (the match ignores case). */
export function normalisedSearch(search: string | undefined) {
  return search?.trim().replace(/\s+/g, ' ').toLowerCase() || undefined;
}

const LARGEST_LIMIT = 100;

export function catalogueLimit(asked: number): number {
  return CATALOGUE_LIMITS.find((limit) => limit >= asked) ?? LARGEST_LIMIT;
}

export type PublicCatalogueRequest = { key: string; filter: CourseFilter; total: number };

/**
 * The catalogue page a public query stands for: its filter normalised, its page within the real
 * page count (the last page for one past the end), the total counted once per filter and
 * cached beside the pages, and the cache key of the page.
 */
export async function publicCatalogueRequest(
  db: Db,
  cache: PublicCache,
  prefix: string,
  query: CourseListQuery,
): Promise<PublicCatalogueRequest> {
  const where = { statuses: ['published' as const], search: normalisedSearch(query.search), level: query.level, category: query.category };
  const counted = await cachedEntry(cache, `${prefix}count:${JSON.stringify(where)}`, () => countCourses(db, where));
  const total = JSON.parse(counted.body) as number;
  const limit = catalogueLimit(query.limit);
  const page = Math.min(query.page, Math.max(1, Math.ceil(total / limit)));
  const filter = { ...where, limit, page };
  return { key: `${prefix}list:${JSON.stringify(filter)}`, filter, total };
}

/** The page itself: read from the catalogue's index (the total is known already). */
export async function publicCataloguePage(db: Db, { filter, total }: PublicCatalogueRequest): Promise<CourseList> {
  const rows = await catalogueRows(db, filter);
  return {
    courses: rows.map((row) => presentCourse(row.course, row)),
    pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) },
  };
}
