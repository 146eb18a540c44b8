import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  cmsFetch,
  cmsQueryMeta,
  entryPath,
  hasCmsId,
  type CmsId,
  type QueryObject,
} from '../cmsClient.ts';
import type { Font, StrapiList, StrapiSingle } from '../types.ts';

/** Spec §9: lists of fonts hold at most 100 entries. */
export const FONT_PAGE_SIZE = 100;

/**
 * The query of `GET /api/fonts` (spec §7): fields name and slug plus the font file, sorted by
 * name, 100 per page; global fonts (`accountId` null), or — with an account — global fonts
 * and that account's own fonts.
 */
export function fontsQuery(accountId?: string | null): QueryObject {
  return {
    fields: ['name', 'slug'],
    populate: { file: true },
    sort: 'name:asc',
    pagination: { pageSize: FONT_PAGE_SIZE },
    filters: accountId
      ? { $or: [{ accountId: { $null: true } }, { accountId: { $eq: accountId } }] }
      : { accountId: { $null: true } },
  };
}

export function fetchFonts(
  accountId?: string | null,
  signal?: AbortSignal,
): Promise<StrapiList<Font>> {
  return cmsFetch<StrapiList<Font>>('/api/fonts', { query: fontsQuery(accountId), signal });
}

export function fontsQueryOptions(accountId?: string | null) {
  return queryOptions({
    queryKey: ['cms', 'fonts', 'list', accountId || null] as const,
    queryFn: ({ signal }) => fetchFonts(accountId, signal),
    meta: cmsQueryMeta('/api/fonts', fontsQuery(accountId)),
  });
}

/** Global fonts, plus the given account's own fonts. */
export function useFonts(accountId?: string | null) {
  return useQuery(fontsQueryOptions(accountId));
}

export function fetchFont(id: CmsId, signal?: AbortSignal): Promise<StrapiSingle<Font>> {
  return cmsFetch<StrapiSingle<Font>>(entryPath('fonts', id), {
    query: { populate: { file: true, penFont: true } },
    signal,
  });
}

/** `GET /api/fonts/{id}`, skipped (`enabled: false`) without id. */
export function fontQueryOptions(id: CmsId | null | undefined) {
  return queryOptions({
    queryKey: ['cms', 'fonts', 'detail', id ?? null] as const,
    queryFn: ({ signal }) => fetchFont(id as CmsId, signal),
    enabled: hasCmsId(id),
  });
}

export function useFont(id: CmsId | null | undefined) {
  return useQuery(fontQueryOptions(id));
}
