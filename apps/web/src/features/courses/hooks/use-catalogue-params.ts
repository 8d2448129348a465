import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { catalogueSearch, parseCatalogueParams, type CatalogueParams } from '../lib/catalogue-params';

/** Marks a history entry made by typing in the search box (see `update`). */
type CatalogueLocationState = { catalogueSearch?: boolean } | null;

/**
 * The catalogue state lives in the URL query, so Back works and a link can be shared. Changing a
 * filter or the search starts again at page 1.
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const params = useMemo(() => parseCatalogueParams(searchParams), [searchParams]);
  const typedEntry = (location.state as CatalogueLocationState)?.catalogueSearch === true;

  const update = useCallback(
    (patch: Partial<CatalogueParams>, options: { typed?: boolean; replace?: boolean } = {}) => {
      const next: CatalogueParams = { ...params, ...patch, page: patch.page ?? 1 };
      // One history entry per typing session: the pauses while typing replace it, so Back goes
      // to the list before the search rather than through every prefix typed.
      const replace = options.replace ?? (options.typed === true && typedEntry);
      setSearchParams(catalogueSearch(next), {
        replace,
        preventScrollReset: true,
        state: options.typed ? { catalogueSearch: true } : null,
      });
    },
    [params, typedEntry, setSearchParams],
  );

  /** The query string (with '?') of the current state changed by `patch`, for links. */
  const searchFor = useCallback(
    (patch: Partial<CatalogueParams>) => {
      const query = catalogueSearch({ ...params, ...patch }).toString();
      return query ? `?${query}` : '';
    },
    [params],
  );

  return { params, update, searchFor };
}
