import type { PaymentMethodId, PaymentSettlement, PlacedOrder } from '@federkiel/machines';
import { PAYMENT_METHODS } from '@federkiel/machines';
import { getAppConfig } from '../../../lib/config/appConfig.ts';
import { getStore } from '../../../lib/store/store.ts';

// Issue #33: the payment a customer left to approve, known by the cart on the server
// (`/api/cart/payment-approval`, docs/checkout.md): written before the shop is left for the
// approval page, read by a reload, a second tab or a restarted browser. swell-js has no call
// for it, so it is a plain store request with the store key and the session, as swell-js
// sends them.

const PATH = '/api/cart/payment-approval';

/** The server's view of the cart's latest approval. */
export interface CartApproval {
  intent_id: string;
  method: string;
  status: 'open' | 'capturing' | 'captured' | 'releasing' | 'released';
  /** Approved at the gateway and not captured: the order may still be placed with it. */
  approved: boolean;
  order: PlacedOrder | null;
  /** The German text when it was released. */
  message: string | null;
}

async function storeRequest(method: 'GET' | 'PUT', body?: unknown, query = ''): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Basic ${btoa(getAppConfig().publicKey)}`,
  };
  const session = getStore().session.token();
  if (session) headers['X-Session'] = session;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${PATH}${query}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`${PATH} answered ${response.status}`);
  return response.json();
}

function isApproval(value: unknown): value is CartApproval {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CartApproval).intent_id === 'string' &&
    typeof (value as CartApproval).status === 'string'
  );
}

export interface ApprovalRequests {
  /** Before leaving for the approval page: the intent is this cart's until settled. */
  register(intentId: string): Promise<void>;
  /** The cart's approval of `intentId` (else its latest), also after its order; or null. */
  read(intentId?: string | null): Promise<CartApproval | null>;
}

export function createApprovalRequests(): ApprovalRequests {
  return {
    async register(intentId) {
      await storeRequest('PUT', { intent_id: intentId });
    },
    async read(intentId) {
      const query = intentId ? `?${new URLSearchParams({ intent_id: intentId }).toString()}` : '';
      const answer = await storeRequest('GET', undefined, query);
      return isApproval(answer) ? answer : null;
    },
  };
}

const asMethod = (value: string): PaymentMethodId | null =>
  (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethodId) : null;

/** An approval another tab (or a restarted browser) left to settle, for `loadCheckout`. */
export function openApproval(
  approval: CartApproval | null,
): { method: PaymentMethodId; intentId: string } | null {
  const method = approval && approval.approved ? asMethod(approval.method) : null;
  return approval && method ? { method, intentId: approval.intent_id } : null;
}

/**
 * How this tab's pending payment (`intentId`) stands, from the server's answer; `ordered` is
 * the cart's order `loadCheckout` found, if any.
 */
export function settlementOf(
  approval: CartApproval | null,
  intentId: string | null,
  ordered: PlacedOrder | null,
): PaymentSettlement {
  // Captured = this approval paid the order; otherwise another tab's order won and this
  // approval was released: „bereits aufgegeben“ rather than the order-complete page.
  if (approval?.order) {
    const own =
      approval.status === 'captured' && (intentId === null || approval.intent_id === intentId);
    return { status: 'ordered', order: approval.order, elsewhere: !own };
  }
  if (ordered) return { status: 'ordered', order: ordered, elsewhere: true };
  if (!approval) return { status: 'none' };
  const method = asMethod(approval.method);
  if (approval.status === 'released' || approval.status === 'releasing') {
    return approval.intent_id === intentId || intentId === null
      ? { status: 'released', message: approval.message ?? '' }
      : { status: 'none' };
  }
  if (!method) return { status: 'none' };
  // The tab's own payment goes on with its own answer (a refusal then says so); another
  // approval of the cart only when the server has it approved.
  if (approval.intent_id === intentId || approval.approved)
    return { status: 'approved', method, intentId: approval.intent_id };
  return { status: 'none' };
}
