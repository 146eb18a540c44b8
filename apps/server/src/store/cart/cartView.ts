import type { ApiConfiguration } from '../../configurations/configurationSummary.ts';
import { apiAccount, type AccountRow } from '../accounts/accountRecords.ts';
import { CURRENCY, toEuros, VAT_PERCENT } from '../money.ts';
import type { CartItemData } from './cartData.ts';
import type { CartRecord } from './cartRecords.ts';
import { withChargedMode } from './shipping.ts';
import type { CartTotals } from './totals.ts';

// The cart as swell-js and the shop read it (store-api.md "Cart"): snake_case, euros as
// numbers, every total computed by the server.

export const STORE_SETTINGS = {
  name: 'Federkiel',
  country: 'DE',
  locale: 'de-DE',
  currency: CURRENCY,
};

function maskCode(code: string): string {
  return `${'•'.repeat(Math.max(0, code.length - 4))}${code.slice(-4)}`;
}

/**
 * `configurationOf` answers each line's configuration summary (configurationSummary.ts);
 * without it every line shows `configuration: null`.
 */
export function apiCart(
  cart: CartRecord,
  totals: CartTotals,
  account: AccountRow | null,
  configurationOf: (item: CartItemData) => ApiConfiguration | null = () => null,
) {
  const { data } = cart;
  const services = totals.shippingServices;
  const discounts = [
    ...(totals.volumeDiscountCents > 0
      ? [
          {
            id: 'volume',
            type: 'volume',
            description: 'Mengenrabatt',
            amount: toEuros(totals.volumeDiscountCents),
          },
        ]
      : []),
    ...(totals.coupon && totals.couponDiscountCents > 0
      ? [
          {
            id: 'coupon',
            type: 'coupon',
            description: totals.coupon.name,
            code: totals.coupon.code,
            amount: toEuros(totals.couponDiscountCents),
          },
        ]
      : []),
  ];
  const loggedIn = account !== null;

  return {
    id: cart.id,
    checkout_id: cart.checkout_id,
    status: cart.status,
    currency: CURRENCY,
    display_currency: CURRENCY,
    display_locale: STORE_SETTINGS.locale,
    account_id: account?.id ?? null,
    account: account
      ? apiAccount(account)
      : data.guest_email
        ? { email: data.guest_email, guest: true }
        : null,
    guest: !loggedIn,
    account_logged_in: loggedIn,
    items: totals.items.map((p) => ({
      id: p.item.id,
      product_id: p.product.id,
      product_name: p.product.name,
      variant_id: p.item.variant_id,
      options: p.item.options,
      quantity: p.item.quantity,
      price: toEuros(p.priceCents),
      orig_price: null,
      price_total: toEuros(p.priceTotalCents),
      discount_each: toEuros(p.discountTotalCents / p.item.quantity),
      discount_total: toEuros(p.discountTotalCents),
      volume_discount_percent: p.volumePercent,
      tax_total: toEuros(p.taxTotalCents),
      discounts: [
        ...(p.volumeDiscountEachCents > 0
          ? [{ id: 'volume', amount: toEuros(p.volumeDiscountEachCents * p.item.quantity) }]
          : []),
        ...(p.couponShareCents > 0 ? [{ id: 'coupon', amount: toEuros(p.couponShareCents) }] : []),
      ],
      metadata: p.item.metadata,
      // The cart's one shipping mode, not each design's own (shipping.ts `withChargedMode`).
      configuration: withChargedMode(
        configurationOf(p.item),
        totals.shipping?.id ?? data.shipping.service,
      ),
      delivery: 'shipment',
      product: {
        id: p.product.id,
        name: p.product.name,
        slug: p.product.slug,
        sku: p.product.sku,
        canvas_key: p.product.canvasKey,
        price: toEuros(p.product.priceCents),
        images: p.product.images.map((url) => ({ file: { url } })),
      },
    })),
    item_quantity: totals.itemQuantity,
    sub_total: toEuros(totals.subTotalCents),
    item_discount: toEuros(totals.discountTotalCents),
    discount_total: toEuros(totals.discountTotalCents),
    discounts,
    item_tax: toEuros(totals.taxTotalCents - totals.shipmentTaxCents),
    tax_total: toEuros(totals.taxTotalCents),
    tax_included_total: 0,
    taxes: [
      {
        id: 'vat',
        name: `MwSt. ${VAT_PERCENT} %`,
        rate: VAT_PERCENT,
        amount: toEuros(totals.taxTotalCents),
      },
    ],
    shipment_price: toEuros(totals.shipmentTotalCents),
    shipment_total: toEuros(totals.shipmentTotalCents),
    shipment_tax: toEuros(totals.shipmentTaxCents),
    shipment_delivery: true,
    coupon_code: data.coupon_code,
    coupon: totals.coupon
      ? {
          id: totals.coupon.id,
          code: totals.coupon.code,
          name: totals.coupon.name,
          type: totals.coupon.type,
          applicable: totals.couponProblem === null,
          message: totals.couponProblem?.message ?? null,
        }
      : null,
    giftcards: totals.giftcards.map((g) => ({
      id: g.lineId,
      code_formatted: maskCode(g.code),
      last4: g.code.slice(-4),
      amount: toEuros(g.amountCents),
      balance: toEuros(g.balanceCents),
    })),
    giftcard_total: toEuros(totals.giftcardTotalCents),
    grand_total: toEuros(totals.grandTotalCents),
    capture_total: toEuros(totals.captureTotalCents),
    auth_total: 0,
    // Object.assign, not `{ ...data.shipping, service_name, … }`: in this V8 a spread followed
    // by new keys takes a slow path, ~1 µs per cart answer (issue #32).
    shipping: Object.assign({}, data.shipping, {
      service: totals.shipping?.id ?? data.shipping.service ?? null,
      service_name: totals.shipping?.name ?? null,
      price: totals.shipping ? toEuros(totals.shipping.priceCents) : null,
      estimate: totals.shipping?.estimate ?? null,
    }),
    shipment_rating: {
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        price: toEuros(s.priceCents),
        // „Zustellung in Österreich: 3–5 Werktage“, per destination of the cart's cards.
        estimate: s.estimate,
      })),
      errors: null,
    },
    billing: Object.assign({}, data.billing, {
      method: data.billing.method ?? null,
      card: data.billing.card ?? null,
      account_card_id: data.billing.account_card_id ?? null,
      intent: data.billing.intent ?? null,
    }),
    metadata: data.metadata,
    comments: data.comments,
    settings: STORE_SETTINGS,
    date_created: cart.date_created,
    date_updated: cart.date_updated,
  };
}

export type ApiCart = ReturnType<typeof apiCart>;
