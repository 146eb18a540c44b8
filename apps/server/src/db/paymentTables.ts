// Tables of payments, the sandbox gateway, coupons and gift cards (Kysely types; see schema.ts).

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

export interface PaymentTables {
  payments: PaymentsTable;
  counters: CountersTable;
  coupons: CouponsTable;
  giftcards: GiftcardsTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_intents: SandboxIntentsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_amazon_sessions: SandboxAmazonSessionsTable;
  payment_approvals: PaymentApprovalsTable;
}
