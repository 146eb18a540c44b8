import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCheckoutCart, useCheckoutSelector, useCheckoutSend } from '../state/checkoutContext.ts';
import styles from './Checkout.module.css';

/** Step 4: the total once more, the legal note and "Zahlungspflichtig bestellen". */
export function ReviewStep() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  const { money } = useFormat();
  const cart = useCheckoutCart() as { grand_total?: number } | null;
  const problem = useCheckoutSelector((s) => (s.hasTag('review') ? s.context.problem : null));
  const canPay = useCheckoutSelector((s) => s.can({ type: 'PAY' }));
  const busy = useCheckoutSelector((s) => s.hasTag('busy'));

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        // The machine takes PAY only once (no PAY while paying); the button says so too.
        if (canPay) send({ type: 'PAY' });
      }}
    >
      {problem ? <Alert tone="error">{problem.message}</Alert> : null}
      <p className={styles.reviewTotal}>
        <span>{t('review.total')}</span>
        <strong>{money(cart?.grand_total ?? 0)}</strong>
      </p>
      <p className={styles.muted}>
        {t('review.legalBefore')} <Link to="/datenschutz">{t('review.privacy')}</Link>
        {t('review.legalAfter')}
      </p>
      <div className={styles.actions}>
        <SubmitButton pending={busy || !canPay} pendingLabel={t('review.paying')} size="lg">
          {t('review.pay')}
        </SubmitButton>
      </div>
    </form>
  );
}
