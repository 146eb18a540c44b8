import type { PaymentMethodId } from '@federkiel/machines';
import { pushToDataLayer, type DataLayerEntry } from './dataLayer.ts';
import {
  addPaymentInfoParams,
  addToCartParams,
  purchaseParams,
  type EcommerceLineSource,
  type EcommerceSource,
} from './ecommerce.ts';
import { rememberPurchaseTracked, wasPurchaseTracked } from './trackedPurchases.ts';
import { isTrackingAllowed } from './trackingConsent.ts';

// Spec §9's analytics events, pushed to `window.dataLayer` in the GA4 convention, and only
// while the cookie setting is unrestricted (spec §1). See docs/web.md "Analytics events".

export type AnalyticsEventName = 'sign_up' | 'add_to_cart' | 'add_payment_info' | 'purchase';

/**
 * Pushes `{ event: name, ...params }` when the stored cookie setting is `unrestricted` at
 * this moment; otherwise nothing. Ecommerce events (`params.ecommerce`) are preceded by
 * `{ ecommerce: null }` so a tag manager does not merge them with the previous one.
 * Returns whether the event was pushed.
 */
export function trackEvent(name: AnalyticsEventName, params: DataLayerEntry = {}): boolean {
  if (!isTrackingAllowed()) return false;
  const event = { event: name, ...params };
  try {
    pushToDataLayer('ecommerce' in params ? [{ ecommerce: null }, event] : [event]);
    return true;
  } catch {
    return false; // a broken tag must never break signing up, the cart or checkout
  }
}

/** An account was created (sign-up with e-mail and password). */
export function trackSignUp(): boolean {
  return trackEvent('sign_up', { method: 'email' });
}

/** The configurator put `addedLine` into `cart` (the cart the store answered). */
export function trackAddToCart(cart: EcommerceSource, addedLine: EcommerceLineSource): boolean {
  return trackEvent('add_to_cart', { ecommerce: addToCartParams(cart, addedLine) });
}

/** The customer chose how to pay for `cart` (the method id of the checkout machine). */
export function trackAddPaymentInfo(cart: EcommerceSource, paymentType: PaymentMethodId): boolean {
  return trackEvent('add_payment_info', { ecommerce: addPaymentInfoParams(cart, paymentType) });
}

/**
 * The order was submitted. Reported once per order number in this tab: calling it again
 * for the same order (a second render, a reload of the confirmation) pushes nothing.
 */
export function trackPurchase(order: EcommerceSource, paymentType: PaymentMethodId): boolean {
  const ecommerce = purchaseParams(order, paymentType);
  const id = ecommerce.transaction_id;
  if (id && wasPurchaseTracked(id)) return false;
  const pushed = trackEvent('purchase', { ecommerce });
  if (pushed && id) rememberPurchaseTracked(id);
  return pushed;
}
