import type { IntentStatus, PaymentMethod } from '../gateway.ts';

// Where the approval page sends the customer back, with the query parameters each flow
// reads (spec §4 and swell-js's payment code):
// - card (3-D Secure), Klarna, iDEAL, Bancontact — Stripe style:
//   gateway=stripe&redirect_status=succeeded|failed|canceled&payment_intent=…&
//   payment_intent_client_secret=… (Klarna adds authorization_token on success);
// - PayPal: gateway=paypal&redirect_status=…&token=<intent id>(&PayerID=… on success);
// - paysafecard: gateway=paysafecard&payment_id=<intent id> — the shop then asks the vault
//   (PUT /intent) for the status: AUTHORIZED, CANCELED_CUSTOMER or FAILED;
// - Amazon Pay: gateway=amazon&redirect_status=… (&confirm=true&amazonCheckoutSessionId=…).

export type Decision = 'approve' | 'fail' | 'cancel';

export function redirectStatus(status: IntentStatus): 'succeeded' | 'failed' | 'canceled' {
  if (status === 'requires_capture' || status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  return 'failed';
}

export function returnUrlWithResult(
  returnUrl: string,
  intent: { id: string; clientSecret: string; method: PaymentMethod; status: IntentStatus },
): string {
  const url = new URL(returnUrl);
  const status = redirectStatus(intent.status);
  const set = (key: string, value: string) => url.searchParams.set(key, value);
  switch (intent.method) {
    case 'paypal':
      set('gateway', 'paypal');
      set('redirect_status', status);
      set('token', intent.id);
      if (status === 'succeeded') set('PayerID', 'SANDBOXPAYER');
      break;
    case 'paysafecard':
      set('gateway', 'paysafecard');
      set('payment_id', intent.id);
      break;
    case 'amazon':
      set('gateway', 'amazon');
      set('redirect_status', status);
      if (status === 'succeeded') {
        set('confirm', 'true');
        set('amazonCheckoutSessionId', intent.id);
      }
      break;
    default:
      set('gateway', 'stripe');
      set('redirect_status', status);
      set('payment_intent', intent.id);
      set('payment_intent_client_secret', intent.clientSecret);
      if (intent.method === 'klarna' && status === 'succeeded') {
        set('authorization_token', intent.id);
      }
  }
  return url.toString();
}

/** Return URLs may only lead back to the shop (no open redirect through the sandbox). */
export function allowedReturnUrl(value: string, publicUrl: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(publicUrl).origin) return true;
  // The Vite dev server and tests run on loopback under other ports.
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
