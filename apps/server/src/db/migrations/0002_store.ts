import type { Kysely } from 'kysely';

// The store (issue 3): catalogue, carts, accounts, orders, coupons, gift cards and the
// sandbox payment gateway's own records. Structured data that is only ever read and
// written as a whole (cart contents, addresses, order snapshots) is a JSON text column;
// everything the server looks up or constrains by is a real column.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sessions only point at what hangs off them; the rows themselves are written lazily,
  // the first time a request stores something (store-api.md "Sessions").
  for (const column of ['cart_id', 'account_id', 'last_order_id', 'locale', 'currency']) {
    await db.schema.alterTable('sessions').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // The CMS canvas this product prints on (cms/src/seed/data/canvases.ts `key`).
    .addColumn('canvas_key', 'text', (c) => c.notNull().unique())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width_mm', 'integer', (c) => c.notNull())
    .addColumn('height_mm', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('postage_cents', 'integer', (c) => c.notNull())
    .addColumn('waiting_days', 'integer', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('category_ids', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('volume_discounts', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored lower-cased, so "Anna@Example.de" and "anna@example.de" are one account.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('address_form', 'text', (c) => c.notNull())
    .addColumn('email_optin', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'text')
    .addColumn('billing', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_addresses_account')
    .on('account_addresses')
    .column('account_id')
    .execute();

  // Saved cards hold what a receipt shows (brand, last 4, expiry) and the gateway's
  // token — never the card number.
  await db.schema
    .createTable('account_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('billing', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_cards_account')
    .on('account_cards')
    .column('account_id')
    .execute();

  // Reset keys and login tokens are stored as SHA-256 hashes: a leaked database does not
  // hand out working links.
  for (const table of ['password_resets', 'login_tokens']) {
    await db.schema
      .createTable(table)
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('date_created', 'text', (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text')
    .addColumn('session_id', 'text', (c) => c.notNull())
    // One order per cart: the database itself refuses a second order for the same cart.
    .addColumn('cart_id', 'text', (c) => c.notNull().unique())
    .addColumn('checkout_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('production_status', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_account').on('orders').column('account_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('card', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();

  // Sequential, human-friendly numbers (FK-100001, …) from a counter row updated inside
  // the order's transaction.
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Stored upper-cased; customers type codes in any case.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('min_order_cents', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('giftcards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('balance_cents', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();

  // The sandbox gateway's own records (a real gateway keeps these on its side).
  await db.schema
    .createTable('sandbox_card_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    // What the test card number does when charged — the number itself is not kept.
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull().unique())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_token', 'text')
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'text')
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('date_updated', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A retried charge with the same key returns the first charge instead of a second one.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_token', 'text')
    .addColumn('intent_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandbox_charges',
    'sandbox_intents',
    'sandbox_card_tokens',
    'giftcards',
    'coupons',
    'counters',
    'payments',
    'orders',
    'carts',
    'login_tokens',
    'password_resets',
    'account_cards',
    'account_addresses',
    'accounts',
    'products',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['cart_id', 'account_id', 'last_order_id', 'locale', 'currency']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
