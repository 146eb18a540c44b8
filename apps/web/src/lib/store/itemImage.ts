import { useQuery } from '@tanstack/react-query';
import { templateQueryOptions } from '../cms/api/templates.ts';
import { mediaUrl } from '../cms/media.ts';
import type { StoreItemConfiguration } from './types.ts';

export interface ItemImage {
  /** The picture to show, or null (none, or not known yet). */
  url: string | null;
  /** The template's picture is still being asked for. */
  pending: boolean;
}

/**
 * The picture of a configured item: the customer's own card front (outer background) when
 * they uploaded one, else the template's picture from the CMS, else their logo.
 */
export function useItemImage(configuration: StoreItemConfiguration): ItemImage {
  const own = configuration.images.outer_background;
  const template = useQuery({
    ...templateQueryOptions(configuration.template.id),
    enabled: !own && Boolean(configuration.template.id),
  });
  if (own) return { url: own, pending: false };
  const entry = template.data?.data;
  const fromCms = entry ? mediaUrl(entry.previewImage ?? entry.frontImage, 'small') : undefined;
  if (fromCms) return { url: fromCms, pending: false };
  // Wait for the CMS before falling back, so the logo is not swapped for the template.
  if (template.isPending && template.fetchStatus !== 'idle') return { url: null, pending: true };
  return { url: configuration.images.logo, pending: false };
}
