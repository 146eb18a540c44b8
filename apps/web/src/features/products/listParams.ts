import {
  isTemplateFilter,
  type TemplateFilter,
  type TemplateSort,
} from '../../lib/cms/api/templates.ts';

/** The sort choices in the URL (`?sort=name`) and the CMS sort each one sends. */
export const SORT_OPTIONS = {
  standard: 'order:asc',
  name: 'name:asc',
  format: 'canvas.widthInMillimeters:asc',
  newest: 'createdAt:desc',
  oldest: 'createdAt:asc',
} as const satisfies Record<string, TemplateSort>;

export type SortKey = keyof typeof SORT_OPTIONS;
export const SORT_KEYS = Object.keys(SORT_OPTIONS) as SortKey[];
export const DEFAULT_SORT: SortKey = 'standard';

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && Object.hasOwn(SORT_OPTIONS, value);
}

export interface ProductListParams {
  filter: TemplateFilter | null;
  sort: SortKey;
  page: number;
}

/** Reads `?filter=…&sort=…&page=…`; unknown or malformed values fall back to the defaults. */
export function readListParams(search: URLSearchParams): ProductListParams {
  const filter = search.get('filter');
  const sort = search.get('sort');
  const pageText = search.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    filter: isTemplateFilter(filter) ? filter : null,
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page,
  };
}

/**
 * Writes list params into search params, leaving defaults out so that the plain
 * `/products` is the canonical first view. Other params in `base` are kept.
 */
export function writeListParams(
  params: ProductListParams,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  if (params.filter) next.set('filter', params.filter);
  else next.delete('filter');
  if (params.sort !== DEFAULT_SORT) next.set('sort', params.sort);
  else next.delete('sort');
  if (params.page > 1) next.set('page', String(params.page));
  else next.delete('page');
  return next;
}
