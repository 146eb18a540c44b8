import type { FastifyInstance } from 'fastify';
import type { ChargeResult } from '../../payments/gateway.ts';
import {
  finishCapture,
  refundedCapture,
  releaseOtherApprovals,
  reopenCapture,
} from '../../payments/approvals.ts';
import { fieldErrors, type FieldErrors } from '../fieldErrors.ts';
import { orderView, type ApiOrder } from './orderRecords.ts';

// After the charge of POST /cart/order (submitOrder.ts): what becomes of a charge whose
// order was not stored by us, and of the cart's payment approvals once it is settled.

/**
 * After `store` did not write our order: the cart's order if a concurrent submission
 * stored one, else null. Our charge is refunded unless that order holds it — the gateway's
 * idempotency key gives both submissions the same charge, and refunding it would leave a
 * placed order unpaid; any other charge of ours would be a second payment.
 */
export async function settleUnstored(
  app: FastifyInstance,
  cartId: string,
  charge: (ChargeResult & { ok: true }) | null,
): Promise<ApiOrder | null> {
  const existing = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  const view = existing ? await orderView(app.db, existing) : null;
  if (charge) {
    const owned = existing
      ? await app.db
          .selectFrom('payments')
          .select('id')
          .where('order_id', '=', existing.id)
          .where('transaction_id', '=', charge.chargeId)
          .executeTakeFirst()
      : undefined;
    if (!owned) await app.store.gateway.refund(charge.chargeId);
  }
  return view ?? null;
}

export function refuseBilling(code: string, message: string): FieldErrors {
  return fieldErrors({ billing: { code, message } });
}

/**
 * After a submission: our approval is the order's payment, or (not stored, charge given
 * back) released, or open again; once the cart has an order every other approval of the cart
 * is released. A failing release is left to the release job (payments/approvalReleases.ts).
 */
export async function settleApprovals(
  app: FastifyInstance,
  cartId: string,
  intentId: string | null,
  order: ApiOrder | null,
  charge: (ChargeResult & { ok: true }) | null,
): Promise<void> {
  const now = app.store.clock.now();
  if (intentId) {
    if (order && charge) {
      const owned = await app.db
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', order.id)
        .where('transaction_id', '=', charge.chargeId)
        .executeTakeFirst();
      if (owned) await finishCapture(app.db, intentId, order.id, now);
      else await refundedCapture(app.db, intentId, now);
    } else if (charge) {
      await refundedCapture(app.db, intentId, now);
    } else {
      await reopenCapture(app.db, intentId);
    }
  }
  if (!order) return;
  try {
    await releaseOtherApprovals(app.db, app.store.gateway, cartId, intentId, now);
  } catch (error) {
    app.log.warn({ err: error, cartId }, 'releasing the other approvals of an ordered cart failed');
  }
}
