import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  cmsFetch,
  cmsQueryMeta,
  entryPath,
  hasCmsId,
  type CmsId,
  type QueryObject,
} from '../cmsClient.ts';
import type { Canvas, StrapiList, StrapiSingle } from '../types.ts';

export const CANVAS_PAGE_SIZE = 100;

export interface CanvasListParams {
  /** Only featured canvases (`filters[featured][$eq]=true`). */
  featured?: boolean;
}

/** The query of `GET /api/canvases` (spec §7): canvases of width 0 never appear in lists. */
export function canvasesQuery({ featured = false }: CanvasListParams = {}): QueryObject {
  return {
    populate: '*',
    sort: 'name:asc',
    pagination: { pageSize: CANVAS_PAGE_SIZE },
    filters: {
      widthInMillimeters: { $ne: 0 },
      featured: featured ? { $eq: true } : undefined,
    },
  };
}

export function fetchCanvases(
  params: CanvasListParams = {},
  signal?: AbortSignal,
): Promise<StrapiList<Canvas>> {
  return cmsFetch<StrapiList<Canvas>>('/api/canvases', { query: canvasesQuery(params), signal });
}

export function canvasesQueryOptions(params: CanvasListParams = {}) {
  const featured = params.featured ?? false;
  return queryOptions({
    queryKey: ['cms', 'canvases', 'list', { featured }] as const,
    queryFn: ({ signal }) => fetchCanvases({ featured }, signal),
    meta: cmsQueryMeta('/api/canvases', canvasesQuery({ featured })),
  });
}

export function useCanvases(params: CanvasListParams = {}) {
  return useQuery(canvasesQueryOptions(params));
}

export function fetchCanvas(id: CmsId, signal?: AbortSignal): Promise<StrapiSingle<Canvas>> {
  return cmsFetch<StrapiSingle<Canvas>>(entryPath('canvases', id), {
    query: { populate: '*' },
    signal,
  });
}

/** `GET /api/canvases/{id}?populate=*`, skipped without id. */
export function canvasQueryOptions(id: CmsId | null | undefined) {
  return queryOptions({
    queryKey: ['cms', 'canvases', 'detail', id ?? null] as const,
    queryFn: ({ signal }) => fetchCanvas(id as CmsId, signal),
    enabled: hasCmsId(id),
  });
}

export function useCanvas(id: CmsId | null | undefined) {
  return useQuery(canvasQueryOptions(id));
}
