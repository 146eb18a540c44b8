import {
  PAYMENT_METHODS,
  parseRedirectReturn,
  REDIRECT_QUERY_PARAMS,
  type CheckoutResume,
  type PaymentMethodId,
  type RedirectReturn,
} from '@federkiel/machines';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';

// Which payment method sent the customer to an approval page. The page comes back with only
// the gateway's parameters (spec §2); the method that left is remembered in sessionStorage
// (this tab only) and read once on the way back.

export const PAYMENT_MEMORY_KEY = 'fk.checkout.payment';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPaymentMethod(method: PaymentMethodId): void {
  writeStorage(PAYMENT_MEMORY_KEY, method, session());
}

export function forgetPaymentMethod(): void {
  removeStorage(PAYMENT_MEMORY_KEY, session());
}

function isMethod(value: string | null): value is PaymentMethodId {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '');
}

/** Without the memory (another tab, storage off): the gateway names the method if it can. */
function methodFromGateway(back: RedirectReturn): PaymentMethodId {
  if (back.gateway === 'paypal') return 'paypal';
  if (back.gateway === 'paysafecard') return 'paysafecard';
  if (back.gateway === 'amazon') return 'amazon';
  if (back.authorizationToken) return 'klarna';
  return 'card';
}

/**
 * The redirect the page was returned from, or null on an ordinary visit. Call
 * `forgetPaymentMethod` once it is taken (reading twice, as React's strict mode does, is safe).
 */
export function readRedirectReturn(search: string): CheckoutResume | null {
  const back = parseRedirectReturn(search);
  if (!back) return null;
  const remembered = readStorage(PAYMENT_MEMORY_KEY, session());
  return { method: isMethod(remembered) ? remembered : methodFromGateway(back), back };
}

/** The query string without the redirect's parameters (reloading must not pay again). */
export function withoutRedirectParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of REDIRECT_QUERY_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
