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
