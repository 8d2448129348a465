/** The catalogue shows this many courses a page. */
export const CATALOGUE_PAGE_SIZE = 12;

/** The API's course levels, in the order the filter lists them. */
export const COURSE_LEVEL_OPTIONS = ['beginner', 'intermediate', 'advanced'] as const;
export type CatalogueLevel = (typeof COURSE_LEVEL_OPTIONS)[number];

// The API's rules for a category slug and a search (schemas/course.ts), checked here so a
// hand-edited URL never turns into a 400.
const CATEGORY = /^[a-z0-9-]{1,40}$/;
const SEARCH_MAX = 100;
const PAGE_MAX = 100_000;

export type CatalogueParams = { q: string; level?: CatalogueLevel; category?: string; page: number };

function isLevel(value: string | null): value is CatalogueLevel {
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

/** The course-list query the catalogue sends for a state. */
export function catalogueQuery(params: CatalogueParams) {
  return {
    status: 'published' as const,
    limit: CATALOGUE_PAGE_SIZE,
    page: params.page,
    search: params.q || undefined,
    level: params.level,
    category: params.category,
  };
}
