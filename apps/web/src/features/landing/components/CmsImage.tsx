import { mediaSrcSet, mediaUrl } from '../../../lib/cms/media.ts';
import type { StrapiMedia } from '../../../lib/cms/types.ts';

interface CmsImageProps {
  media: StrapiMedia;
  /**
   * Text alternative. The text-content entry's own `content` is the editor's alt text for
   * media entries (see `mediaAlt`); `''` marks a decorative image.
   */
  alt: string;
  sizes?: string;
  className?: string;
  /** The first screenful loads eagerly, everything below lazily. */
  priority?: boolean;
}

export function CmsImage({
  media,
  alt,
  sizes = '100vw',
  className,
  priority = false,
}: CmsImageProps) {
  const srcSet = mediaSrcSet(media);
  return (
    <img
      className={className}
      src={mediaUrl(media)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * The alt text of a media entry: the entry's content (editors write the alt text there),
 * else the upload's `alternativeText`, else a generic fallback.
 */
export function mediaAlt(
  media: StrapiMedia,
  entryText: string | undefined,
  fallback: string,
): string {
  return entryText || media.alternativeText?.trim() || fallback;
}
