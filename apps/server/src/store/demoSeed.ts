import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

// Demo coupons and gift cards for development and tests (listed in docs/store.md). They
// are written at start outside production only — a live shop must not hand out a known
// free gift card — and only when missing, so a developer's changes to them survive.

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoPromotions(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const at = now.toISOString();
  const coupons = [
    {
      code: 'WILLKOMMEN10',
      name: '10 % Willkommensrabatt',
      type: 'percent',
      amount: 10,
      min_order_cents: 0,
      expires_at: null,
      usage_limit: null,
    },
    {
      code: 'FEDER5',
      name: '5 € Rabatt ab 20 € Warenwert',
      type: 'fixed',
      amount: 500,
      min_order_cents: 2000,
      expires_at: null,
      usage_limit: null,
    },
    {
      code: 'GROSSAUFTRAG',
      name: '15 % ab 200 € Warenwert',
      type: 'percent',
      amount: 15,
      min_order_cents: 20000,
      expires_at: null,
      usage_limit: null,
    },
    {
      code: 'EINMALIG',
      name: '20 % – nur einmal einlösbar',
      type: 'percent',
      amount: 20,
      min_order_cents: 0,
      expires_at: null,
      usage_limit: 1,
    },
    {
      code: 'ABGELAUFEN',
      name: 'Abgelaufene Aktion',
      type: 'percent',
      amount: 50,
      min_order_cents: 0,
      expires_at: new Date(now.getTime() - DAY_MS).toISOString(),
      usage_limit: null,
    },
  ];
  await db
    .insertInto('coupons')
    .values(
      coupons.map((c, index) => ({
        id: `cpn_demo_${index + 1}`,
        ...c,
        uses: 0,
        active: 1,
        date_created: at,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  const giftcards = [
    { code: 'GESCHENK-25-DEMO', balance_cents: 2500, expires_at: null },
    { code: 'GESCHENK-100-DEMO', balance_cents: 10000, expires_at: null },
    {
      code: 'GESCHENK-ABGELAUFEN',
      balance_cents: 5000,
      expires_at: new Date(now.getTime() - DAY_MS).toISOString(),
    },
  ];
  await db
    .insertInto('giftcards')
    .values(
      giftcards.map((g, index) => ({
        id: `gft_demo_${index + 1}`,
        ...g,
        active: 1,
        date_created: at,
        date_updated: at,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
