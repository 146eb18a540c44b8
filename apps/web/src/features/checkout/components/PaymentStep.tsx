import {
  offeredMethods,
  REDIRECT_METHODS,
  type PaymentChoice,
  type PaymentMethodId,
} from '@federkiel/machines';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { trackAddPaymentInfo } from '../../../lib/analytics/analytics.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { CardFields, EMPTY_CARD, type CardFormValue } from '../payment/CardFields.tsx';
import { cardDetailsOf } from '../payment/cardRules.ts';
import {
  Checkout,
  useCheckoutCart,
  useCheckoutSelector,
  useCheckoutSend,
} from '../state/checkoutContext.ts';
import { usePaymentErrorText } from './paymentErrorText.ts';
import styles from './Checkout.module.css';

/** Step 3: how to pay — card, saved card, PayPal first; others when the shop enables them. */
export function PaymentStep() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  const actor = Checkout.useActorRef();
  const cart = useCheckoutCart();
  const methods = useCheckoutSelector((s) => offeredMethods(s.context));
  const savedCards = useCheckoutSelector((s) => s.context.savedCards);
  // A card is saved on an account: a guest has none to save it to (issue #33).
  const signedIn = useCheckoutSelector((s) => s.context.user !== null);
  const previous = useCheckoutSelector((s) => s.context.choice);
  const paymentError = useCheckoutSelector((s) => s.context.paymentError);
  const errorText = usePaymentErrorText();
  // A returning customer's saved card comes first (issue #27 item 3): nothing to type.
  const [method, setMethod] = useState<PaymentMethodId | null>(
    previous && methods.includes(previous.method)
      ? previous.method
      : methods.includes('savedCard')
        ? 'savedCard'
        : (methods[0] ?? null),
  );
  const [card, setCard] = useState<CardFormValue>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(
    previous?.method === 'card' ? !!previous.saveCard : false,
  );
  const [savedCardId, setSavedCardId] = useState(
    previous?.method === 'savedCard' ? previous.accountCardId : (savedCards[0]?.id ?? ''),
  );
  const [showCardErrors, setShowCardErrors] = useState(false);
  const name = useId();
  const saveId = useId();

  const choiceFor = (chosen: PaymentMethodId): PaymentChoice | null => {
    if (chosen === 'card') {
      const details = cardDetailsOf(card);
      return details ? { method: 'card', card: details, saveCard: signedIn && saveCard } : null;
    }
    if (chosen === 'savedCard') {
      return savedCardId ? { method: 'savedCard', accountCardId: savedCardId } : null;
    }
    return { method: chosen } as PaymentChoice;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) return;
    const choice = choiceFor(method);
    if (!choice) {
      setShowCardErrors(true);
      const form = event.currentTarget;
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    send({ type: 'CHOOSE_METHOD', choice });
    send({ type: 'NEXT' });
    if (actor.getSnapshot().hasTag('review') && cart) trackAddPaymentInfo(cart, method);
  };

  if (methods.length === 0) {
    return <Alert tone="error">{t('payment.noMethods')}</Alert>;
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {paymentError ? (
        <Alert tone="error" title={t('payment.failedTitle')}>
          {errorText(paymentError)}
        </Alert>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className="fk-visually-hidden">{t('payment.legend')}</legend>
        <div className={styles.options}>
          {methods.map((id) => (
            <div key={id} className={styles.methodBlock} data-checked={id === method}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  value={id}
                  checked={id === method}
                  onChange={() => setMethod(id)}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{t(`methods.${id}`)}</span>
                  <span className={styles.optionHint}>{t(`methodHints.${id}`)}</span>
                </span>
              </label>
              {id === method && id === 'card' ? (
                <div className={styles.methodBody}>
                  <CardFields
                    value={card}
                    onChange={setCard}
                    showErrors={showCardErrors}
                    idPrefix="checkout-card"
                  />
                  {signedIn ? (
                    <label className={styles.check} htmlFor={saveId}>
                      <input
                        id={saveId}
                        type="checkbox"
                        checked={saveCard}
                        onChange={(event) => setSaveCard(event.target.checked)}
                      />
                      {t('payment.saveCard')}
                    </label>
                  ) : null}
                </div>
              ) : null}
              {id === method && id === 'savedCard' ? (
                <div
                  className={styles.methodBody}
                  role="radiogroup"
                  aria-label={t('payment.savedCards')}
                >
                  {savedCards.map((saved) => (
                    <label key={saved.id} className={styles.savedCard}>
                      <input
                        type="radio"
                        name={`${name}-saved`}
                        value={saved.id}
                        checked={saved.id === savedCardId}
                        onChange={() => setSavedCardId(saved.id)}
                      />
                      {t('payment.cardEnding', { brand: saved.brand, last4: saved.last4 })}
                    </label>
                  ))}
                </div>
              ) : null}
              {id === method && (id === 'googlePay' || id === 'applePay') ? (
                <p className={[styles.methodBody, styles.muted].join(' ')}>
                  {t('payment.walletHint', { method: t(`methods.${id}`) })}
                </p>
              ) : null}
              {id === method && id !== 'card' && REDIRECT_METHODS.includes(id) ? (
                <p className={[styles.methodBody, styles.muted].join(' ')}>
                  {t('payment.redirectHint', { method: t(`methods.${id}`) })}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <SubmitButton pending={false} pendingLabel="">
          {t('payment.next')}
        </SubmitButton>
      </div>
    </form>
  );
}
