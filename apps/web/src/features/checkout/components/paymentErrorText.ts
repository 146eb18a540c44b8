import { PAYMENT_MESSAGES_DE, type PaymentError } from '@federkiel/machines';
import { useCallback } from 'react';
import { useT } from '../../../lib/i18n/useT.ts';

/**
 * The customer-facing text of a payment error: the store's own German decline text when it
 * sent one (kept as it is), else the catalogue text in the interface language and form of
 * address.
 */
export function usePaymentErrorText() {
  const { t } = useT('checkout');
  return useCallback(
    (error: PaymentError) =>
      error.de !== PAYMENT_MESSAGES_DE[error.key]
        ? error.de
        : t(error.key, { defaultValue: error.de }),
    [t],
  );
}
