import { queryOptions, useQuery } from '@tanstack/react-query';
import { cmsFetch, cmsQueryMeta, type QueryObject } from '../cmsClient.ts';
import type { Group, StrapiList } from '../types.ts';

export const GROUP_PAGE_SIZE = 100;

export interface GroupListParams {
  /** Only featured groups (`filters[featured][$eq]=true`). */
  featured?: boolean;
}

/** The query of `GET /api/groups` (spec §7). */
export function groupsQuery({ featured = false }: GroupListParams = {}): QueryObject {
  return {
    populate: '*',
    sort: 'name:asc',
    pagination: { pageSize: GROUP_PAGE_SIZE },
    filters: featured ? { featured: { $eq: true } } : undefined,
  };
}

export function fetchGroups(
  params: GroupListParams = {},
  signal?: AbortSignal,
): Promise<StrapiList<Group>> {
  return cmsFetch<StrapiList<Group>>('/api/groups', { query: groupsQuery(params), signal });
}

export function groupsQueryOptions(params: GroupListParams = {}) {
  const featured = params.featured ?? false;
  return queryOptions({
    queryKey: ['cms', 'groups', 'list', { featured }] as const,
    queryFn: ({ signal }) => fetchGroups({ featured }, signal),
    meta: cmsQueryMeta('/api/groups', groupsQuery({ featured })),
  });
}

export function useGroups(params: GroupListParams = {}) {
  return useQuery(groupsQueryOptions(params));
}
