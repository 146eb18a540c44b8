import type { AddressData } from '../store/cart/cartData.ts';
import type { CartTotals } from '../store/cart/totals.ts';
import { vatOn, VAT_PERCENT } from '../store/money.ts';
import type { DocumentKind } from './invoiceTables.ts';
import type { Seller } from './seller.ts';

// What an invoice says (§ 14 Abs. 4 UStG), frozen when it is issued and stored as JSON with
// it: the PDF and the XML are both made from this and nothing else, so they agree with each
// other and with the order to the cent. Every amount comes from the order's own priced cart
// (store/cart/totals.ts) — nothing is priced again here.

export interface Buyer {
  name: string;
  company: string | null;
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string | null;
  /** Leitweg-ID of a public-sector buyer: then an XRechnung is issued as well. */
  leitwegId: string | null;
  email: string;
}

export type LineKind = 'goods' | 'volume_discount' | 'coupon' | 'postage' | 'refund';

export interface InvoiceLine {
  position: number;
  kind: LineKind;
  name: string;
  quantity: number;
  /** Net unit price in cents (negative for a discount). */
  unitCents: number;
  netCents: number;
  vatPercent: number;
  vatCents: number;
}

export interface InvoicePayment {
  method: string;
  amountCents: number;
  /** The card charged (card, Google Pay, Apple Pay), as the gateway reported it. */
  card?: { brand: string; last4: string } | null;
}

export interface InvoiceContent {
  kind: DocumentKind;
  number: string;
  /** YYYY-MM-DD (Europe/Berlin). */
  issueDate: string;
  /**
   * The day of the supply: the shipping date the customer chose (a shipped supply happens when
   * the shipping begins, § 3 Abs. 6 UStG), the issue date when the order named none. Later
   * than the issue date on an invoice made at payment: then it is the expected day. Null on
   * a credit note of an order nothing was sent out of (cancelled before shipping).
   */
  deliveryDate: string | null;
  orderId: string;
  orderNumber: string;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatPercent: number;
  payments: InvoicePayment[];
  /** YYYY-MM-DD the order was paid; null for a credit note. */
  paidDate: string | null;
  /**
   * A credit note's payment means: where the money goes back to (the card or service that
   * paid, a gift card). Absent on documents issued before it (then the invoice's payments).
   */
  refundedTo?: InvoicePayment[];
  /**
   * What a credit note does: `cancellation` credits the whole invoice (Stornorechnung),
   * `partial` a part of it (Rechnungskorrektur). Absent on documents issued before it.
   */
  correction?: 'cancellation' | 'partial';
  /** A credit note's invoice. */
  refersTo: { number: string; issueDate: string } | null;
  reason: string | null;
  /**
   * A corrected invoice (Rechnungskorrektur, e.g. after an address correction): the invoice
   * it replaces and the credit note that cancelled that one. Absent on invoices before it.
   */
  corrects?: { number: string; issueDate: string; creditNote: string } | null;
}

/** The calendar day in Germany (invoice dates are German dates, not UTC ones). */
export function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(at);
}

type Address = AddressData & { leitweg_id?: string | undefined };

function hasAddress(address: Address | null | undefined): address is Address {
  return !!address?.address1?.trim();
}

function personName(address: Address | null | undefined): string {
  const name = address?.name?.trim();
  if (name) return name;
  return [address?.first_name?.trim(), address?.last_name?.trim()].filter(Boolean).join(' ');
}

/**
 * The buyer: the billing address when the order has one, else the shipping address, else the
 * account's stored billing or shipping address.
 */
export function buyerOf(input: {
  billing: Address;
  shipping: Address;
  accountAddresses: Address[];
  email: string;
  leitwegId?: string | null | undefined;
}): Buyer {
  const candidates = [input.billing, input.shipping, ...input.accountAddresses];
  const address = candidates.find(hasAddress) ?? {};
  const named = candidates.find((a) => personName(a)) ?? address;
  const vatId = input.billing.vat_id?.trim() || address.vat_id?.trim() || null;
  const leitwegId =
    input.leitwegId?.trim() ||
    input.billing.leitweg_id?.trim() ||
    address.leitweg_id?.trim() ||
    null;
  return {
    name: personName(named) || input.email,
    company: input.billing.company?.trim() || address.company?.trim() || null,
    street: [address.address1?.trim(), address.address2?.trim()].filter(Boolean).join(', '),
    zip: address.zip?.trim() ?? '',
    city: address.city?.trim() ?? '',
    country: (address.country?.trim() || 'DE').toUpperCase(),
    vatId,
    leitwegId,
    email: input.email,
  };
}

/**
 * The lines of an order's invoice: each card line at its list price, its volume discount as
 * a line of its own, the coupon as one line, the postage. VAT per line telescopes to what
 * the order charged: the order taxes each line's discounted value (rounded per line), so
 * a goods line carries the VAT of its list price and the discount lines the differences.
 */
export function orderLines(totals: CartTotals): InvoiceLine[] {
  const lines: Omit<InvoiceLine, 'position'>[] = [];
  let couponNet = 0;
  let couponVat = 0;
  for (const p of totals.items) {
    const quantity = p.item.quantity;
    const listVat = vatOn(p.priceTotalCents);
    lines.push({
      kind: 'goods',
      name: p.product.name,
      quantity,
      unitCents: p.priceCents,
      netCents: p.priceTotalCents,
      vatPercent: VAT_PERCENT,
      vatCents: listVat,
    });
    const volumeCents = p.volumeDiscountEachCents * quantity;
    const afterVolumeVat = vatOn(p.priceTotalCents - volumeCents);
    if (volumeCents > 0) {
      lines.push({
        kind: 'volume_discount',
        name: `Mengenrabatt ${p.volumePercent} % auf ${p.product.name}`,
        quantity,
        unitCents: -p.volumeDiscountEachCents,
        netCents: -volumeCents,
        vatPercent: VAT_PERCENT,
        vatCents: afterVolumeVat - listVat,
      });
    }
    couponNet += p.couponShareCents;
    couponVat += p.taxTotalCents - afterVolumeVat;
  }
  if (couponNet > 0) {
    const code = totals.coupon?.code ? ` (${totals.coupon.code})` : '';
    lines.push({
      kind: 'coupon',
      name: `Gutschein ${totals.coupon?.name ?? ''}${code}`.replace(/\s+/g, ' ').trim(),
      quantity: 1,
      unitCents: -couponNet,
      netCents: -couponNet,
      vatPercent: VAT_PERCENT,
      vatCents: couponVat,
    });
  }
  if (totals.shipmentTotalCents > 0) {
    lines.push({
      kind: 'postage',
      name: totals.shipping?.name ? `Versand: ${totals.shipping.name}` : 'Versand',
      quantity: 1,
      unitCents: totals.shipmentTotalCents,
      netCents: totals.shipmentTotalCents,
      vatPercent: VAT_PERCENT,
      vatCents: totals.shipmentTaxCents,
    });
  }
  return lines.map((line, index) => ({ ...line, position: index + 1 }));
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export interface OrderInvoiceInput {
  number: string;
  issuedAt: Date;
  orderId: string;
  orderNumber: string;
  totals: CartTotals;
  seller: Seller;
  buyer: Buyer;
  shippingDate: string | null;
  payments: InvoicePayment[];
}

export function orderInvoiceContent(input: OrderInvoiceInput): InvoiceContent {
  const lines = orderLines(input.totals);
  const netCents = sum(lines.map((l) => l.netCents));
  const vatCents = sum(lines.map((l) => l.vatCents));
  // The invoice adds up to the order's figures or it is not issued at all.
  if (
    vatCents !== input.totals.taxTotalCents ||
    netCents + vatCents !== input.totals.grandTotalCents
  ) {
    throw new Error(`invoice lines do not add up to order ${input.orderNumber}`);
  }
  const issueDate = berlinDate(input.issuedAt);
  return {
    kind: 'invoice',
    number: input.number,
    issueDate,
    deliveryDate: input.shippingDate?.slice(0, 10) || issueDate,
    orderId: input.orderId,
    orderNumber: input.orderNumber,
    seller: input.seller,
    buyer: input.buyer,
    lines,
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
    vatPercent: VAT_PERCENT,
    payments: input.payments,
    paidDate: issueDate,
    refersTo: null,
    reason: null,
  };
}

/**
 * A credit note for `grossCents` of an invoice. The whole invoice is credited with its own
 * net and VAT; a part is split into net and VAT at the invoice's rate.
 */
export function creditNoteContent(input: {
  number: string;
  issuedAt: Date;
  invoice: InvoiceContent;
  grossCents: number;
  reason: string;
  /** Where the money goes back to; default: the invoice's payments. */
  refundedTo?: InvoicePayment[];
  /** Whether the order's cards were sent out: else the note names no delivery at all. */
  delivered: boolean;
}): InvoiceContent {
  const { invoice } = input;
  const whole = input.grossCents === invoice.grossCents;
  const netCents = whole
    ? invoice.netCents
    : Math.round((input.grossCents * 100) / (100 + invoice.vatPercent));
  const vatCents = input.grossCents - netCents;
  const issueDate = berlinDate(input.issuedAt);
  return {
    ...invoice,
    kind: 'credit_note',
    number: input.number,
    issueDate,
    deliveryDate: input.delivered ? invoice.deliveryDate : null,
    correction: whole ? 'cancellation' : 'partial',
    lines: [
      {
        position: 1,
        kind: 'refund',
        name: `${whole ? 'Storno' : 'Korrektur'} zu Rechnung ${invoice.number}: ${input.reason}`,
        quantity: 1,
        unitCents: netCents,
        netCents,
        vatPercent: invoice.vatPercent,
        vatCents,
      },
    ],
    netCents,
    vatCents,
    grossCents: input.grossCents,
    payments: [],
    paidDate: null,
    refundedTo: input.refundedTo ?? invoice.payments,
    refersTo: { number: invoice.number, issueDate: invoice.issueDate },
    reason: input.reason,
  };
}
