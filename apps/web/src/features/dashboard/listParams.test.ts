import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  exportQueryString,
  hasFilter,
  orderListQueryString,
  readOrderListParams,
  writeOrderListParams,
} from './listParams.ts';

const read = (search: string) => readOrderListParams(new URLSearchParams(search));

describe('order list URL parameters', () => {
  it('reads every parameter of the view', () => {
    expect(
      read(
        'page=3&limit=100&sort=shipping_date&dir=asc&status=hold&production_status=in_qa&shipping_from=2026-11-01&shipping_to=2026-11-30&search=%20ada%20&open=1',
      ),
    ).toEqual({
      page: 3,
      limit: 100,
      sort: 'shipping_date',
      dir: 'asc',
      status: 'hold',
      production_status: 'in_qa',
      shipping_from: '2026-11-01',
      shipping_to: '2026-11-30',
      search: 'ada',
      open: true,
    });
  });

  it('falls back to the defaults for values the API refuses', () => {
    expect(
      read(
        'page=0&limit=30&sort=name&dir=up&status=lost&production_status=done&shipping_from=2026-02-30&shipping_to=tomorrow&open=yes',
      ),
    ).toEqual(DEFAULT_LIST_PARAMS);
    expect(read('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, keeping foreign parameters', () => {
    const base = new URLSearchParams('utm=x&page=4');
    const written = writeOrderListParams(
      { ...DEFAULT_LIST_PARAMS, status: 'hold', open: true },
      base,
    );
    expect(written.toString()).toBe('utm=x&status=hold&open=1');
    expect(orderListQueryString(DEFAULT_LIST_PARAMS)).toBe('');
  });

  it('round-trips a view through the URL', () => {
    const view = read(
      'page=2&limit=25&sort=value&dir=asc&search=Grace%20Hopper&shipping_to=2026-12-24',
    );
    expect(read(writeOrderListParams(view).toString())).toEqual(view);
  });

  it('exports the filters and the order of every page', () => {
    const view = read('page=2&limit=25&sort=value&status=complete&search=ada');
    expect(exportQueryString(view)).toBe('sort=value&status=complete&search=ada');
  });

  it('knows when a filter is set', () => {
    expect(hasFilter(DEFAULT_LIST_PARAMS)).toBe(false);
    expect(hasFilter(read('sort=value&page=3'))).toBe(false);
    expect(hasFilter(read('open=1'))).toBe(true);
    expect(hasFilter(read('search=x'))).toBe(true);
  });
});
