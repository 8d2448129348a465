import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Marks a history entry made by typing in a search box (see `update`). */
type ListLocationState = { typedSearch?: boolean } | null;

/**
 * A list's state (search, filters, page) kept in the URL query, so Back works and a link can be
 * shared. `parse` reads the state from the query (anything malformed falls back to a default);
 * `toSearch` writes it, leaving out defaults so links stay short. Changing a filter or the search
 * starts again at page 1.
 */
export function useListParams<P extends { page: number }>(parse: (search: URLSearchParams) => P, toSearch: (params: P) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);
  const typedEntry = (location.state as ListLocationState)?.typedSearch === true;

  const update = useCallback(
    (patch: Partial<P>, options: { typed?: boolean; replace?: boolean } = {}) => {
      const next: P = { ...params, ...patch, page: patch.page ?? 1 };
      // One history entry per typing session: the pauses while typing replace it, so Back goes
      // to the list before the search rather than through every prefix typed.
      const replace = options.replace ?? (options.typed === true && typedEntry);
      setSearchParams(toSearch(next), {
        replace,
        preventScrollReset: true,
        state: options.typed ? { typedSearch: true } : null,
      });
    },
    [params, typedEntry, setSearchParams, toSearch],
  );

  /** The query string (with '?') of the current state changed by `patch`, for links. */
  const searchFor = useCallback(
    (patch: Partial<P>) => {
      const query = toSearch({ ...params, ...patch }).toString();
      return query ? `?${query}` : '';
    },
    [params, toSearch],
  );

  return { params, update, searchFor };
}
