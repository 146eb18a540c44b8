import type {
  HistoryEntry,
  OrderAddress,
  OrderDetail,
  OrderFile,
  OrderItemSummary,
} from '@federkiel/machines/fulfilment/dashboardApi';
import { allowedMoves } from '@federkiel/machines/fulfilment/moves';
import type { OrderStatus, ProductionStatus } from '@federkiel/machines/fulfilment/statuses';
import type { Db } from '../db/database.ts';
import type { OrderRowsTable, OrdersTable } from '../db/schema.ts';
import type { ApiCart } from '../store/cart/cartView.ts';
import { toEuros } from '../store/money.ts';
import { trackingOf } from '@federkiel/machines/fulfilment/tracking';
import { unwritableOf } from '../production/unwritableCards.ts';
import { campaignsOf } from '../wunderlinks/wunderlinkRecords.ts';
import type { OrderConfigurations } from './orderCards.ts';
import { orderHistory } from './orderHistory.ts';
import { orderTimeline, refundedCents } from './timeline.ts';
import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';

// One order as staff see it: every field of the spec's Order, the payment, the files the
// customer uploaded, the history of staff changes and the moves the machine allows now.

type Address = Partial<Record<string, string | null | undefined>>;

function orderAddress(address: Address | undefined): OrderAddress {
  const text = (key: string) => (address?.[key] ?? '').toString().trim();
  const name = text('name') || [text('first_name'), text('last_name')].filter(Boolean).join(' ');
  return {
    name,
    company: text('company'),
    address1: text('address1'),
    address2: text('address2'),
    zip: text('zip'),
    city: text('city'),
    country: text('country'),
    phone: text('phone'),
    vat_id: text('vat_id'),
  };
}

const hasAddress = (a: OrderAddress) => Boolean(a.address1 || a.city || a.zip);

const FILE_KINDS = [
  ['logo', 'logo'],
  ['outerBackground', 'hintergrund-aussen'],
  ['innerBackground', 'hintergrund-innen'],
] as const;

function filesOf(number: string, configurations: OrderConfigurations): OrderFile[] {
  const files: OrderFile[] = [];
  const seen = new Set<string>();
  configurations.lines.forEach(({ configuration }, index) => {
    for (const [kind, label] of FILE_KINDS) {
      const image = configuration.images[kind];
      if (!image || seen.has(image.url)) continue;
      seen.add(image.url);
      const extension = /\.(png|jpe?g)$/i.exec(image.url)?.[1]?.toLowerCase() ?? 'png';
      const line = configurations.lines.length > 1 ? `-${index + 1}` : '';
      files.push({ kind, url: image.url, name: `${number}${line}-${label}.${extension}` });
    }
  });
  return files;
}

/**
 * The Berlin day the cards were actually sent out (issue 40): the last move to „Versendet“
 * — the day the „versendet“ e-mail names — or null while they are not.
 */
export function sentDate(history: HistoryEntry[], production: ProductionStatus): string | null {
  if (production !== 'sent_out') return null;
  const move = history.findLast((h) => h.kind === 'production' && h.to === 'sent_out');
  return move ? isoDateInBerlin(new Date(move.at)) : null;
}

export async function orderDetail(
  db: Db,
  order: OrdersTable,
  row: OrderRowsTable,
  configurations: OrderConfigurations,
): Promise<OrderDetail> {
  const snapshot = JSON.parse(order.data) as ApiCart;
  const payments = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('date_created')
    .execute();
  const charged = payments.find((p) => p.method !== 'giftcard') ?? payments[0];
  const card = charged?.card
    ? (JSON.parse(charged.card) as { brand?: string; last4?: string })
    : null;
  const byItem = new Map(configurations.lines.map((l) => [l.itemId, l.configuration]));
  const items: OrderItemSummary[] = snapshot.items.map((item) => {
    const c = byItem.get(item.id);
    return {
      id: item.id,
      template: {
        id: c?.template.id ?? '',
        name: c?.template.name ?? item.product.name,
        image: item.product.images[0]?.file.url ?? c?.images.outerBackground?.url ?? null,
      },
      format: c?.canvas.name ?? item.product.name,
      font: c?.font.name ?? '',
      text_size: c?.textSize ?? '',
      cards: item.quantity,
      shipping: {
        // The mode that was charged wins over the design's own (one mode per order).
        mode: snapshot.shipping.service || c?.shipping.mode || '',
        date: c?.shipping.date ?? null,
        envelope: c?.shipping.envelope ?? '',
      },
      price_total: item.price_total,
    };
  });
  const shipping = orderAddress(snapshot.shipping as unknown as Address);
  const billing = orderAddress(snapshot.billing as unknown as Address);
  const status = order.status as OrderStatus;
  const production = order.production_status as ProductionStatus;
  const unwritable = await unwritableOf(db, order.id);
  const history = await orderHistory(db, order.id);
  return {
    id: order.id,
    number: order.number,
    date_created: order.date_created,
    status,
    production_status: production,
    payment_status: row.payment_status as OrderDetail['payment_status'],
    cards: row.card_count,
    ...(unwritable && unwritable.count > 0 ? { unwritable } : {}),
    grand_total: toEuros(order.grand_total_cents),
    sub_total: snapshot.sub_total,
    discount_total: snapshot.discount_total,
    shipment_total: snapshot.shipment_total,
    tax_total: snapshot.tax_total,
    email: order.email,
    items,
    shipping_date: row.shipping_date,
    sent_date: sentDate(history, production),
    shipping_mode: snapshot.shipping.service ?? items[0]?.shipping.mode ?? '',
    envelope: items[0]?.shipping.envelope ?? '',
    // "Same as the shipping address" leaves billing empty: the shipping address is billed.
    billing:
      hasAddress(billing) || !hasAddress(shipping)
        ? { ...billing, name: row.billing_name || billing.name }
        : shipping,
    // Cards sent to their recipients have no delivery address; the customer's is billed.
    shipping:
      hasAddress(shipping) && snapshot.shipping.service !== 'to_recipients' ? shipping : null,
    payment: charged
      ? { method: charged.method, brand: card?.brand ?? null, last4: card?.last4 ?? null }
      : null,
    client_comment: order.client_comment,
    additional_comment: order.additional_comment,
    files: filesOf(order.number, configurations),
    history,
    timeline: await orderTimeline(db, order.id),
    tracking: trackingOf(order.tracking_carrier, order.tracking_number),
    recipients: configurations.lines.reduce(
      (sum, { configuration }) => sum + configuration.recipients.length,
      0,
    ),
    money: {
      paid: toEuros(payments.reduce((sum, p) => sum + p.amount_cents, 0)),
      refunded: toEuros(await refundedCents(db, order.id)),
    },
    allowed: allowedMoves({ status, production }),
    wunderlink: order.wunderlink_id
      ? {
          id: order.wunderlink_id,
          campaign: (await campaignsOf(db, [order.wunderlink_id])).get(order.wunderlink_id) ?? '',
        }
      : null,
  };
}
