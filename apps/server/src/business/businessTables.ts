// The business API's tables (migration 0017_business_api.ts), part of db/schema.ts's Database.

export interface BusinessApiKeysTable {
  id: string;
  account_id: string;
  name: string;
  mode: 'test' | 'live';
  secret_hash: string;
  last4: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface BusinessOrdersTable {
  id: string;
  account_id: string;
  api_key_id: string;
  mode: 'test' | 'live';
  order_id: string | null;
  configuration_id: string;
  quote: string;
  created_at: string;
}

export interface BusinessIdempotencyTable {
  api_key_id: string;
  key: string;
  body_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: string;
}

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  url: string;
  events: string;
  secret: string;
  created_at: string;
  deleted_at: string | null;
}

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  account_id: string;
  event: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_response: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface BusinessTables {
  business_api_keys: BusinessApiKeysTable;
  business_orders: BusinessOrdersTable;
  business_idempotency: BusinessIdempotencyTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
