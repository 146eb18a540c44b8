// Pure helpers of the checkout machine: starting context, loaded data, the payment input.
import type { PaymentInput } from '../payments/types.ts';
import { EMPTY_ADDRESS, isAddressValid } from './address.ts';
import { enabledMethods, STORE_METHOD, type PaymentMethodId } from './methods.ts';
import {
  PERSISTED_STEPS,
  pendingPayment,
  restoredChoice,
  sameAddress,
  type PersistedStep,
} from './persistence.ts';
import type { CheckoutContext, CheckoutData, CheckoutInput } from './types.ts';
import { checkEmail } from '../validation.ts';

export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
    user: input.user,
    returnUrl: input.returnUrl,
    resume: input.resume ?? null,
    restore: input.restore ?? null,
    interrupted: input.interrupted ?? false,
    // A payment that comes back now is pending until settled; a reload keeps it.
    pending: input.resume
      ? pendingPayment(input.resume.method, input.resume.back, input.restore?.cartId ?? null)
      : (input.restore?.pending ?? null),
    cart: null,
    email: '',
    delivery: EMPTY_ADDRESS,
    billing: EMPTY_ADDRESS,
    billingSameAsDelivery: true,
    savedCards: [],
    settings: {},
    wallets: { googlePay: false, applePay: false },
    choice: null,
    paymentError: null,
    problem: null,
    couponProblem: null,
    order: null,
    express: false,
  };
}

export function withLoaded(context: CheckoutContext, data: CheckoutData): Partial<CheckoutContext> {
  const delivery = { ...EMPTY_ADDRESS, ...data.delivery };
  const billing = { ...EMPTY_ADDRESS, ...(data.billing ?? data.delivery) };
  // What the tab kept wins over the store's copy, but only for the same cart.
  const kept =
    context.restore && data.cart && context.restore.cartId === data.cart.id
      ? context.restore
      : null;
  return {
    cart: data.cart,
    // A guest's e-mail: as typed before a reload, else the one on the cart.
    email: context.user ? '' : kept?.email || data.email || context.email,
    delivery: kept ? kept.delivery : delivery,
    billing: kept ? kept.billing : billing,
    // The store keeps the billing address even when it is the delivery address.
    billingSameAsDelivery: kept
      ? kept.billingSameAsDelivery
      : data.billing === null || sameAddress(billing, delivery),
    savedCards: data.savedCards,
    settings: data.settings,
    wallets: data.wallets,
    // A resumed payment continues with the method that left; a reload with the one chosen.
    choice: context.resume
      ? resumedChoice(context.resume.method)
      : kept
        ? restoredChoice(kept.choice)
        : context.choice,
  };
}

/**
 * A returning customer with nothing left to ask (issue #27 item 3): signed in, nothing kept
 * by this tab for this cart, valid addresses (the last order's or the account's), a service
 * on the cart and a saved card. The checkout then saves the addresses by itself and opens
 * the review with every step done ("Ändern" on each).
 */
export function expressReady(context: CheckoutContext): boolean {
  const cart = context.cart;
  if (!context.user || !cart || !cart.shippingService) return false;
  if (context.restore && context.restore.cartId === cart.id) return false;
  if (!offeredMethods(context).includes('savedCard') || !context.savedCards[0]) return false;
  return addressesValid(context);
}

/** The choice can be paid with as it is (a card needs its typed data). */
export function choiceComplete(context: CheckoutContext): boolean {
  const choice = context.choice;
  if (!choice || !offeredMethods(context).includes(choice.method)) return false;
  if (choice.method === 'card') return !!choice.card;
  if (choice.method === 'savedCard')
    return context.savedCards.some((card) => card.id === choice.accountCardId);
  return true;
}

/**
 * Whether a reload may continue on `step`: the kept state had reached it and everything
 * before it still holds (saved addresses, a chosen service, a payable choice).
 */
export function restorableTo(context: CheckoutContext, step: PersistedStep): boolean {
  const kept = context.restore;
  if (!kept || !context.cart || kept.cartId !== context.cart.id) return false;
  if (PERSISTED_STEPS.indexOf(kept.step) < PERSISTED_STEPS.indexOf(step)) return false;
  if (step === 'addresses') return true;
  if (!addressesValid(context)) return false;
  if (step === 'shipping') return true;
  if (!context.cart.shippingService) return false;
  if (step === 'payment') return true;
  return choiceComplete(context);
}

export function resumedChoice(method: PaymentMethodId): CheckoutContext['choice'] {
  if (method === 'card') return { method: 'card' };
  if (method === 'savedCard') return null;
  return { method };
}

/** The methods on offer (spec §5): enabled in settings and usable on this device. */
export function offeredMethods(context: CheckoutContext): PaymentMethodId[] {
  return enabledMethods({
    settings: context.settings,
    wallets: context.wallets,
    savedCardCount: context.savedCards.length,
  });
}

/** A guest's e-mail address is usable (a signed-in customer's account brings its own). */
export function emailValid(context: CheckoutContext): boolean {
  return context.user !== null || checkEmail(context.email.trim()) === null;
}

export function addressesValid(context: CheckoutContext): boolean {
  return (
    emailValid(context) &&
    isAddressValid(context.delivery) &&
    isAddressValid(billingAddress(context))
  );
}

/** The invoice address; with "dieselbe wie die Lieferadresse" it keeps its business ids. */
export function billingAddress(context: CheckoutContext) {
  if (!context.billingSameAsDelivery) return context.billing;
  const { vatId, leitwegId } = context.billing;
  return { ...context.delivery, vatId, ...(leitwegId === undefined ? {} : { leitwegId }) };
}

/** The input of the chosen method's machine. */
export function paymentInput(context: CheckoutContext): PaymentInput {
  const choice = context.choice ?? { method: 'card' };
  const cart = context.cart;
  return {
    choice,
    amount: cart?.captureTotal ?? 0,
    // Spec §9: iDEAL defaults to EUR.
    currency: cart?.currency ?? 'EUR',
    returnUrl: context.returnUrl,
    settings: context.settings[STORE_METHOD[choice.method]] ?? {},
    subscription: cart?.subscription ?? false,
    cartPaymentId: cart?.paymentId ?? null,
    resume: context.resume?.back ?? null,
  };
}
