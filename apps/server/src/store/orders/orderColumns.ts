import type { ApiConfiguration } from '../../configurations/configurationSummary.ts';
import type { OrderRowsTable } from '../../db/schema.ts';
import type { ApiCart } from '../cart/cartView.ts';

// The dashboard's row of an order (`order_rows`): what the list shows, filters, sorts and
// searches on, derived once when the order is placed (orders never change their items).

export type OrderColumns = Pick<
  OrderRowsTable,
  | 'card_count'
  | 'template_name'
  | 'shipping_date'
  | 'billing_name'
  | 'search_text'
  | 'payment_status'
>;

type Named = { name?: string | null; first_name?: string | null; last_name?: string | null };

function personName(address: Named | undefined): string {
  const name = address?.name?.trim();
  if (name) return name;
  return [address?.first_name?.trim(), address?.last_name?.trim()].filter(Boolean).join(' ');
}

export function paymentStatus(grandTotalCents: number, paidCents: number): string {
  if (grandTotalCents === 0) return 'free';
  return paidCents >= grandTotalCents ? 'paid' : 'unpaid';
}

export function orderColumns(input: {
  number: string;
  email: string;
  snapshot: Pick<ApiCart, 'items' | 'billing' | 'shipping'>;
  configurations: (ApiConfiguration | null)[];
  grandTotalCents: number;
  paidCents: number;
}): OrderColumns {
  const { snapshot } = input;
  const first = input.configurations[0];
  const baseName = first?.template.name ?? snapshot.items[0]?.product.name ?? '';
  const extra = snapshot.items.length - 1;
  const dates = input.configurations
    .map((c) => c?.shipping.date)
    .filter((d): d is string => !!d)
    .sort();
  const billingName = personName(snapshot.billing) || personName(snapshot.shipping);
  return {
    card_count: snapshot.items.reduce((sum, item) => sum + item.quantity, 0),
    template_name: extra > 0 ? `${baseName} (+${extra})` : baseName,
    shipping_date: dates[0] ?? null,
    billing_name: billingName,
    search_text: [input.number, billingName, input.email].join(' ').toLowerCase(),
    payment_status: paymentStatus(input.grandTotalCents, input.paidCents),
  };
}
