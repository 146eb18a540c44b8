import { ENVELOPES, SHIPPING_MODES, type ShippingMode } from '@federkiel/machines';
import { useT } from '../../../lib/i18n/useT.ts';
import { CartShippingNotice } from '../cartEdit/CartShippingNotice.tsx';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { ShippingDateField } from './ShippingDateField.tsx';
import { useConfiguratorGrant } from '../wunderlink/grantContext.ts';
import { GrantShippingMode } from '../wunderlink/GrantShipping.tsx';
import styles from './SummaryStep.module.css';

/** Shipping to me or to the recipients, the date, and the envelope (spec §1). */
export function ShippingOptions() {
  const { t } = useT('configurator');
  const send = useConfiguratorSend();
  const shipping = useConfiguratorSelector((s) => s.context.draft.shipping);
  // A WunderLink decides how the cards travel; there is nothing to choose then.
  const grant = useConfiguratorGrant();

  // A blank envelope carries no address, so it only works when the cards come to the customer.
  const chooseMode = (mode: ShippingMode) =>
    send({
      type: 'SET_SHIPPING',
      changes:
        mode === 'to_recipients' && shipping.envelope === 'blank'
          ? { mode, envelope: 'closed' }
          : { mode },
    });

  return (
    <section className={styles.card} aria-labelledby="summary-shipping-title">
      <h3 id="summary-shipping-title" className={styles.cardTitle}>
        {t('summary.shipping.title')}
      </h3>
      {grant ? (
        <GrantShippingMode legendClassName={styles.label} />
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('summary.shipping.mode')}</legend>
          <div className={styles.options}>
            {SHIPPING_MODES.map((mode) => (
              <label
                key={mode}
                className={styles.option}
                data-checked={shipping.mode === mode || undefined}
              >
                <input
                  type="radio"
                  name="shipping-mode"
                  className={styles.radio}
                  checked={shipping.mode === mode}
                  onChange={() => chooseMode(mode)}
                />
                <span className={styles.optionTitle}>{t(`summary.shipping.${mode}.title`)}</span>
                <span className={styles.optionText}>{t(`summary.shipping.${mode}.text`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {grant ? null : <CartShippingNotice />}
      <ShippingDateField />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('summary.envelope.title')}</legend>
        <div className={styles.options}>
          {ENVELOPES.map((envelope) => {
            const disabled = envelope === 'blank' && shipping.mode !== 'to_customer';
            return (
              <label
                key={envelope}
                className={styles.option}
                data-checked={shipping.envelope === envelope || undefined}
                data-disabled={disabled || undefined}
              >
                <input
                  type="radio"
                  name="envelope"
                  className={styles.radio}
                  checked={shipping.envelope === envelope}
                  disabled={disabled}
                  onChange={() => send({ type: 'SET_SHIPPING', changes: { envelope } })}
                />
                <span className={styles.optionTitle}>
                  {t(`summary.envelope.${envelope}.title`)}
                </span>
                <span className={styles.optionText}>
                  {disabled
                    ? t('summary.envelope.blankOnlyToMe')
                    : t(`summary.envelope.${envelope}.text`)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
