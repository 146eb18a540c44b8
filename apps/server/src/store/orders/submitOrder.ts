import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartConfigurationProblem } from '../../configurations/cartConfigurations.ts';
import type { ChargeResult, ChargeSource, PaymentMethod } from '../../payments/gateway.ts';
import { REDIRECT_METHODS } from '../../payments/gateway.ts';
import { orderConfirmationMail } from '../../mail/templates.ts';
import { addressForm } from '../accounts/accountRecords.ts';
import { addressProblems } from '../addresses.ts';
import { billingIntentId, type BillingData } from '../cart/cartData.ts';
import { priceCartData } from '../cart/cartPricing.ts';
import type { CartRecord } from '../cart/cartRecords.ts';
import { apiCart } from '../cart/cartView.ts';
import type { CartTotals } from '../cart/totals.ts';
import type { PriceParts } from '@federkiel/machines/pricing/priceBreakdown';
import {
  fieldErrors,
  isFieldErrors,
  REQUIRED,
  type FieldError,
  type FieldErrors,
} from '../fieldErrors.ts';
import { newId } from '../ids.ts';
import { CURRENCY } from '../money.ts';
import { queued, Refusal, transact, type SessionScope } from '../sessionScope.ts';
import { loadConfigurations } from '../../configurations/configurationSummary.ts';
import { orderColumns } from './orderColumns.ts';
import { orderView, nextOrderNumber, type ApiOrder } from './orderRecords.ts';

// POST /cart/order: turns the session's cart into an order and charges it — once.
//
// 1. Check (one transaction, nothing written): the cart, the e-mail, shipping, coupon and
//    payment details. An empty session whose last order is only minutes old answers that
//    order again: a double click or a retry after a timeout arrives after the first
//    submission emptied the cart (the session queue guarantees that order of events).
// 2. Charge the payment method through the gateway, outside any transaction, with an
//    idempotency key made of the cart and the amount: a retry gets the same charge back.
// 3. Store (one transaction): take the coupon use and the gift card amounts (conditional
//    updates — another session may have used them up meanwhile), the next order number, the
//    order, its payments; mark the cart converted and detach it from the session. If this
//    fails, the charge is refunded and nothing of the order is left behind.
// 4. Send the confirmation e-mail.

/** How long a repeated submission on an emptied session returns the order just placed. */
export const RESUBMIT_WINDOW_MS = 15 * 60 * 1000;

interface Plan {
  cart: CartRecord;
  totals: CartTotals;
  email: string;
  source: ChargeSource | null;
  method: PaymentMethod | null;
}

function refuse(errors: Record<string, FieldError>): never {
  throw new Refusal(fieldErrors(errors));
}

function intentIdOf(billing: BillingData, method: PaymentMethod): string | null {
  const fromIntent = billingIntentId(billing.intent);
  if (fromIntent) return fromIntent;
  const methodData = method === 'card' ? undefined : billing[method];
  for (const key of ['token', 'id', 'payment_id']) {
    const value = methodData?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

function paymentSource(
  billing: BillingData,
  captureCents: number,
): { source: ChargeSource | null; method: PaymentMethod | null } {
  if (captureCents <= 0) return { source: null, method: null };
  const method = (billing.method ?? (billing.card ? 'card' : undefined)) as
    PaymentMethod | undefined;
  if (!method) refuse({ 'billing.method': REQUIRED('Bitte wähle eine Zahlungsart.') });
  const intentId = intentIdOf(billing, method);
  if (method === 'card') {
    const token = billing.card?.token;
    if (!token) refuse({ 'billing.card': REQUIRED('Bitte gib deine Kartendaten ein.') });
    return {
      method,
      source: intentId
        ? { kind: 'intent', intentId, method, cardToken: token }
        : { kind: 'card', token },
    };
  }
  if (REDIRECT_METHODS.includes(method) && intentId) {
    return { method, source: { kind: 'intent', intentId, method, cardToken: null } };
  }
  refuse({
    billing: {
      code: 'PAYMENT_REQUIRED',
      message: 'Bitte zuerst die Zahlung bestätigen.',
    },
  });
}

async function check(
  app: FastifyInstance,
  scope: SessionScope,
): Promise<Plan | { existing: ApiOrder }> {
  const cart = await scope.currentCart();
  if (!cart || cart.data.items.length === 0) {
    const lastId = scope.session.last_order_id;
    if (!cart && lastId) {
      const last = await scope.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', lastId)
        .executeTakeFirst();
      if (last && scope.now.getTime() - Date.parse(last.date_created) < RESUBMIT_WINDOW_MS) {
        const view = await orderView(scope.db, last);
        if (view) return { existing: view };
      }
    }
    refuse({ items: { code: 'REQUIRED', message: 'Dein Warenkorb ist leer.' } });
  }

  const totals = await priceCartData(scope.db, cart.data, app.store.catalogue, scope.now);
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
  for (const card of totals.giftcards.filter((g) => g.amountCents > 0)) {
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

  const orderId = newId('ord');
  const number = await nextOrderNumber(db);
  // The items' `configuration` stays null here: the order views fill it in (orderRecords.ts).
  const snapshot = apiCart({ ...cart, status: 'converted' }, totals, scope.account);
  const configurationOf = await loadConfigurations(db, cart.data.items);
  const owner = { sessionId: scope.sessionId, accountId: scope.account?.id ?? null };
  const paidCents =
    totals.giftcardTotalCents + (charge && plan.method ? totals.captureTotalCents : 0);
  const orderRow = {
    id: orderId,
    number,
    account_id: scope.account?.id ?? null,
    session_id: scope.sessionId,
    cart_id: cart.id,
    checkout_id: cart.checkout_id,
    // Paid in full at submission: the order waits for production and delivery.
    status: 'delivery_pending',
    production_status: 'order_received',
    email: plan.email,
    grand_total_cents: totals.grandTotalCents,
    data: JSON.stringify(snapshot),
    date_created: at,
    date_updated: at,
    client_comment: snapshot.comments?.trim() ?? '',
    additional_comment: '',
  };
  await db.insertInto('orders').values(orderRow).execute();
  await db
    .insertInto('order_rows')
    .values({
      order_id: orderId,
      number,
      email: plan.email,
      status: orderRow.status,
      production_status: orderRow.production_status,
      grand_total_cents: orderRow.grand_total_cents,
      date_created: at,
      ...orderColumns({
        number,
        email: plan.email,
        snapshot,
        configurations: cart.data.items.map((item) => configurationOf(item, owner)),
        grandTotalCents: totals.grandTotalCents,
        paidCents,
      }),
    })
    .execute();

  const payments = [
    ...totals.giftcards
      .filter((g) => g.amountCents > 0)
      .map((g) => ({
        id: newId('pay'),
        order_id: orderId,
        method: 'giftcard',
        gateway: 'giftcard',
        amount_cents: g.amountCents,
        status: 'success',
        transaction_id: g.giftcardId,
        card: null,
        date_created: at,
      })),
    ...(charge && plan.method
      ? [
          {
            id: newId('pay'),
            order_id: orderId,
            method: plan.method,
            gateway: app.store.gateway.name,
            amount_cents: totals.captureTotalCents,
            status: 'success',
            transaction_id: charge.chargeId,
            card: charge.card ? JSON.stringify(charge.card) : null,
            date_created: at,
          },
        ]
      : []),
  ];
  if (payments.length > 0) await db.insertInto('payments').values(payments).execute();

  cart.status = 'converted';
  cart.order_id = orderId;
  await db
    .updateTable('carts')
    .set({ status: 'converted', order_id: orderId, date_updated: at })
    .where('id', '=', cart.id)
    .execute();
  await scope.detachCart();
  await scope.updateSession({ last_order_id: orderId });

  const view = await orderView(db, orderRow);
  if (!view) throw new Error('order vanished inside its own transaction');
  return view;
}

export async function submitOrder(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ApiOrder | FieldErrors> {
  const { gateway, mailer } = app.store;
  return queued(app, request, async () => {
    const checked = await transact(app, request, (scope) => check(app, scope));
    if (isFieldErrors(checked)) return checked;
    if ('existing' in checked) return checked.existing;

    const plan = checked;
    let charge: (ChargeResult & { ok: true }) | null = null;
    if (plan.source) {
      const result = await gateway.charge({
        idempotencyKey: `${plan.cart.id}:${plan.totals.captureTotalCents}`,
        amountCents: plan.totals.captureTotalCents,
        currency: CURRENCY,
        source: plan.source,
      });
      if (!result.ok) {
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
      // Another process stored this cart's order first (orders.cart_id is unique): that
      // order owns the charge — the idempotency key gave both the same one — so it stays.
      const existing = await app.db
        .selectFrom('orders')
        .selectAll()
        .where('cart_id', '=', plan.cart.id)
        .executeTakeFirst();
      if (existing) {
        const view = await orderView(app.db, existing);
        if (view) return view;
      }
      if (charge) await gateway.refund(charge.chargeId);
      throw error;
    }
    if (isFieldErrors(stored)) {
      if (charge) await gateway.refund(charge.chargeId);
      return stored;
    }

    const account = stored.account_id
      ? await app.db
          .selectFrom('accounts')
          .selectAll()
          .where('id', '=', stored.account_id)
          .executeTakeFirst()
      : undefined;
    const mail = orderConfirmationMail({
      firstName: account?.first_name ?? plan.cart.data.shipping.first_name ?? '',
      form: addressForm(account ?? null),
      number: stored.number,
      lines: plan.totals.items.map((p) => ({
        id: p.item.id,
        name: p.product.name,
        quantity: p.item.quantity,
      })),
      parts: orderPriceParts(plan.totals),
      orderUrl: `${app.config.publicUrl}/order/${stored.id}`,
    });
    await mailer.send({ to: plan.email, kind: 'order-confirmation', ...mail });
    return stored;
  });
}

/**
 * The priced cart's figures for the shared price breakdown (docs/prices.md): the e-mail
 * names and adds them up as the shop's pages do.
 */
export function orderPriceParts(totals: CartTotals): PriceParts {
  return {
    items: totals.items.map((p) => ({ id: p.item.id, priceTotalCents: p.priceTotalCents })),
    subTotalCents: totals.subTotalCents,
    volumeCents: totals.volumeDiscountCents,
    couponCents: totals.couponDiscountCents,
    couponName: totals.coupon && totals.couponDiscountCents > 0 ? totals.coupon.name : null,
    shipmentCents: totals.shipmentTotalCents,
    shipmentTaxCents: totals.shipmentTaxCents,
    shippingService: totals.shipping?.id ?? null,
    taxCents: totals.taxTotalCents,
    grandTotalCents: totals.grandTotalCents,
    giftcardCents: totals.giftcardTotalCents,
  };
}
