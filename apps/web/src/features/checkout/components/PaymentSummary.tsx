import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCheckoutSelector } from '../state/checkoutContext.ts';
import styles from './Checkout.module.css';

// Apart from PaymentStep.tsx: the summary shows in the page's first chunk, the step's form
// (card fields, methods) loads when the step is near (issue #44). The card's brand comes from
// swell-js's card rules (cardRules.ts), which the first chunk does not carry either: a typed
// card was chosen in the payment step, which loaded them, so they are there at once.

type CardBrand = (number: string) => string | null;
let loadedBrand: CardBrand | null = null;

function useCardBrand(number: string | null): string | null {
  const [brand, setBrand] = useState<CardBrand | null>(() => loadedBrand);
  useEffect(() => {
    if (number === null || brand) return;
    let live = true;
    void import('../payment/cardRules.ts').then(({ cardBrand }) => {
      loadedBrand = cardBrand;
      if (live) setBrand(() => cardBrand);
    });
    return () => {
      live = false;
    };
  }, [number, brand]);
  return number !== null && brand ? brand(number) : null;
}

/** The chosen method in one line ("Kreditkarte · Visa •••• 4242"). */
export function PaymentSummary() {
  const { t } = useT('checkout');
  const choice = useCheckoutSelector((s) => s.context.choice);
  const savedCards = useCheckoutSelector((s) => s.context.savedCards);
  const typedCard = choice?.method === 'card' && choice.card ? choice.card.number : null;
  const brandOfTyped = useCardBrand(typedCard);
  if (!choice) return null;
  let detail = '';
  if (choice.method === 'card' && choice.card) {
    const brand = brandOfTyped ?? '';
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
