import { describe, expect, it } from 'vitest';
import { pageItems } from '@/lib/page-items';
import { catalogueSearch, parseCatalogueParams } from './catalogue-params';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });
});

describe('catalogue URL query', () => {
  it('reads what it writes, leaving defaults out', () => {
    const params = { q: 'भूजल', level: 'advanced' as const, category: 'water-budgeting', page: 3 };
    const search = catalogueSearch(params);
    expect(search.toString()).toBe('q=%E0%A4%AD%E0%A5%82%E0%A4%9C%E0%A4%B2&level=advanced&category=water-budgeting&page=3');
    expect(parseCatalogueParams(search)).toEqual(params);
    expect(catalogueSearch({ q: '', page: 1 }).toString()).toBe('');
  });

  it('drops what the API would refuse', () => {
    const parsed = parseCatalogueParams(new URLSearchParams(`q=${'x'.repeat(150)}&level=expert&category=GIS!&page=-2`));
    expect(parsed).toEqual({ q: 'x'.repeat(100), level: undefined, category: undefined, page: 1 });
    expect(parseCatalogueParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});
