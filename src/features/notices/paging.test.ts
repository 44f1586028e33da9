import { describe, expect, it } from 'vitest';
import { clampIndex, indexForPage, pageCount, pageItems, pageOf } from './paging';

describe('notice paging (9 per page, spec 1 §2.13 and §9)', () => {
  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(24)).toBe(3);
    expect(pageCount(27)).toBe(3);
  });

  it('keeps the selection inside the list', () => {
    expect(clampIndex(-3, 10)).toBe(0);
    expect(clampIndex(42, 10)).toBe(9);
    expect(clampIndex(4.7, 10)).toBe(4);
    expect(clampIndex(3, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 5)).toBe(0);
  });

  it('puts the page where the selection is', () => {
    expect(pageOf(0, 24)).toBe(0);
    expect(pageOf(8, 24)).toBe(0);
    expect(pageOf(9, 24)).toBe(1);
    expect(pageOf(23, 24)).toBe(2);
    expect(pageOf(99, 24)).toBe(2);
  });

  it('lists a page with indexes in the whole list', () => {
    const items = Array.from({ length: 24 }, (_, i) => `n${i}`);
    expect(pageItems(items, 0)).toHaveLength(9);
    expect(pageItems(items, 2).map((x) => x.index)).toEqual([18, 19, 20, 21, 22, 23]);
    expect(pageItems(items, 1)[0]).toEqual({ item: 'n9', index: 9 });
    expect(pageItems(items, 3)).toEqual([]);
  });

  it('going to a page selects its first notice, within bounds', () => {
    expect(indexForPage(1, 24)).toBe(9);
    expect(indexForPage(2, 24)).toBe(18);
    expect(indexForPage(5, 24)).toBe(18);
    expect(indexForPage(-1, 24)).toBe(0);
    expect(indexForPage(0, 0)).toBe(0);
  });
});
