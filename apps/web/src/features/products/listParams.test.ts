import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './listParams.ts';
import { pageSlots } from './components/Pagination.tsx';

describe('list params', () => {
  it('reads valid values and falls back to defaults', () => {
    expect(readListParams(new URLSearchParams('filter=g_3&sort=name&page=2'))).toEqual({
      filter: 'g_3',
      sort: 'name',
      page: 2,
    });
    expect(readListParams(new URLSearchParams('filter=x&sort=y&page=0'))).toEqual({
      filter: null,
      sort: 'standard',
      page: 1,
    });
  });

  it('writes only non-default values and keeps other params', () => {
    expect(
      writeListParams(
        { filter: '7', sort: 'standard', page: 1 },
        new URLSearchParams('utm=x&page=4'),
      ).toString(),
    ).toBe('utm=x&filter=7');
    expect(writeListParams({ filter: null, sort: 'newest', page: 3 }).toString()).toBe(
      'sort=newest&page=3',
    );
  });
});

describe('pageSlots', () => {
  it('lists every page up to 7 and abbreviates longer lists', () => {
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(5, 12)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 12]);
    expect(pageSlots(1, 12)).toEqual([1, 2, 'gap-end', 12]);
    expect(pageSlots(12, 12)).toEqual([1, 'gap-start', 11, 12]);
  });
});
