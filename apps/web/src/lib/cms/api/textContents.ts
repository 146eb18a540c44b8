import { queryOptions, useQuery } from '@tanstack/react-query';
import { cmsFetch, cmsQueryMeta, type QueryObject } from '../cmsClient.ts';
import type { Address } from '../../i18n/address.ts';
import type { StrapiList, StrapiMedia, TextContent } from '../types.ts';

export const TEXT_CONTENT_PAGE_SIZE = 100;

/** Suffix of the Sie-form entry of a key (`hero.title@sie`). */
export const SIE_SUFFIX = '@sie';

/** The query of `GET /api/text-contents` (spec §7). */
export function textContentsQuery(): QueryObject {
  return {
    populate: '*',
    sort: 'key:asc',
    pagination: { pageSize: TEXT_CONTENT_PAGE_SIZE },
  };
}

export function fetchTextContents(signal?: AbortSignal): Promise<StrapiList<TextContent>> {
  return cmsFetch<StrapiList<TextContent>>('/api/text-contents', {
    query: textContentsQuery(),
    signal,
  });
}

export function textContentsQueryOptions() {
  return queryOptions({
    queryKey: ['cms', 'text-contents', 'list'] as const,
    queryFn: ({ signal }) => fetchTextContents(signal),
    meta: cmsQueryMeta('/api/text-contents', textContentsQuery()),
  });
}

/** Looks texts up by key, preferring the `<key>@sie` entry when the user chose Sie. */
export interface TextLookup {
  /** The entry for a key in the given address form (Sie entry first, then the base key). */
  entryOf(key: string, address?: Address): TextContent | undefined;
  /** The trimmed content, `undefined` when the key is missing or empty. */
  textOf(key: string, address?: Address): string | undefined;
  mediaOf(key: string, address?: Address): StrapiMedia | undefined;
  /** Every base key (without `@sie`) in key order. */
  keys(): string[];
}

export function createTextLookup(entries: readonly TextContent[]): TextLookup {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const entryOf = (key: string, address: Address = 'du') =>
    (address === 'sie' ? byKey.get(`${key}${SIE_SUFFIX}`) : undefined) ?? byKey.get(key);
  return {
    entryOf,
    // An empty Sie text falls back to the du text rather than hiding the element.
    textOf(key, address = 'du') {
      const sie = address === 'sie' ? byKey.get(`${key}${SIE_SUFFIX}`)?.content?.trim() : '';
      return sie || byKey.get(key)?.content?.trim() || undefined;
    },
    mediaOf(key, address = 'du') {
      const sie = address === 'sie' ? byKey.get(`${key}${SIE_SUFFIX}`)?.media : undefined;
      return sie ?? byKey.get(key)?.media ?? undefined;
    },
    keys() {
      return [...byKey.keys()].filter((key) => !key.endsWith(SIE_SUFFIX)).sort();
    },
  };
}

/** `textOf(entries, key, address)` for one-off look-ups without building a lookup. */
export function textOf(
  entries: readonly TextContent[],
  key: string,
  address: Address = 'du',
): string | undefined {
  return createTextLookup(entries).textOf(key, address);
}

function selectLookup(list: StrapiList<TextContent>): TextLookup {
  return createTextLookup(list.data);
}

/** Every text content as a {@link TextLookup} (`data.textOf(key, address)`). */
export function useTextContents() {
  return useQuery({ ...textContentsQueryOptions(), select: selectLookup });
}
