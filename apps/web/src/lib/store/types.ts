// The store's records as swell-js hands them over (snake_case, euros as numbers; see
// shared/docs/store-api.md). Only the fields the shop reads are named.

import type {
  Envelope,
  Personalisation,
  ShippingMode,
  TextSize,
} from '@federkiel/machines/configurator/vocabulary';

/** spec §3 "Address": a saved address, or an account's delivery or billing address. */
export interface StoreAddress {
  id?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
  vat_id?: string;
}

export type AddressForm = 'du' | 'sie';

/** spec §3 "Account". */
export interface StoreAccount {
  id: string;
  email: string;
  first_name?: string;
  last_name?: string;
  name?: string;
  phone?: string | null;
  address_form?: AddressForm;
  shipping?: StoreAddress | null;
  billing?: StoreAddress | null;
  guest?: boolean;
}

export interface AccountCreateInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  address_form?: AddressForm;
  /** The session's guest order the account keeps (names, addresses; the order joins). */
  order_id?: string;
}

export interface AccountUpdateInput {
  first_name?: string;
  last_name?: string;
  password?: string;
  shipping?: StoreAddress;
  billing?: StoreAddress;
}

/** spec §4: the customer-facing order statuses, named once with the fulfilment machine. */
export { ORDER_STATUSES, type OrderStatus } from '@federkiel/machines/fulfilment/statuses';

/**
 * What the customer designed for a cart or order item (the stored order configuration,
 * summarised by the store; docs/uploads-and-configurations.md). Image values are urls.
 */
export interface StoreItemConfiguration {
  id: string;
  template: { id: string; name: string };
  canvas: { key: string; name: string; width_mm: number; height_mm: number };
  font: { name: string };
  personalisation: Personalisation;
  text_size: TextSize;
  card_count: number;
  recipient_count: number;
  /** `date`: the planned shipping date, `YYYY-MM-DD` (a German calendar day). */
  shipping: { mode: ShippingMode; date: string; envelope: Envelope };
  images: {
    logo: string | null;
    outer_background: string | null;
    inner_background: string | null;
  };
}

export interface StoreOrderItem {
  id: string;
  product_id?: string;
  product_name?: string;
  product?: { name?: string } | null;
  quantity: number;
  price?: number;
  price_total?: number;
  discount_total?: number;
  /** The item's card design; null (or missing) for items without one. */
  configuration?: StoreItemConfiguration | null;
}

/**
 * An invoice or credit note (issue 29, `GET /api/invoices`, docs/invoices.md). The links
 * carry the document's own secret: they open in a plain browser tab.
 */
export interface StoreInvoice {
  id: string;
  number: string;
  /** `invoice` (Rechnung) or `credit` (Stornorechnung / Rechnungskorrektur). */
  type: 'invoice' | 'credit';
  order_id: string;
  order_number?: string;
  /** A credit note's invoice number. */
  refers_to?: string | null;
  /** The invoice a corrected invoice (Rechnungskorrektur) replaces. */
  replaces?: string | null;
  date_created: string;
  date_issued?: string;
  grand_total: number;
  currency?: string;
  pdf_url: string;
  xml_url: string;
  /** Only for a public-sector buyer with a Leitweg-ID. */
  xrechnung_url?: string | null;
}

export interface StoreOrder {
  id: string;
  number?: string;
  /** The account the order belongs to; null for a guest order. */
  account_id?: string | null;
  /** The account as on the order; a guest's is `{email, guest: true}`. */
  account?: { email?: string; guest?: boolean } | null;
  status?: string;
  /** Where the order is in the workshop (spec §4: order_received … sent_out). */
  production_status?: string | null;
  date_created?: string;
  currency?: string;
  items?: StoreOrderItem[];
  item_quantity?: number;
  sub_total?: number;
  discount_total?: number;
  discounts?: { id: string; description?: string; amount: number }[];
  tax_total?: number;
  taxes?: { id: string; name?: string; amount: number }[];
  shipment_total?: number;
  grand_total?: number;
  paid?: boolean;
  /** The order's metadata; a WunderLink order names its campaign (issue 11). */
  metadata?: { wunderlink?: { id?: string; campaign?: string } } | null;
  shipment_tax?: number;
  giftcard_total?: number;
  /** The parcel's carrier and tracking number, once staff entered them (issue 28). */
  tracking?: { carrier: string; label: string; number: string; url: string } | null;
  /** The Berlin day the cards were sent out (issue 40), once they were; YYYY-MM-DD. */
  sent_date?: string | null;
  shipping?:
    | (StoreAddress & {
        service?: string | null;
        service_name?: string | null;
        price?: number | null;
      })
    | null;
  billing?:
    | (StoreAddress & {
        method?: string | null;
        card?: { brand?: string; last4?: string } | null;
      })
    | null;
}

/** A card saved on the account (`/account/cards`). */
export interface StoreSavedCard {
  id: string;
  brand?: string;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
}

/** The vault's answer to `card.createToken`. */
export interface StoreCardToken {
  token: string;
  brand?: string;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
}

/** A payment intent as the vault answers it (docs/store.md "Payment intents"). */
export interface StoreIntent {
  id: string;
  status: string;
  client_secret?: string;
  redirect_url?: string | null;
}

/** A list answer (`{count, page, pages, results}`). */
export interface StoreList<T> {
  count: number;
  limit?: number;
  page: number;
  pages?: Record<string, { start: number; end: number }>;
  results: T[];
}

/** The cart as the shop reads it (the configurator and checkout name more fields). */
export interface StoreCart {
  id: string;
  items?: StoreOrderItem[];
  grand_total?: number;
  [field: string]: unknown;
}

export interface StoreFieldError {
  code: string;
  message: string;
}

/** The contract's validation answer: `{"errors":{"field":{"code","message"}}}`. */
export type StoreFieldErrorMap = Record<string, StoreFieldError | undefined>;
