import type { FastifyInstance } from 'fastify';
import type { PriceParts } from '@federkiel/machines/pricing/priceBreakdown';
import { loadConfigurations } from '../../configurations/configurationSummary.ts';
import type { Db } from '../../db/database.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { invoiceAttachments, issueInvoiceForOrder } from '../../invoices/issueInvoice.ts';
import { sendOrderMail } from '../../mail/orderMail.ts';
import { orderConfirmationMail } from '../../mail/templates.ts';
import { addressForm, type AccountRow } from '../accounts/accountRecords.ts';
import type { CartRecord } from '../cart/cartRecords.ts';
import { apiCart } from '../cart/cartView.ts';
import type { CartTotals } from '../cart/totals.ts';
import { newId } from '../ids.ts';
import { orderColumns } from './orderColumns.ts';
import { nextOrderNumber, orderView, type ApiOrder } from './orderRecords.ts';

// Writing an order, shared by every path that places one — the cart's `POST /cart/order`
// (submitOrder.ts) and a WunderLink's redemption (wunderlinks/redeemWunderlink.ts): the next
// order number, the order with its snapshot of the priced cart, the dashboard's list row,
// the payments, and afterwards the confirmation e-mail. Call `writeOrder` inside the
// transaction that also takes whatever the order uses up (coupon, gift cards, a
// WunderLink's redemption), so a refusal leaves nothing behind.

export interface PaymentToWrite {
  method: string;
  gateway: string;
  amount_cents: number;
  transaction_id: string | null;
  card: string | null;
}

export interface OrderToWrite {
  /** The cart the order is made of (its id, checkout id and data go into the order). */
  cart: CartRecord;
  /** The cart priced by the server; the order keeps these figures. */
  totals: CartTotals;
  sessionId: string;
  account: AccountRow | null;
  email: string;
  payments: PaymentToWrite[];
  /** The WunderLink the order redeems (issue 11); null for a bought order. */
  wunderlinkId?: string | null;
  now: Date;
}

export interface WrittenOrder {
  row: OrdersTable;
  view: ApiOrder;
}

export async function writeOrder(db: Db, order: OrderToWrite): Promise<WrittenOrder> {
  const { cart, totals, account, now } = order;
  const at = now.toISOString();
  const orderId = newId('ord');
  const number = await nextOrderNumber(db);
  // The items' `configuration` stays null here: the order views fill it in (orderRecords.ts).
  const snapshot = apiCart({ ...cart, status: 'converted' }, totals, account);
  const configurationOf = await loadConfigurations(db, cart.data.items);
  const owner = { sessionId: order.sessionId, accountId: account?.id ?? null };
  const paidCents = order.payments.reduce((sum, p) => sum + p.amount_cents, 0);
  const row: OrdersTable = {
    id: orderId,
    number,
    account_id: account?.id ?? null,
    session_id: order.sessionId,
    cart_id: cart.id,
    checkout_id: cart.checkout_id,
    // Paid in full (or free) at submission: the order waits for production and delivery.
    status: 'delivery_pending',
    production_status: 'order_received',
    email: order.email,
    grand_total_cents: totals.grandTotalCents,
    data: JSON.stringify(snapshot),
    date_created: at,
    date_updated: at,
    client_comment: snapshot.comments?.trim() ?? '',
    additional_comment: '',
    wunderlink_id: order.wunderlinkId ?? null,
  };
  await db.insertInto('orders').values(row).execute();
  await db
    .insertInto('order_rows')
    .values({
      order_id: orderId,
      number,
      email: order.email,
      status: row.status,
      production_status: row.production_status,
      grand_total_cents: row.grand_total_cents,
      date_created: at,
      wunderlink_id: row.wunderlink_id,
      ...orderColumns({
        number,
        email: order.email,
        snapshot,
        configurations: cart.data.items.map((item) => configurationOf(item, owner)),
        grandTotalCents: totals.grandTotalCents,
        paidCents,
      }),
    })
    .execute();

  if (order.payments.length > 0) {
    await db
      .insertInto('payments')
      .values(
        order.payments.map((payment) => ({
          ...payment,
          id: newId('pay'),
          order_id: orderId,
          status: 'success',
          date_created: at,
        })),
      )
      .execute();
  }

  await issueInvoiceForOrder(db, { order: row, totals, payments: order.payments, now });

  const view = await orderView(db, row);
  if (!view) throw new Error('order vanished inside its own transaction');
  return { row, view };
}

/** E-mails the order confirmation (after the order's transaction committed). */
export async function sendOrderConfirmation(
  app: FastifyInstance,
  input: {
    order: ApiOrder;
    totals: CartTotals;
    email: string;
    /** The name to greet a guest with (an account brings its own). */
    guestFirstName?: string | undefined;
    /** A WunderLink's campaign: the cards were a gift (issue 11). */
    giftCampaign?: string | undefined;
  },
): Promise<void> {
  const { order, totals } = input;
  const account = order.account_id
    ? await app.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', order.account_id)
        .executeTakeFirst()
    : undefined;
  const mail = orderConfirmationMail({
    firstName: account?.first_name ?? input.guestFirstName ?? '',
    form: addressForm(account ?? null),
    number: order.number,
    lines: totals.items.map((p) => ({
      id: p.item.id,
      name: p.product.name,
      quantity: p.item.quantity,
    })),
    parts: orderPriceParts(totals),
    orderUrl: `${app.config.publicUrl}/order/${order.id}`,
    giftCampaign: input.giftCampaign,
  });
  const attachments = await invoiceAttachments(app.db, order.id, app.log);
  await sendOrderMail(app, order.id, {
    to: input.email,
    kind: 'order-confirmation',
    ...mail,
    attachments,
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
