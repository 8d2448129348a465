import type { CourseLevel } from '../api/get-courses';

/** The catalogue shows this many courses a page. */
export const CATALOGUE_PAGE_SIZE = 12;

/** The API's course levels; `satisfies` keeps this list in step with the contract's type. */
export const COURSE_LEVEL_OPTIONS = ['beginner', 'intermediate', 'advanced'] as const satisfies readonly CourseLevel[];

// The API's rules for a category slug and a search (packages/contracts course.ts), checked here
// so a hand-edited URL never turns into a 400.
const CATEGORY = /^[a-z0-9-]{1,40}$/;
const SEARCH_MAX = 100;
const PAGE_MAX = 100_000;

export type CatalogueParams = { q: string; level?: CourseLevel; category?: string; page: number };

function isLevel(value: string | null): value is CourseLevel {
  return (COURSE_LEVEL_OPTIONS as readonly string[]).includes(value ?? '');
}

/** The catalogue state of a URL query (`?q=&level=&category=&page=`); anything unusable is dropped. */
export function parseCatalogueParams(search: URLSearchParams): CatalogueParams {
  const level = search.get('level');
  const category = search.get('category');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    level: isLevel(level) ? level : undefined,
    category: category && CATEGORY.test(category) ? category : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The URL query of a catalogue state, leaving out defaults so links stay short. */
export function catalogueSearch(params: CatalogueParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.level) search.set('level', params.level);
  if (params.category) search.set('category', params.category);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function hasFilters(params: CatalogueParams): boolean {
  return Boolean(params.q || params.level || params.category);
}

/**
 * Page numbers to show around the current one, with `null` for a gap: always the first and last,
 * and the neighbours of the current page, e.g. 1 … 4 5 6 … 20. A gap of one page shows the page.
 */
export function pageItems(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const page of pages) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}
