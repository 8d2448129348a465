import { useState } from 'react';

/** How many pages `total` items fill, `perPage` at a time; never fewer than one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page index brought back into 0…count-1, so stepping past either end wraps around. */
export function wrapPage(page: number, count: number): number {
  return ((page % count) + count) % count;
}

/** The items shown on page `page` (0-based). */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice(page * perPage, page * perPage + perPage);
}

/** A wrapping pager over `total` items: the current 0-based page and the ways to move it. */
export function usePager(total: number, perPage: number) {
  const count = pageCount(total, perPage);
  const [page, setPage] = useState(0);
  // Functional updates, so two quick clicks move two pages rather than one.
  const step = (by: number) => setPage((current) => wrapPage(current + by, count));
  return {
    page,
    count,
    next: () => step(1),
    previous: () => step(-1),
    goTo: (target: number) => setPage(wrapPage(target, count)),
  };
}
