import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { MAX_COMMENT_LENGTH } from '../api/checkoutRequests.ts';
import {
  useCheckoutCart,
  useCheckoutSelector,
  useCheckoutSend,
  useOrderComment,
} from '../state/checkoutContext.ts';
import { OrderComment } from './OrderComment.tsx';
import { OrderedNotice } from './OrderedNotice.tsx';
import { WalletButton } from '../wallet/WalletButton.tsx';
import styles from './Checkout.module.css';

/**
 * Step 4: the remark, the total once more, the legal note and "Zahlungspflichtig bestellen".
 * The remark goes on the cart before PAY (the order is placed from the cart, also after a
 * payment page), so "bestellen" first waits for it to be saved.
 */
export function ReviewStep() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  const { money } = useFormat();
  const cart = useCheckoutCart() as { grand_total?: number } | null;
  const { store: comment, saveComment } = useOrderComment();
  const problem = useCheckoutSelector((s) => (s.hasTag('review') ? s.context.problem : null));
  const canPay = useCheckoutSelector((s) => s.can({ type: 'PAY' }));
  const couponIssue = useCheckoutSelector((s) => s.context.cart?.couponIssue ?? null);
  const ordered = useCheckoutSelector((s) => s.hasTag('ordered'));
  const refreshing = useCheckoutSelector((s) => s.hasTag('refreshing'));
  const busy = useCheckoutSelector((s) => s.hasTag('busy'));
  const wallet = useCheckoutSelector((s) => {
    const method = s.context.choice?.method;
    return method === 'googlePay' || method === 'applePay' ? method : null;
  });
  const amazon = useCheckoutSelector((s) => s.context.choice?.method === 'amazon');
  // The legal note names the button the customer presses (issue #27 item 4).
  const buttonLabel = wallet
    ? t('wallet.buyWith', { wallet: t(`methods.${wallet}`) })
    : amazon
      ? t('review.payAmazon')
      : t('review.pay');
  const [saving, setSaving] = useState(false);
  const [commentError, setCommentError] = useState<string | null>(null);
  const savingRef = useRef(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  async function order() {
    // One save at a time; the machine takes PAY only once (no PAY while paying).
    if (!canPay || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    const saved = await saveComment(comment.get());
    savingRef.current = false;
    setSaving(false);
    if (!saved.ok) {
      setCommentError(
        saved.reason === 'tooLong'
          ? t('review.comment.tooLong', { max: MAX_COMMENT_LENGTH })
          : t('review.comment.saveFailed'),
      );
      commentRef.current?.focus();
      return;
    }
    setCommentError(null);
    send({ type: 'PAY' });
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void order();
      }}
    >
      <OrderedNotice />
      {problem ? <Alert tone="error">{problem.message}</Alert> : null}
      {couponIssue && !ordered ? (
        <Alert tone="error" title={couponIssue.message}>
          {t('review.couponIssue')}
        </Alert>
      ) : null}
      <OrderComment
        error={commentError}
        disabled={busy}
        readOnly={saving}
        textareaRef={commentRef}
      />
      <p className={styles.reviewTotal}>
        <span>{t('review.total')}</span>
        <strong>{money(cart?.grand_total ?? 0)}</strong>
      </p>
      <p className={styles.muted}>
        {t('review.legalBefore', { button: buttonLabel })}{' '}
        <Link to="/datenschutz">{t('review.privacy')}</Link>
        {t('review.legalAfter')}
      </p>
      <div className={styles.actions}>
        {wallet ? (
          // Spec §9: the wallet's own button (Google Pay 45px black "buy", Apple Pay 40px).
          <WalletButton wallet={wallet} pending={busy || saving || !canPay} label={buttonLabel} />
        ) : amazon ? (
          // Spec §9: Amazon Pay's button is gold, placed in the checkout (issue #41).
          <button
            type="submit"
            className={styles.amazonPayButton}
            disabled={busy || saving || !canPay}
            data-method="amazon"
          >
            {buttonLabel}
          </button>
        ) : (
          <SubmitButton
            pending={busy || saving || !canPay}
            pendingLabel={
              ordered ? t('ordered.title') : refreshing ? t('review.checking') : t('review.paying')
            }
            size="lg"
          >
            {buttonLabel}
          </SubmitButton>
        )}
      </div>
    </form>
  );
}
