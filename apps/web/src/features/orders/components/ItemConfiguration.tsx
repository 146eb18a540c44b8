import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreItemConfiguration } from '../../../lib/store/types.ts';
import { useItemImage } from '../../../lib/store/itemImage.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import styles from './ItemConfiguration.module.css';

/**
 * A small picture of the designed card in a box of fixed size (so nothing moves when the
 * picture arrives); a card outline when there is none. Decorative: the name stands next to it.
 */
export function ItemThumbnail({ configuration }: { configuration: StoreItemConfiguration }) {
  const image = useItemImage(configuration);
  return (
    <span className={styles.thumb} data-pending={image.pending || undefined} aria-hidden="true">
      {image.url ? (
        <img src={image.url} alt="" loading="lazy" decoding="async" />
      ) : image.pending ? null : (
        <svg viewBox="0 0 32 32" focusable="false">
          <rect x="5" y="8" width="22" height="16" rx="2" />
          <path d="M9 14c2-1.5 3 1 5-.5s3-1 5 0 2 .5 4-.5M9 18.5c2-1 3 .8 5-.3s3-.8 4 0" />
        </svg>
      )}
    </span>
  );
}

/** The item's name: the template the card was designed from, else the product. */
export function itemTitle(
  item: { product_name?: string; product?: { name?: string } | null; product_id?: string },
  configuration: StoreItemConfiguration | null | undefined,
): string {
  return (
    configuration?.template.name || item.product_name || item.product?.name || item.product_id || ''
  );
}

/** Shipping mode and envelope in words (an unknown value as it is). */
export function useConfigurationLabels() {
  const { t } = useT('orders');
  return {
    mode: (mode: string) => t(`configuration.modes.${mode}`, { defaultValue: mode }),
    envelope: (envelope: string) =>
      t(`configuration.envelopes.${envelope}`, { defaultValue: envelope }),
  };
}

/** What the customer chose for an item: format, hand, cards, recipients, shipping, envelope. */
export function ConfigurationFacts({
  configuration,
  label,
  sentDate,
}: {
  configuration: StoreItemConfiguration;
  /** Names the list for assistive technology ("Details zu …"). */
  label: string;
  /** The day the cards really went out (issue 40); replaces the planned date once known. */
  sentDate?: string | null | undefined;
}) {
  const { t } = useT('orders');
  const { day } = useFormat();
  const labels = useConfigurationLabels();
  const { canvas, font, shipping } = configuration;
  const facts: [string, string][] = [
    [t('configuration.format'), canvas.name],
    [t('configuration.font'), font.name],
    [
      t('configuration.amount'),
      [
        t('configuration.cards', { count: configuration.card_count }),
        t('configuration.recipients', { count: configuration.recipient_count }),
      ].join(' · '),
    ],
    [t('configuration.shipping'), labels.mode(shipping.mode)],
    sentDate
      ? [t('configuration.sentDate'), day(sentDate) || sentDate]
      : [t('configuration.shippingDate'), day(shipping.date) || shipping.date],
    [t('configuration.envelope'), labels.envelope(shipping.envelope)],
  ];
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
