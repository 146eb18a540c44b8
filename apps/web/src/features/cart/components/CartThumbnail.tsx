import { useItemImage } from '../../../lib/store/itemImage.ts';
import type { StoreItemConfiguration } from '../../../lib/store/types.ts';
import styles from './CartPage.module.css';

/** The card's front (own picture, else the template's) in a box of fixed size. Decorative. */
export function CartThumbnail({
  configuration,
}: {
  configuration: StoreItemConfiguration | null | undefined;
}) {
  return (
    <span className={styles.thumb} aria-hidden="true">
      {configuration ? <Picture configuration={configuration} /> : <Outline />}
    </span>
  );
}

function Picture({ configuration }: { configuration: StoreItemConfiguration }) {
  const image = useItemImage(configuration);
  if (image.url) return <img src={image.url} alt="" loading="lazy" decoding="async" />;
  return image.pending ? null : <Outline />;
}

function Outline() {
  return (
    <svg viewBox="0 0 32 32" focusable="false">
      <rect x="5" y="8" width="22" height="16" rx="2" />
      <path d="M9 14c2-1.5 3 1 5-.5s3-1 5 0 2 .5 4-.5M9 18.5c2-1 3 .8 5-.3s3-.8 4 0" />
    </svg>
  );
}
