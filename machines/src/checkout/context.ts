// Pure helpers of the checkout machine: starting context, loaded data, the payment input.
import type { PaymentInput } from '../payments/types.ts';
import { EMPTY_ADDRESS, isAddressValid } from './address.ts';
import { enabledMethods, STORE_METHOD, type PaymentMethodId } from './methods.ts';
import type { CheckoutContext, CheckoutData, CheckoutInput } from './types.ts';

export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
    user: input.user,
    returnUrl: input.returnUrl,
    resume: input.resume ?? null,
    cart: null,
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
  };
}

export function withLoaded(context: CheckoutContext, data: CheckoutData): Partial<CheckoutContext> {
  return {
    cart: data.cart,
    delivery: { ...EMPTY_ADDRESS, ...data.delivery },
    billing: { ...EMPTY_ADDRESS, ...(data.billing ?? data.delivery) },
    billingSameAsDelivery: data.billing === null,
    savedCards: data.savedCards,
    settings: data.settings,
    wallets: data.wallets,
    // A resumed payment continues with the method that left.
    choice: context.resume ? resumedChoice(context.resume.method) : context.choice,
  };
}

function resumedChoice(method: PaymentMethodId): CheckoutContext['choice'] {
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

export function addressesValid(context: CheckoutContext): boolean {
  return (
    isAddressValid(context.delivery) &&
    (context.billingSameAsDelivery || isAddressValid(context.billing))
  );
}

export function billingAddress(context: CheckoutContext) {
  return context.billingSameAsDelivery ? context.delivery : context.billing;
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
