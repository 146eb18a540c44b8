export { cookieConsentMachine, isCookieSetting } from './cookieConsent.ts';
export type {
  CookieConsentContext,
  CookieConsentEvent,
  CookieConsentInput,
  CookieSetting,
} from './cookieConsent.ts';
export { sessionMachine } from './session.ts';
export type {
  SessionAction,
  SessionContext,
  SessionError,
  SessionEvent,
  SessionInput,
  SessionOutcome,
  SessionProblem,
  SessionUser,
  SignInInput,
  SignUpInput,
} from './session.ts';

// The configurator (issue 4): machine, order configuration schemas and the pure rules it
// runs on. docs/configurator.md documents every export.
export { configuratorMachine } from './configurator.ts';
export * from './configurator/vocabulary.ts';
export * from './configurator/schema.ts';
export * from './configurator/recipientSchema.ts';
export * from './configurator/variables.ts';
export * from './configurator/salutation.ts';
export * from './configurator/countries.ts';
export * from './configurator/recipientValidation.ts';
export * from './configurator/messages.ts';
export * from './configurator/imageResolution.ts';
export * from './configurator/workingDays.ts';
export * from './configurator/shippingDate.ts';
export * from './configurator/canvasGeometry.ts';
export * from './configurator/cardText.ts';
export * from './configurator/fontMetrics.ts';
export * from './configurator/textLayout.ts';
export * from './configurator/fitCheck.ts';
export * from './configurator/handwriting.ts';
export * from './configurator/stepProblems.ts';
export * from './configurator/stepMessages.ts';
export * from './configurator/progress.ts';
export * from './configurator/edits.ts';
export * from './configurator/variants.ts';
export * from './configurator/orderConfiguration.ts';
export * from './configurator/machineTypes.ts';
export * from './configurator/machineContext.ts';
export * from './configurator/selectors.ts';
export * from './configurator/recipientColumns.ts';

// Checkout and payments (issue 5): the checkout machine, one machine per payment method and
// the pure payment rules. docs/checkout.md documents every export.
export { checkoutMachine } from './checkout.ts';
export * from './checkout/types.ts';
export * from './checkout/address.ts';
export * from './checkout/amounts.ts';
export * from './checkout/errors.ts';
export * from './checkout/methods.ts';
export * from './checkout/redirect.ts';
export * from './checkout/paymentParams.ts';
export * from './checkout/persistence.ts';
export { emailValid, offeredMethods, paymentInput } from './checkout/context.ts';
export { UNAVAILABLE_MESSAGE } from './checkout/transitions.ts';
export * from './payments/types.ts';
export * from './payments/walletTypes.ts';
export { cardPaymentMachine, type RedirectPaymentEvent } from './payments/card.ts';
export { savedCardPaymentMachine } from './payments/savedCard.ts';
export * from './payments/redirectMethods.ts';
export { redirectPaymentMachine, type RedirectMethodRules } from './payments/redirectPayment.ts';
export {
  applePayPaymentMachine,
  googlePayPaymentMachine,
  walletPaymentMachine,
  type WalletRules,
} from './payments/walletPayment.ts';
