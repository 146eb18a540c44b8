import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  cmsFetch,
  cmsQueryMeta,
  entryPath,
  hasCmsId,
  type CmsId,
  type QueryObject,
} from '../cmsClient.ts';
import type { StrapiList, StrapiSingle, Template } from '../types.ts';

/** Spec §9: template page size default 6. */
export const TEMPLATE_PAGE_SIZE = 6;

/** The sort forms the template list accepts (first is the spec's default). */
export const TEMPLATE_SORTS = [
  'order:asc',
  'name:asc',
  'canvas.widthInMillimeters:asc',
  'createdAt:desc',
  'createdAt:asc',
] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];
export const DEFAULT_TEMPLATE_SORT: TemplateSort = 'order:asc';

/**
 * The spec's template filter value, sent as `filter=<value>`:
 * `g_<groupId>` in that group, `ng_<groupId>` not in that group, `<canvasId>` on that canvas.
 */
export type TemplateFilter = `g_${number}` | `ng_${number}` | `${number}`;

const FILTER_PATTERN = /^(?:n?g_[1-9]\d*|[1-9]\d*)$/;

export function isTemplateFilter(value: unknown): value is TemplateFilter {
  return typeof value === 'string' && FILTER_PATTERN.test(value);
}

export const templateFilter = {
  inGroup: (groupId: number): TemplateFilter => `g_${groupId}`,
  notInGroup: (groupId: number): TemplateFilter => `ng_${groupId}`,
  onCanvas: (canvasId: number): TemplateFilter => `${canvasId}`,
};

export interface TemplateListParams {
  page?: number;
  pageSize?: number;
  sort?: TemplateSort;
  filter?: TemplateFilter | null;
}

function positiveInteger(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

function normalise(params: TemplateListParams): Required<TemplateListParams> {
  return {
    page: positiveInteger(params.page, 1),
    pageSize: positiveInteger(params.pageSize, TEMPLATE_PAGE_SIZE),
    sort: params.sort && TEMPLATE_SORTS.includes(params.sort) ? params.sort : DEFAULT_TEMPLATE_SORT,
    filter: isTemplateFilter(params.filter) ? params.filter : null,
  };
}

/** The query of `GET /api/templates` (spec §7). */
export function templatesQuery(params: TemplateListParams = {}): QueryObject {
  const { page, pageSize, sort, filter } = normalise(params);
  return {
    populate: '*',
    // Any other sort gets the editors' order as tie-breaker (`sort[0]=…&sort[1]=order:asc`):
    // many templates share a canvas width, and without a total order the database may split
    // ties differently on different pages (a template shown twice, another never).
    sort: sort === DEFAULT_TEMPLATE_SORT ? sort : [sort, DEFAULT_TEMPLATE_SORT],
    pagination: { page, pageSize },
    filter: filter ?? undefined,
  };
}

export function fetchTemplates(
  params: TemplateListParams = {},
  signal?: AbortSignal,
): Promise<StrapiList<Template>> {
  return cmsFetch<StrapiList<Template>>('/api/templates', {
    query: templatesQuery(params),
    signal,
  });
}

export function templatesQueryOptions(params: TemplateListParams = {}) {
  const normalised = normalise(params);
  return queryOptions({
    queryKey: ['cms', 'templates', 'list', normalised] as const,
    queryFn: ({ signal }) => fetchTemplates(normalised, signal),
    meta: cmsQueryMeta('/api/templates', templatesQuery(normalised)),
  });
}

/** One page of templates; keeps showing the previous page while the next one loads. */
export function useTemplates(params: TemplateListParams = {}) {
  return useQuery({ ...templatesQueryOptions(params), placeholderData: keepPreviousData });
}

export function fetchTemplate(id: CmsId, signal?: AbortSignal): Promise<StrapiSingle<Template>> {
  return cmsFetch<StrapiSingle<Template>>(entryPath('templates', id), {
    query: { populate: '*' },
    signal,
  });
}

/** `GET /api/templates/{id}?populate=*`, skipped without id. */
export function templateQueryOptions(id: CmsId | null | undefined) {
  return queryOptions({
    queryKey: ['cms', 'templates', 'detail', id ?? null] as const,
    queryFn: ({ signal }) => fetchTemplate(id as CmsId, signal),
    enabled: hasCmsId(id),
  });
}

export function useTemplate(id: CmsId | null | undefined) {
  return useQuery(templateQueryOptions(id));
}
