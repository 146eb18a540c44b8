import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const before = Object.fromEntries(
  Object.entries(migrations).filter(([name]) => name < '0005_dashboard'),
);

describe('0005_dashboard', () => {
  it('fills the list row and the client comment of orders placed before it', async () => {
    const { dir, cleanup } = makeTempDir();
    cleanups.push(cleanup);
    const db = await createDatabase({ kind: 'sqlite', file: path.join(dir, 'old.db') });
    cleanups.push(() => db.destroy());
    await migrateToLatest(db, before);

    const at = '2026-11-01T10:00:00.000Z';
    await db
      .insertInto('configurations')
      .values({
        id: 'cfg_old',
        session_id: 'ses_old',
        account_id: null,
        product_id: 'prd_a6_postkarte',
        card_count: 2,
        data: JSON.stringify({
          template: { name: 'Frohe Weihnachten' },
          shipping: { date: '2026-12-01' },
        }),
        date_created: at,
        date_updated: at,
      })
      .execute();
    const snapshot = {
      items: [
        {
          quantity: 2,
          product: { name: 'A6 Postkarte' },
          metadata: { configurationId: 'cfg_old' },
        },
        { quantity: 1, product: { name: 'A4 Brief' }, metadata: null },
      ],
      billing: {},
      shipping: { first_name: 'Jürgen', last_name: 'Öztürk' },
      comments: '  Bitte mit Goldstift  ',
    };
    // Written with the columns the table had before 0005.
    await db
      .insertInto('orders')
      .values({
        id: 'ord_old',
        number: 'FK-100001',
        account_id: null,
        session_id: 'ses_old',
        cart_id: 'cart_old',
        checkout_id: 'chk_old',
        status: 'delivery_pending',
        production_status: 'in_production',
        email: 'alt@example.de',
        grand_total_cents: 1234,
        data: JSON.stringify(snapshot),
        date_created: at,
        date_updated: at,
      } as never)
      .execute();
    await db
      .insertInto('payments')
      .values({
        id: 'pay_old',
        order_id: 'ord_old',
        method: 'card',
        gateway: 'sandbox',
        amount_cents: 1234,
        status: 'success',
        transaction_id: null,
        card: null,
        date_created: at,
      })
      .execute();

    await migrateToLatest(db);

    const row = await db.selectFrom('order_rows').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      order_id: 'ord_old',
      number: 'FK-100001',
      status: 'delivery_pending',
      production_status: 'in_production',
      card_count: 3,
      template_name: 'Frohe Weihnachten (+1)',
      shipping_date: '2026-12-01',
      billing_name: 'Jürgen Öztürk',
      search_text: 'fk-100001 jürgen öztürk alt@example.de',
      payment_status: 'paid',
    });
    const order = await db
      .selectFrom('orders')
      .select(['client_comment', 'additional_comment'])
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ client_comment: 'Bitte mit Goldstift', additional_comment: '' });
  });
});
