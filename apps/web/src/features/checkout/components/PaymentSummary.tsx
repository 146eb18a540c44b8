import { useT } from '../../../lib/i18n/useT.ts';
import { cardBrand } from '../payment/cardRules.ts';
import { useCheckoutSelector } from '../state/checkoutContext.ts';
import styles from './Checkout.module.css';

// Apart from PaymentStep.tsx: the summary shows in the page's first chunk, the step's form
// (card fields, methods) loads when the step is near (issue #44).

/** The chosen method in one line ("Kreditkarte · Visa •••• 4242"). */
export function PaymentSummary() {
  const { t } = useT('checkout');
  const choice = useCheckoutSelector((s) => s.context.choice);
  const savedCards = useCheckoutSelector((s) => s.context.savedCards);
  if (!choice) return null;
  let detail = '';
  if (choice.method === 'card' && choice.card) {
    const brand = cardBrand(choice.card.number) ?? '';
    detail = t('payment.cardEnding', { brand, last4: choice.card.number.slice(-4) }).trim();
  } else if (choice.method === 'savedCard') {
    const saved = savedCards.find((c) => c.id === choice.accountCardId);
    if (saved) detail = t('payment.cardEnding', { brand: saved.brand, last4: saved.last4 });
  }
  return (
    <p className={styles.summaryLine}>
      {t(`methods.${choice.method}`)}
      {detail ? ` · ${detail}` : ''}
    </p>
  );
}
