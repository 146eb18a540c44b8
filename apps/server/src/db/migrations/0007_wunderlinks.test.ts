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
  Object.entries(migrations).filter(([name]) => name < '0007_wunderlinks'),
);

async function openDb() {
  const { dir, cleanup } = makeTempDir();
  cleanups.push(cleanup);
  const db = await createDatabase({ kind: 'sqlite', file: path.join(dir, 'old.db') });
  cleanups.push(() => db.destroy());
  return db;
}

const at = '2026-11-01T10:00:00.000Z';

describe('0007_wunderlinks', () => {
  it('leaves orders placed before it unmarked', async () => {
    const db = await openDb();
    await migrateToLatest(db, before);
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
        production_status: 'order_received',
        email: 'alt@example.de',
        grand_total_cents: 1234,
        data: '{}',
        date_created: at,
        date_updated: at,
        client_comment: '',
        additional_comment: '',
      } as never)
      .execute();

    await migrateToLatest(db);

    const order = await db.selectFrom('orders').select('wunderlink_id').executeTakeFirstOrThrow();
    expect(order.wunderlink_id).toBeNull();
  });

  it('allows one redemption per account and link', async () => {
    const db = await openDb();
    await migrateToLatest(db);
    await db
      .insertInto('wunderlinks')
      .values({
        id: 'AAAAAAAAAAAAAAAAAAAAAA',
        campaign: 'Sommer',
        free_cards: 3,
        template_id: null,
        template_slug: null,
        template_name: null,
        group_id: null,
        group_slug: null,
        group_name: null,
        valid_from: at,
        valid_until: '2026-12-01T10:00:00.000Z',
        max_redemptions: 5,
        postage_included: 1,
        deactivated_at: null,
        deactivated_by: null,
        created_by: 'Greta',
        date_created: at,
        // `redemptions` left to the column's default.
      } as never)
      .execute();
    const link = await db.selectFrom('wunderlinks').selectAll().executeTakeFirstOrThrow();
    expect(link.redemptions).toBe(0);
    for (const id of ['ord_a', 'ord_b']) {
      await db
        .insertInto('orders')
        .values({
          id,
          number: `FK-${id}`,
          account_id: 'acc_1',
          session_id: 'ses',
          cart_id: `cart_${id}`,
          checkout_id: `chk_${id}`,
          status: 'delivery_pending',
          production_status: 'order_received',
          email: 'a@example.de',
          grand_total_cents: 0,
          data: '{}',
          date_created: at,
          date_updated: at,
          client_comment: '',
          additional_comment: '',
          wunderlink_id: link.id,
        })
        .execute();
    }
    const redemption = (orderId: string) =>
      db
        .insertInto('wunderlink_redemptions')
        .values({ link_id: link.id, account_id: 'acc_1', order_id: orderId, date_created: at })
        .execute();
    await redemption('ord_a');
    await expect(redemption('ord_b')).rejects.toThrow(/UNIQUE|PRIMARY/i);
  });
});
