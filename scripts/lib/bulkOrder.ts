import type { buildServer } from '@federkiel/server';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';

// The benchmarks' large order (bench-dashboard.ts, bench-production.ts): one order line of
// A6 postcards with thousands of sample recipients, stored as the shop stores it — a
// configuration row and the order's cart snapshot whose item points at it — straight into the
// database: the benchmarks measure what staff do with an order, not the checkout.

type Db = Awaited<ReturnType<typeof buildServer>>['db'];

export const BULK_CONFIGURATION_ID = 'cfg_bench_big';

export interface BulkOrderOptions {
  cards: number;
  /** The card text of each address form; `{{Anrede}}` is the recipient's salutation. */
  body: (form: 'du' | 'sie' | 'ihr') => string;
  /** The configured shipping date (`YYYY-MM-DD`). */
  shippingDate: string;
  /** The configuration's dates (ISO). */
  now: string;
}

/** Stores the configuration of `cards` postcards under `BULK_CONFIGURATION_ID`. */
export async function storeBulkConfiguration(db: Db, options: BulkOrderOptions): Promise<void> {
  const configuration = {
    version: 1,
    canvas: {
      id: '1',
      key: 'a6-postkarte',
      name: 'A6 Postkarte',
      kind: 'postcard',
      widthMm: 148,
      heightMm: 105,
    },
    template: { id: '21', name: 'Konfetti-Geburtstag' },
    personalisation: 'salutation_address',
    font: { id: '11', slug: 'caveat', name: 'Caveat' },
    textSize: 'medium',
    texts: Object.fromEntries(
      (['du', 'sie', 'ihr'] as const).map((form) => [
        form,
        {
          pages: [
            { heading: '', body: options.body(form) },
            { heading: '', body: '' },
          ],
        },
      ]),
    ),
    customSalutation: null,
    customVariables: [],
    images: { logo: null, outerBackground: null, innerBackground: null },
    recipients: sampleRecipients(options.cards),
    shipping: { mode: 'to_recipients', date: options.shippingDate, envelope: 'closed' },
  };
  await db
    .insertInto('configurations')
    .values({
      id: BULK_CONFIGURATION_ID,
      session_id: 'ses_big',
      account_id: null,
      product_id: 'prd_a6_postkarte',
      card_count: options.cards,
      data: JSON.stringify(configuration),
      date_created: options.now,
      date_updated: options.now,
    })
    .execute();
}

/** The order's `data` (its cart snapshot): one item of `cards` cards with the configuration. */
export function bulkOrderData(cards: number): string {
  return JSON.stringify({
    items: [
      {
        id: 'itm_big',
        quantity: cards,
        product: { name: 'A6 Postkarte', images: [] },
        metadata: { configurationId: BULK_CONFIGURATION_ID },
        price_total: 20000,
      },
    ],
    billing: { name: 'Großkunde GmbH' },
    shipping: { service: 'to_recipients' },
    sub_total: 20000,
    discount_total: 0,
    shipment_total: 0,
    tax_total: 0,
    comments: null,
  });
}
