import { mediaSrcSet, mediaUrl } from '../../../lib/cms/media.ts';
import type { StrapiMedia } from '../../../lib/cms/types.ts';

interface CmsImageProps {
  media: StrapiMedia;
  /** Text alternative; the editor's `alternativeText` wins when set. `''` marks decoration. */
  alt: string;
  sizes?: string;
  className?: string;
  /** The first screenful loads eagerly, everything below lazily. */
  priority?: boolean;
}

export function CmsImage({ media, alt, sizes = '100vw', className, priority = false }: CmsImageProps) {
  const srcSet = mediaSrcSet(media);
  return (
    <img
      className={className}
      src={mediaUrl(media)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt === '' ? '' : media.alternativeText?.trim() || alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
