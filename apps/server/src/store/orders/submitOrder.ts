import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cartConfigurationProblem,
  unconfiguredLineProblem,
} from '../../configurations/cartConfigurations.ts';
import {
  checkCartDesigns,
  type CheckedDesigns,
  uncheckedDesignProblem,
} from '../../configurations/cartDesignChecks.ts';
import type { ChargeResult, ChargeSource, PaymentMethod } from '../../payments/gateway.ts';
import {
  APPROVAL_RELEASED_MESSAGE,
  CAPTURE_IN_PROGRESS_MESSAGE,
  claimCapture,
  releaseApproval,
  reopenCapture,
} from '../../payments/approvals.ts';
import { announcePlacedOrder } from '../../business/webhooks/orderHooks.ts';
import { addressProblems } from '../addresses.ts';
import { priceCartData } from '../cart/cartPricing.ts';
import type { CartRecord } from '../cart/cartRecords.ts';
import type { CartTotals } from '../cart/totals.ts';
import {
  fieldErrors,
  isFieldErrors,
  REQUIRED,
  type FieldError,
  type FieldErrors,
} from '../fieldErrors.ts';
import { CURRENCY } from '../money.ts';
import { queued, transact, type SessionScope } from '../sessionScope.ts';
import type { ApiOrder } from './orderRecords.ts';
import { paymentSource, refuse } from './paymentSource.ts';
import { repeatedOrder } from './repeatedOrder.ts';
import { refuseBilling, settleApprovals, settleUnstored } from './submitSettlement.ts';
import { orderPriceParts, sendOrderConfirmation, writeOrder } from './writeOrder.ts';

// POST /cart/order: turns the session's cart into an order and charges it — once.
//
// 1. Check (one transaction, nothing written): the cart, the e-mail, shipping, coupon and
//    payment details. An empty session whose last order is only minutes old answers that
//    order again: a double click or a retry after a timeout arrives after the first
//    submission emptied the cart, and a second tab may return from its payment page after
//    the first placed the order (repeatedOrder.ts; the session's lock in the database
//    orders the events).
// 2. Charge the payment method through the gateway, outside any transaction, with an
//    idempotency key made of the cart and the amount: a retry gets the same charge back.
// 3. Store (one transaction): take the coupon use and the gift card amounts (conditional
//    updates — another session may have used them up meanwhile), then write the order with
//    the shared `writeOrder` (number, order, list row, payments); mark the cart converted
//    and detach it from the session. If this fails, the charge is refunded and nothing of
//    the order is left behind.
// 4. Send the confirmation e-mail (`sendOrderConfirmation`, shared as well). A WunderLink's
//    redemption places its free order through the same two functions.

interface Plan {
  cart: CartRecord;
  totals: CartTotals;
  email: string;
  source: ChargeSource | null;
  method: PaymentMethod | null;
}

/** `store` found the cart ordered already (by a concurrent submission). */
class CartAlreadyOrdered extends Error {
  constructor() {
    super('the cart was ordered by a concurrent submission');
    this.name = 'CartAlreadyOrdered';
  }
}

async function check(
  app: FastifyInstance,
  scope: SessionScope,
  designs: CheckedDesigns,
): Promise<Plan | { existing: ApiOrder }> {
  const cart = await scope.currentCart();
  if (!cart || cart.data.items.length === 0) {
    const existing = await repeatedOrder(scope, cart);
    if (existing) return { existing };
    refuse({ items: { code: 'REQUIRED', message: 'Dein Warenkorb ist leer.' } });
  }

  const { owner } = scope; // whose designs say where the cards go (postage per destination)
  const totals = await priceCartData(scope.db, cart.data, app.store.catalogue, scope.now, owner);
  const problems: Record<string, FieldError> = {};
  if (totals.items.length === 0)
    problems.items = { code: 'REQUIRED', message: 'Dein Warenkorb ist leer.' };
  const email = scope.account?.email ?? cart.data.guest_email;
  if (!email) problems['account.email'] = REQUIRED('Bitte gib deine E-Mail-Adresse an.');
  if (!totals.shipping) problems['shipping.service'] = REQUIRED('Bitte wähle eine Versandart.');
  if (totals.shipping?.id === 'to_customer') {
    Object.assign(problems, addressProblems('shipping', cart.data.shipping, true));
  }
  if (totals.couponProblem) problems.coupon_code = totals.couponProblem;
  // Configured cards (issue 4): each line's configuration is this customer's, with as many
  // cards as recipients.
  const configurationProblem = await cartConfigurationProblem(scope.db, cart.data.items, {
    sessionId: scope.sessionId,
    accountId: scope.account?.id ?? null,
  });
  if (configurationProblem) problems.items ??= configurationProblem;
  // A card line without a design has nothing to write (issue 26); refused before any charge.
  const unconfigured = unconfiguredLineProblem(
    cart.data.items,
    (id) => app.store.catalogue.product(id)?.name,
  );
  if (unconfigured) problems.items ??= unconfigured;
  const unchecked = uncheckedDesignProblem(cart.data.items, designs);
  if (unchecked) problems.items ??= unchecked;
  if (Object.keys(problems).length > 0) refuse(problems);

  const { source, method } = paymentSource(cart.data.billing, totals.captureTotalCents);
  return { cart, totals, email: email as string, source, method };
}

async function store(
  app: FastifyInstance,
  scope: SessionScope,
  plan: Plan,
  charge: (ChargeResult & { ok: true }) | null,
): Promise<ApiOrder> {
  const { db, now } = scope;
  const at = now.toISOString();
  const { cart, totals } = plan;

  // Checked again under the session's lock: another process (or a submission that lost the
  // in-process queue) may have ordered this cart since `check`. submitOrder then answers
  // that order.
  const current = await db
    .selectFrom('carts')
    .select('status')
    .where('id', '=', cart.id)
    .executeTakeFirst();
  if (current && current.status !== 'active') throw new CartAlreadyOrdered();

  if (totals.coupon && totals.couponDiscountCents > 0) {
    const taken = await db
      .updateTable('coupons')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('id', '=', totals.coupon.id)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('uses', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      refuse({
        coupon_code: {
          code: 'USED_UP',
          message: 'Dieser Gutscheincode wurde gerade zum letzten Mal eingelöst.',
        },
      });
    }
  }
  // In id order: two orders taking the same two gift cards then lock them in the same
  // order on PostgreSQL, instead of each holding one and waiting for the other (deadlock).
  const cardsToTake = totals.giftcards
    .filter((g) => g.amountCents > 0)
    .sort((x, y) => (x.giftcardId < y.giftcardId ? -1 : x.giftcardId > y.giftcardId ? 1 : 0));
  for (const card of cardsToTake) {
    const taken = await db
      .updateTable('giftcards')
      .set((eb) => ({
        balance_cents: eb('balance_cents', '-', card.amountCents),
        date_updated: at,
      }))
      .where('id', '=', card.giftcardId)
      .where('balance_cents', '>=', card.amountCents)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      refuse({
        giftcards: {
          code: 'BALANCE_CHANGED',
          message:
            'Das Guthaben einer Geschenkkarte hat sich geändert. Bitte prüfe deinen Warenkorb.',
        },
      });
    }
  }

  const { row, view } = await writeOrder(db, {
    cart,
    totals,
    sessionId: scope.sessionId,
    account: scope.account,
    email: plan.email,
    payments: [
      ...totals.giftcards
        .filter((g) => g.amountCents > 0)
        .map((g) => ({
          method: 'giftcard',
          gateway: 'giftcard',
          amount_cents: g.amountCents,
          transaction_id: g.giftcardId,
          card: null,
        })),
      ...(charge && plan.method
        ? [
            {
              method: plan.method,
              gateway: app.store.gateway.name,
              amount_cents: totals.captureTotalCents,
              transaction_id: charge.chargeId,
              card: charge.card ? JSON.stringify(charge.card) : null,
            },
          ]
        : []),
    ],
    now,
  });
  const orderId = row.id;

  cart.status = 'converted';
  cart.order_id = orderId;
  await db
    .updateTable('carts')
    .set({ status: 'converted', order_id: orderId, date_updated: at })
    .where('id', '=', cart.id)
    .execute();
  await scope.detachCart();
  await scope.updateSession({ last_order_id: orderId });
  return view;
}

export async function submitOrder(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ApiOrder | FieldErrors> {
  const { gateway } = app.store;
  // Every design with the pen fonts of now (issue 26), before the queue, the transaction and
  // any charge: a refusal throws ConfigurationRefused (422); an approval stays open.
  const designs = await checkCartDesigns(app, request);
  return queued(app, request, async () => {
    const checked = await transact(app, request, (scope) => check(app, scope, designs));
    if (isFieldErrors(checked)) return checked;
    if ('existing' in checked) return checked.existing;

    const plan = checked;
    // Issue 33: an approved intent is captured at most once per cart (payments/approvals.ts).
    const approval =
      plan.source?.kind === 'intent'
        ? {
            intentId: plan.source.intentId,
            cartId: plan.cart.id,
            method: plan.source.method,
            gateway: gateway.name,
          }
        : null;
    if (approval) {
      const claim = await claimCapture(app.db, approval, app.store.clock.now());
      if (claim === 'taken') {
        const existing = await settleUnstored(app, plan.cart.id, null);
        return existing ?? refuseBilling('capture_in_progress', CAPTURE_IN_PROGRESS_MESSAGE);
      }
      if (claim === 'released')
        return refuseBilling('approval_released', APPROVAL_RELEASED_MESSAGE);
      if (claim === 'foreign') {
        return refuseBilling(
          'authentication_failed',
          'Diese Zahlung gehört nicht zu deinem Warenkorb.',
        );
      }
    }
    let charge: (ChargeResult & { ok: true }) | null = null;
    if (plan.source) {
      const result = await gateway.charge({
        idempotencyKey: `${plan.cart.id}:${plan.totals.captureTotalCents}`,
        amountCents: plan.totals.captureTotalCents,
        currency: CURRENCY,
        source: plan.source,
      });
      if (!result.ok) {
        // The gateway refused this approval (amount changed, not approved): it can never
        // become the order, so the hold ends now rather than after the release time.
        if (approval) {
          await reopenCapture(app.db, approval.intentId);
          await releaseApproval(app.db, gateway, approval.intentId, app.store.clock.now()).catch(
            (error: unknown) => app.log.warn({ err: error }, 'releasing a refused approval failed'),
          );
        }
        return fieldErrors({
          billing: {
            code: result.code,
            message: result.message,
            requires_action: result.requiresAction,
          },
        });
      }
      charge = result;
    }

    let stored: ApiOrder | FieldErrors;
    try {
      stored = await transact(app, request, (scope) => store(app, scope, plan, charge));
    } catch (error) {
      // Another process stored this cart's order first (found under the lock, or
      // orders.cart_id is unique): answer that order.
      const existing = await settleUnstored(app, plan.cart.id, charge);
      await settleApprovals(app, plan.cart.id, approval?.intentId ?? null, existing, charge);
      if (existing) return existing;
      throw error;
    }
    if (isFieldErrors(stored)) {
      // A refusal (coupon used up meanwhile …) — unless the cart was ordered meanwhile.
      const existing = await settleUnstored(app, plan.cart.id, charge);
      await settleApprovals(app, plan.cart.id, approval?.intentId ?? null, existing, charge);
      return existing ?? stored;
    }
    await settleApprovals(app, plan.cart.id, approval?.intentId ?? null, stored, charge);

    // Issue 43: the account's webhooks hear of the order (placed, paid: captured just now).
    await announcePlacedOrder(app, stored);
    await sendOrderConfirmation(app, {
      order: stored,
      totals: plan.totals,
      email: plan.email,
      guestFirstName: plan.cart.data.shipping.first_name,
    });
    return stored;
  });
}

export { orderPriceParts };
