import type { ShippingMode } from '@federkiel/machines';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';
import { cartQueryOptions } from '../../../lib/store/cartQuery.ts';
import { useSessionUser } from '../../../lib/store/session.ts';
import styles from '../summary/SummaryStep.module.css';
import { useConfiguratorSelector, useConfiguratorSend } from '../state/configuratorContext.ts';
import { readLineEdit } from './lineEdit.ts';

interface CartLineLike {
  quantity: number;
  metadata?: { configurationId?: unknown } | null;
}

/**
 * One shipping mode per cart (issue 19). When other cards are already in the cart, their
 * mode holds for this card too: the summary opens with it (the customer sees the price with
 * it) and says so. Choosing the other mode here is the customer's answer to "which one
 * holds?": the notice then says that it will apply to every card, and "In den Warenkorb"
 * switches the cart (addToCart.ts). The line being edited from the cart does not count.
 */
export function CartShippingNotice() {
  const { t } = useT('configurator');
  const user = useSessionUser();
  const cart = useQuery(cartQueryOptions(user?.id ?? null));
  const shipping = useConfiguratorSelector((s) => s.context.draft.shipping);
  const send = useConfiguratorSend();
  const aligned = useRef(false);
  const [adjusted, setAdjusted] = useState(false);

  const data = cart.data as
    { items?: CartLineLike[]; shipping?: { service?: string | null } | null } | null | undefined;
  const editing = readLineEdit()?.configurationId;
  const others = (data?.items ?? []).filter(
    (item) => !editing || item.metadata?.configurationId !== editing,
  );
  const cartMode = (data?.shipping?.service ?? null) as ShippingMode | null;
  const otherCards = others.reduce((sum, item) => sum + item.quantity, 0);
  const applies = cartMode !== null && otherCards > 0;

  // Once per visit: the cart's mode holds unless the customer then chooses the other one.
  useEffect(() => {
    if (aligned.current || !applies || !cartMode) return;
    aligned.current = true;
    if (shipping.mode === cartMode) return;
    send({
      type: 'SET_SHIPPING',
      changes:
        cartMode === 'to_recipients' && shipping.envelope === 'blank'
          ? { mode: cartMode, envelope: 'closed' }
          : { mode: cartMode },
    });
    setAdjusted(true);
  }, [applies, cartMode, shipping.mode, shipping.envelope, send]);

  if (!applies || !cartMode) return null;
  const name = (mode: string) => t(`summary.shipping.${mode}.title`);
  if (shipping.mode === cartMode)
    return (
      <p className={styles.hint} role="status" data-testid="cart-shipping-notice">
        {t('cartShipping.same', { count: otherCards, mode: name(cartMode) })}
        {adjusted ? ` ${t('cartShipping.adjusted')}` : ''}
      </p>
    );
  return (
    <p className={styles.hint} role="status" data-testid="cart-shipping-notice">
      {t('cartShipping.switch', {
        count: otherCards,
        mode: name(shipping.mode),
        cartMode: name(cartMode),
      })}
    </p>
  );
}
