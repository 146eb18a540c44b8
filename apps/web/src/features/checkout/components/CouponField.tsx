import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useCheckoutSelector, useCheckoutSend } from '../state/checkoutContext.ts';
import styles from './OrderSummary.module.css';

/** "Gutscheincode": apply or remove; the store's German refusal is shown as it is. */
export function CouponField() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  const applied = useCheckoutSelector((s) => s.context.cart?.couponCode ?? null);
  const problem = useCheckoutSelector((s) => s.context.couponProblem);
  // The coupon on the cart stopped applying (the store's words, e.g. below its minimum).
  const issue = useCheckoutSelector((s) => s.context.cart?.couponIssue ?? null);
  const busy = useCheckoutSelector((s) => s.hasTag('coupon-busy'));
  const canApply = useCheckoutSelector((s) => s.can({ type: 'APPLY_COUPON', code: 'x' }));
  const [code, setCode] = useState('');
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !code.trim()) return;
    send({ type: 'APPLY_COUPON', code });
  };

  if (applied) {
    return (
      <div className={styles.coupon}>
        {issue ? (
          <p className={styles.couponError} role="alert">
            {t('coupon.notApplicable', { code: applied })} {issue.message}
          </p>
        ) : (
          <p className={styles.couponApplied} role="status">
            {t('coupon.applied', { code: applied })}
          </p>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={busy || !canApply}
          onClick={() => send({ type: 'REMOVE_COUPON' })}
        >
          {t('coupon.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.coupon} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={styles.couponLabel}>
        {t('coupon.label')}
      </label>
      <div className={styles.couponRow}>
        <input
          id={id}
          className={styles.couponInput}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={busy || !canApply}>
          {busy ? t('coupon.applying') : t('coupon.apply')}
        </Button>
      </div>
      {problem ? (
        <p id={errorId} className={styles.couponError} role="alert">
          {problem.message}
        </p>
      ) : null}
    </form>
  );
}
