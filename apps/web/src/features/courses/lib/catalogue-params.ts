import type { CatalogueParams } from '@jal/contracts/core';

// The parsing is shared with the server, which answers the first page's request inside the HTML.
export { CATALOGUE_PAGE_SIZE, COURSE_LEVEL_OPTIONS, parseCatalogueParams, type CatalogueParams } from '@jal/contracts/core';

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
