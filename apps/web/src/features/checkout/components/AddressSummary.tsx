import type { CheckoutAddress } from '@federkiel/machines';
import { addressLines, fromAddressValues } from '../../../lib/forms/addressValues.ts';
import { useRegionName } from '../../../lib/i18n/regionName.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCheckoutSelector } from '../state/checkoutContext.ts';
import styles from './Checkout.module.css';

function Lines({ address }: { address: CheckoutAddress }) {
  const regionName = useRegionName();
  return (
    <address className={styles.address}>
      {addressLines(fromAddressValues(address), regionName).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** The invoice's business ids (issue #27 item 3: a business sees them before ordering). */
function BusinessIds({ address }: { address: CheckoutAddress }) {
  const { t } = useT('checkout');
  const ids = [
    [t('business.vatId'), address.vatId.trim()],
    [t('business.leitwegId'), address.leitwegId?.trim() ?? ''],
  ].filter(([, value]) => value);
  if (ids.length === 0) return null;
  return (
    <p>
      {ids.map(([label, value]) => (
        <span key={label} className={styles.businessId}>
          {label} {value}
        </span>
      ))}
    </p>
  );
}

/** The chosen delivery and billing address, side by side. */
export function AddressSummary() {
  const { t } = useT('checkout');
  const delivery = useCheckoutSelector((s) => s.context.delivery);
  const billing = useCheckoutSelector((s) => s.context.billing);
  const same = useCheckoutSelector((s) => s.context.billingSameAsDelivery);
  const guestEmail = useCheckoutSelector((s) => (s.context.user ? null : s.context.email));
  return (
    <div className={styles.summaryColumns}>
      {guestEmail ? (
        <div>
          <h3 className={styles.summaryLabel}>{t('guest.email')}</h3>
          <p>{guestEmail}</p>
        </div>
      ) : null}
      <div>
        <h3 className={styles.summaryLabel}>{t('addresses.delivery')}</h3>
        <Lines address={delivery} />
      </div>
      <div>
        <h3 className={styles.summaryLabel}>{t('addresses.billing')}</h3>
        {same ? (
          <p className={styles.muted}>{t('addresses.sameAsDelivery')}</p>
        ) : (
          <Lines address={billing} />
        )}
        <BusinessIds address={billing} />
      </div>
    </div>
  );
}
