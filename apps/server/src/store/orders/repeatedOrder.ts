import { approvalOf } from '../../payments/approvals.ts';
import { billingIntentId } from '../cart/cartData.ts';
import type { CartRecord } from '../cart/cartRecords.ts';
import type { SessionScope } from '../sessionScope.ts';
import { orderView, type ApiOrder } from './orderRecords.ts';

/** How long a repeated submission on an emptied session returns the order just placed. */
export const RESUBMIT_WINDOW_MS = 15 * 60 * 1000;

/**
 * The order this session just placed, when a submission repeats it: on an emptied session
 * (a retry), or from a second tab that comes back from its payment page after the first tab
 * placed the order — its return put the approval on a new, empty cart, and that approval
 * belongs to the ordered cart (and was released with the order).
 */
export async function repeatedOrder(
  scope: SessionScope,
  cart: CartRecord | null,
): Promise<ApiOrder | null> {
  const last = await recentOrder(scope);
  if (!last) return null;
  if (cart) {
    const intentId = billingIntentId(cart.data.billing.intent);
    const approval = intentId ? await approvalOf(scope.db, intentId) : null;
    if (approval?.cart_id !== last.cart_id) return null;
  }
  return orderView(scope.db, last);
}

/** The order this session placed within RESUBMIT_WINDOW_MS, or null. */
export async function recentOrder(scope: SessionScope) {
  const lastId = scope.session.last_order_id;
  if (!lastId) return null;
  const last = await scope.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', lastId)
    .executeTakeFirst();
  if (!last || scope.now.getTime() - Date.parse(last.date_created) >= RESUBMIT_WINDOW_MS) {
    return null;
  }
  return last;
}
