// Table types for Kysely. Each migration that adds or changes a table updates this file.
// Timestamps are ISO-8601 strings written by the application, so SQLite and PostgreSQL
// store and return the same values. Columns named `data`, `images`, … hold JSON text;
// money columns end in `_cents` and hold integer cents.

import type { BusinessTables } from '../business/businessTables.ts';
import type { CustomerContentTables } from './customerContentTables.ts';
import type { PaymentTables } from './paymentTables.ts';

export type * from './customerContentTables.ts';
export type * from './paymentTables.ts';

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface SessionsTable {
  /** The opaque token swell-js sends as X-Session. */
  id: string;
  created_at: string;
  updated_at: string;
  /** The session's open cart (null after an order or a logout). */
  cart_id: string | null;
  /** The logged-in account, if any. */
  account_id: string | null;
  /** The last order submitted from this session (GET /cart/order without an id). */
  last_order_id: string | null;
  locale: string | null;
  currency: string | null;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  sort: number;
}

export interface ProductsTable {
  id: string;
  slug: string;
  canvas_key: string;
  sku: string;
  name: string;
  description: string;
  material: string;
  format: string;
  width_mm: number;
  height_mm: number;
  kind: string;
  price_cents: number;
  postage_cents: number;
  waiting_days: number;
  images: string;
  category_ids: string;
  attributes: string;
  volume_discounts: string;
  active: number;
  sort: number;
  date_created: string;
  date_updated: string;
}

export interface AccountsTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  /** 'du' or 'sie': how e-mails address the customer. */
  address_form: string;
  email_optin: number;
  shipping: string | null;
  billing: string | null;
  date_created: string;
  date_updated: string;
}

export interface AccountAddressesTable {
  id: string;
  account_id: string;
  data: string;
  date_created: string;
  date_updated: string;
}

export interface AccountCardsTable {
  id: string;
  account_id: string;
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  billing: string | null;
  date_created: string;
  date_updated: string;
}

/** password_resets and login_tokens: one-time secrets, stored as SHA-256 hashes. */
export interface OneTimeKeysTable {
  key_hash: string;
  account_id: string;
  expires_at: string;
  used_at: string | null;
  date_created: string;
}

export interface CartsTable {
  id: string;
  checkout_id: string;
  account_id: string | null;
  /** 'active' while shopping, 'converted' once an order was made from it. */
  status: string;
  data: string;
  order_id: string | null;
  date_created: string;
  date_updated: string;
}

export interface OrdersTable {
  id: string;
  number: string;
  account_id: string | null;
  session_id: string;
  cart_id: string;
  checkout_id: string;
  status: string;
  production_status: string;
  email: string;
  grand_total_cents: number;
  data: string;
  date_created: string;
  date_updated: string;
  /** The customer's "Anmerkung zur Bestellung" (issue 9). */
  client_comment: string;
  /** Staff remarks for production, printed on the production sheet. */
  additional_comment: string;
  /** The WunderLink the order redeemed (issue 11); null for every other order. */
  wunderlink_id: string | null;
  /** The parcel's carrier and tracking number (issue 28); null until staff enter one. */
  tracking_carrier?: string | null;
  tracking_number?: string | null;
}

/**
 * One narrow row per order with what the dashboard lists, filters, sorts and searches on
 * (issue 9); status and production_status are kept equal to the order's.
 */
export interface OrderRowsTable {
  order_id: string;
  number: string;
  email: string;
  status: string;
  production_status: string;
  grand_total_cents: number;
  date_created: string;
  card_count: number;
  template_name: string;
  /** The earliest shipping date of the order's lines, `YYYY-MM-DD`. */
  shipping_date: string | null;
  billing_name: string;
  /** Lower-case number, billing name and e-mail, for the dashboard's search. */
  search_text: string;
  payment_status: string;
  /** The WunderLink the order redeemed, for the list's mark (issue 11). */
  wunderlink_id: string | null;
}

/** Cards of an order the robot cannot write, as last found (issue 26). */
export interface OrderUnwritableCardsTable {
  order_id: string;
  count: number;
  /** JSON: `{ n, message }[]`, the first cards. */
  cards: string;
  checked_at: string;
}

/** A staff change or note on an order (issue 9). */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  at: string;
  staff_name: string;
  /** The staff account that made the change (issue 28); null for the admin key. */
  staff_id?: string | null;
  kind: string;
  from_value: string | null;
  to_value: string | null;
  note: string | null;
}

/** A system event of an order's timeline (issue 28); `data` is JSON. */
export interface OrderTimelineTable {
  id: string;
  order_id: string;
  at: string;
  kind: string;
  actor: string | null;
  /** The staff account behind the event (0015); null for the admin key and the shop. */
  staff_id?: string | null;
  data: string;
  once_key: string | null;
}

/** A personal staff account of the dashboard (issue 28, staff/staffAccounts.ts). */
export interface StaffAccountsTable {
  id: string;
  email: string;
  name: string;
  role: string;
  /** null while the invitation is open. */
  password_hash: string | null;
  invite_token_hash: string | null;
  invite_expires_at: string | null;
  created_at: string;
  created_by: string;
}

/** A dashboard session; the cookie carries the token, this table its SHA-256. */
export interface StaffSessionsTable {
  token_hash: string;
  staff_name: string;
  /** The staff account signed in (issue 28); null for the admin key's login. */
  account_id?: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
}

/** Issue 16: per-IP rate limit counters shared by every server process. */
export interface RateLimitsTable {
  name: string;
  key: string;
  hits: number;
  reset_at: string;
}

/** Production settings staff edit in the dashboard (issue 30): one JSON value per group. */
export interface ProductionSettingsTable {
  name: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** The owner's shop settings (issue 38), one JSON value per group (`shipping`). */
export interface ShopSettingsTable {
  name: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

export interface Database extends BusinessTables, PaymentTables, CustomerContentTables {
  app_meta: AppMetaTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  accounts: AccountsTable;
  account_addresses: AccountAddressesTable;
  account_cards: AccountCardsTable;
  password_resets: OneTimeKeysTable;
  login_tokens: OneTimeKeysTable;
  carts: CartsTable;
  orders: OrdersTable;
  order_rows: OrderRowsTable;
  order_events: OrderEventsTable;
  order_unwritable_cards: OrderUnwritableCardsTable;
  order_timeline: OrderTimelineTable;
  staff_sessions: StaffSessionsTable;
  staff_accounts: StaffAccountsTable;
  rate_limits: RateLimitsTable;
  production_settings: ProductionSettingsTable;
  shop_settings: ShopSettingsTable;
}
