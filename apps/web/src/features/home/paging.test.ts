import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, usePager, wrapPage } from './paging';
import { TESTIMONIALS, TESTIMONIALS_PER_PAGE } from './testimonials-data';

describe('testimonial paging: four per page, wrapping around both ways', () => {
  it('fills ceil(8 / 4) = 2 pages with the 8 sample testimonials', () => {
    expect(TESTIMONIALS).toHaveLength(8);
    expect(TESTIMONIALS_PER_PAGE).toBe(4);
    expect(pageCount(TESTIMONIALS.length, TESTIMONIALS_PER_PAGE)).toBe(2);
    expect(pageCount(9, 4)).toBe(3);
    expect(pageCount(0, 4)).toBe(1);
  });

  it('wraps past either end', () => {
    expect(wrapPage(2, 2)).toBe(0);
    expect(wrapPage(-1, 2)).toBe(1);
    expect(wrapPage(-4, 3)).toBe(2);
    expect(wrapPage(1, 2)).toBe(1);
  });

  it('slices the items of one page', () => {
    const ids = TESTIMONIALS.map((testimonial) => testimonial.id);
    expect(pageItems(ids, 0, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(ids, 1, 4)).toEqual([5, 6, 7, 8]);
    expect(pageItems([1, 2, 3, 4, 5], 1, 4)).toEqual([5]);
  });

  it('usePager steps forward and back around the ends, and jumps to a page', () => {
    const { result } = renderHook(() => usePager(8, 4));
    expect(result.current).toMatchObject({ page: 0, count: 2 });
    act(() => result.current.next());
    expect(result.current.page).toBe(1);
    act(() => result.current.next());
    expect(result.current.page).toBe(0);
    act(() => result.current.previous());
    expect(result.current.page).toBe(1);
    act(() => result.current.goTo(0));
    expect(result.current.page).toBe(0);
  });

  it('counts two quick steps as two', () => {
    const { result } = renderHook(() => usePager(12, 4));
    act(() => {
      result.current.next();
      result.current.next();
    });
    expect(result.current.page).toBe(2);
  });
});
