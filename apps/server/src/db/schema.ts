// Table types for Kysely. Each migration that adds or changes a table updates this file.
// Timestamps are ISO-8601 strings written by the application, so SQLite and PostgreSQL
// store and return the same values. Columns named `data`, `images`, … hold JSON text;
// money columns end in `_cents` and hold integer cents.

import type { BusinessTables } from '../business/businessTables.ts';

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

export interface PaymentsTable {
  id: string;
  order_id: string;
  method: string;
  gateway: string;
  amount_cents: number;
  status: string;
  transaction_id: string | null;
  card: string | null;
  date_created: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface CouponsTable {
  id: string;
  code: string;
  name: string;
  /** 'percent' (amount = percent) or 'fixed' (amount = net cents). */
  type: string;
  amount: number;
  min_order_cents: number;
  expires_at: string | null;
  usage_limit: number | null;
  uses: number;
  active: number;
  date_created: string;
}

export interface GiftcardsTable {
  id: string;
  code: string;
  balance_cents: number;
  expires_at: string | null;
  active: number;
  date_created: string;
  date_updated: string;
}

export interface SandboxCardTokensTable {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: string;
  date_created: string;
}

export interface SandboxIntentsTable {
  id: string;
  client_secret: string;
  method: string;
  status: string;
  amount_cents: number;
  currency: string;
  card_token: string | null;
  return_url: string;
  charge_id: string | null;
  date_created: string;
  date_updated: string;
}

/** Issue 41: what the buyer chose on the sandbox's Amazon Pay page, per checkout session. */
export interface SandboxAmazonSessionsTable {
  intent_id: string;
  signed_in: number;
  address_id: string | null;
  instrument_id: string | null;
  date_updated: string;
}

/** Issue 33: an approved payment of a cart until it is captured or released. */
export interface PaymentApprovalsTable {
  intent_id: string;
  cart_id: string;
  method: string;
  gateway: string;
  status: 'open' | 'capturing' | 'captured' | 'releasing' | 'released';
  order_id: string | null;
  expires_at: string;
  claimed_until: string | null;
  date_created: string;
  date_settled: string | null;
}

export interface SandboxChargesTable {
  id: string;
  idempotency_key: string;
  method: string;
  amount_cents: number;
  currency: string;
  card_token: string | null;
  intent_id: string | null;
  status: string;
  date_created: string;
}

/** A stored customer image (issue 4), named `<sha256 of the stored bytes>.<png|jpg>`. */
export interface UploadsTable {
  name: string;
  /** SHA-256 (hex) of the bytes as uploaded, before metadata was stripped. */
  source_sha256: string;
  content_type: string;
  bytes: number;
  width_px: number;
  height_px: number;
  session_id: string;
  account_id: string | null;
  date_created: string;
}

/** An order configuration (issue 4): the configurator's JSON, recipients included. */
export interface ConfigurationsTable {
  id: string;
  session_id: string;
  account_id: string | null;
  /** The store product of the configuration's canvas. */
  product_id: string;
  card_count: number;
  data: string;
  date_created: string;
  date_updated: string;
}

/** A signed-in customer's saved draft (issue 10); summary columns derived at save. */
export interface DraftsTable {
  id: string;
  account_id: string;
  /** 1 at creation, +1 with every save; `DELETE /swell/drafts/{id}/{revision}` names it. */
  revision: number;
  /** The `orderData` JSON text exactly as sent. */
  order_data: string;
  template_id: string | null;
  template_name: string | null;
  format: string | null;
  card_count: number;
  front_image: string | null;
  /** The payload's `version` (machines' DRAFT_VERSION when saved). */
  version: number;
  date_created: string;
  date_updated: string;
}

/** A signed-in customer's recipient list (issue 10). */
export interface RecipientListsTable {
  id: string;
  account_id: string;
  name: string;
  /** JSON array of the machines' `Recipient`. */
  recipients: string;
  count: number;
  last_used: string | null;
  date_created: string;
  date_updated: string;
}

/** A contact-form inquiry (issue 10). */
export interface ContactInquiriesTable {
  id: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  /** `du` | `sie`: the confirmation's address form. */
  form: string;
  ip: string;
  session_id: string | null;
  account_id: string | null;
  date_created: string;
}

/** A WunderLink (issue 11, docs/wunderlink.md); its status is computed, never stored. */
export interface WunderlinksTable {
  /** 22 characters of base64url (128 random bits): the link's only secret. */
  id: string;
  campaign: string;
  free_cards: number;
  /** The allowed CMS template (numeric id as text), or null. */
  template_id: string | null;
  template_slug: string | null;
  template_name: string | null;
  /** The allowed CMS group, or null; never together with a template. */
  group_id: string | null;
  group_slug: string | null;
  group_name: string | null;
  /** ISO-8601 UTC instants; valid while valid_from <= now < valid_until. */
  valid_from: string;
  valid_until: string;
  max_redemptions: number;
  redemptions: number;
  /** 1: franked to each recipient; 0: in one envelope to the customer. */
  postage_included: number;
  deactivated_at: string | null;
  deactivated_by: string | null;
  /** The staff name that created it. */
  created_by: string;
  date_created: string;
}

/** One account's redemption of a link; (link_id, account_id) is the primary key. */
export interface WunderlinkRedemptionsTable {
  link_id: string;
  account_id: string;
  order_id: string;
  date_created: string;
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

export interface Database extends BusinessTables {
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
  payments: PaymentsTable;
  counters: CountersTable;
  coupons: CouponsTable;
  giftcards: GiftcardsTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_intents: SandboxIntentsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_amazon_sessions: SandboxAmazonSessionsTable;
  payment_approvals: PaymentApprovalsTable;
  uploads: UploadsTable;
  configurations: ConfigurationsTable;
  order_rows: OrderRowsTable;
  order_events: OrderEventsTable;
  order_unwritable_cards: OrderUnwritableCardsTable;
  order_timeline: OrderTimelineTable;
  staff_sessions: StaffSessionsTable;
  staff_accounts: StaffAccountsTable;
  drafts: DraftsTable;
  recipient_lists: RecipientListsTable;
  contact_inquiries: ContactInquiriesTable;
  wunderlinks: WunderlinksTable;
  wunderlink_redemptions: WunderlinkRedemptionsTable;
  rate_limits: RateLimitsTable;
  production_settings: ProductionSettingsTable;
  shop_settings: ShopSettingsTable;
}
