import type { AnyStateMachine } from 'xstate';
import { checkoutMachine } from './checkout.ts';
import { configuratorMachine } from './configurator.ts';
import { cookieConsentMachine } from './cookieConsent.ts';
import { draftMachine } from './draft.ts';
import { fulfilmentMachine } from './fulfilment.ts';
import { cardPaymentMachine } from './payments/card.ts';
import {
  amazonPaymentMachine,
  bancontactPaymentMachine,
  idealPaymentMachine,
  klarnaPaymentMachine,
  paypalPaymentMachine,
  paysafecardPaymentMachine,
} from './payments/redirectMethods.ts';
import { savedCardPaymentMachine } from './payments/savedCard.ts';
import { applePayPaymentMachine, googlePayPaymentMachine } from './payments/walletPayment.ts';
import { sessionMachine } from './session.ts';
import { wunderlinkMachine } from './wunderlink.ts';

/** Every flow machine of the product; the diagram script draws each one. */
export const machines: Record<string, AnyStateMachine> = {
  configurator: configuratorMachine,
  cookieConsent: cookieConsentMachine,
  session: sessionMachine,
  checkout: checkoutMachine,
  fulfilment: fulfilmentMachine,
  draft: draftMachine,
  wunderlink: wunderlinkMachine,
  // Payment machines live in machines/src/payments/; their diagrams in docs/machines/payments/.
  'payments/card': cardPaymentMachine,
  'payments/savedCard': savedCardPaymentMachine,
  'payments/paypal': paypalPaymentMachine,
  'payments/klarna': klarnaPaymentMachine,
  'payments/ideal': idealPaymentMachine,
  'payments/bancontact': bancontactPaymentMachine,
  'payments/paysafecard': paysafecardPaymentMachine,
  'payments/amazon': amazonPaymentMachine,
  'payments/googlePay': googlePayPaymentMachine,
  'payments/applePay': applePayPaymentMachine,
};
