import type { Kysely } from 'kysely';

// The catalogue: one product per CMS canvas, linked by the canvas `key` the CMS seed uses
// (cms/src/seed/data/canvases.ts). The CMS's internal width-0 canvas has no product.
// Prices are net per card in cents; the shop shows them with 19 % VAT. Volume discounts
// are percentages off the net price from a number of cards of the product in one cart.
// Postage is what "to the recipients" shipping charges per card (Deutsche Post, net).
// This data is frozen with the migration; later price changes get their own migration.

const DATE = '2025-01-01T00:00:00.000Z';

const VOLUME_DISCOUNTS = [
  { min_quantity: 50, percent: 5 },
  { min_quantity: 100, percent: 10 },
  { min_quantity: 250, percent: 15 },
  { min_quantity: 500, percent: 20 },
];

const categories = [
  {
    id: 'cat_postkarten',
    slug: 'postkarten',
    name: 'Postkarten',
    description: 'Einseitig beschriebene Karten, die ohne Umschlag verschickt werden.',
    sort: 1,
  },
  {
    id: 'cat_klappkarten',
    slug: 'klappkarten',
    name: 'Klappkarten',
    description: 'Gefalzte Karten mit Umschlag – innen viel Platz für persönliche Worte.',
    sort: 2,
  },
  {
    id: 'cat_briefe',
    slug: 'briefe',
    name: 'Briefe',
    description: 'Handgeschriebene Briefe auf Briefpapier, gefalzt im Umschlag.',
    sort: 3,
  },
];

const products = [
  {
    id: 'prd_a6_postkarte',
    canvas_key: 'a6-postkarte',
    sku: 'FK-A6-POST',
    name: 'A6 Postkarte',
    description:
      'Die klassische Postkarte im Format A6, von unserem Roboter mit echtem Füller beschrieben. Ideal für Dankeschöns, Grüße und Einladungen.',
    material: 'Naturkarton 350 g/m², weiß, FSC-zertifiziert',
    format: 'A6 (148 × 105 mm)',
    width_mm: 148,
    height_mm: 105,
    kind: 'postcard',
    price_cents: 290,
    postage_cents: 95,
    waiting_days: 5,
    category_ids: ['cat_postkarten'],
    attributes: { format: 'A6', material: 'Naturkarton' },
    sort: 1,
  },
  {
    id: 'prd_a6_klappkarte',
    canvas_key: 'a6-klappkarte',
    sku: 'FK-A6-KLAPP',
    name: 'A6 Klappkarte',
    description:
      'Gefalzte Karte im Format A6 mit passendem Umschlag. Außen das Motiv, innen der handgeschriebene Text.',
    material: 'Feinstpapier 300 g/m², naturweiß, mit Umschlag C6',
    format: 'A6 gefalzt (148 × 105 mm)',
    width_mm: 148,
    height_mm: 105,
    kind: 'folded_card',
    price_cents: 390,
    postage_cents: 95,
    waiting_days: 6,
    category_ids: ['cat_klappkarten'],
    attributes: { format: 'A6', material: 'Feinstpapier' },
    sort: 2,
  },
  {
    id: 'prd_din_lang',
    canvas_key: 'din-lang',
    sku: 'FK-DL-POST',
    name: 'DIN lang Karte',
    description:
      'Schlanke Karte im Format DIN lang – viel Platz für Text und ein elegantes Querformat.',
    material: 'Naturkarton 350 g/m², weiß, FSC-zertifiziert',
    format: 'DIN lang (210 × 99 mm)',
    width_mm: 210,
    height_mm: 99,
    kind: 'postcard',
    price_cents: 350,
    postage_cents: 95,
    waiting_days: 5,
    category_ids: ['cat_postkarten'],
    attributes: { format: 'DIN lang', material: 'Naturkarton' },
    sort: 3,
  },
  {
    id: 'prd_a5_klappkarte',
    canvas_key: 'a5-klappkarte',
    sku: 'FK-A5-KLAPP',
    name: 'A5 Klappkarte',
    description:
      'Große gefalzte Karte im Format A5 mit Umschlag – für Anlässe, die mehr Raum verdienen.',
    material: 'Feinstpapier 300 g/m², naturweiß, mit Umschlag C5',
    format: 'A5 gefalzt (210 × 148 mm)',
    width_mm: 210,
    height_mm: 148,
    kind: 'folded_card',
    price_cents: 490,
    postage_cents: 110,
    waiting_days: 7,
    category_ids: ['cat_klappkarten'],
    attributes: { format: 'A5', material: 'Feinstpapier' },
    sort: 4,
  },
  {
    id: 'prd_a4_brief',
    canvas_key: 'a4-brief',
    sku: 'FK-A4-BRIEF',
    name: 'A4 Brief',
    description:
      'Ein ganzer handgeschriebener Brief auf A4-Briefpapier, gefalzt und im Umschlag DIN lang.',
    material: 'Briefpapier 120 g/m², naturweiß, mit Umschlag DIN lang',
    format: 'A4 (210 × 297 mm)',
    width_mm: 210,
    height_mm: 297,
    kind: 'letter',
    price_cents: 590,
    postage_cents: 95,
    waiting_days: 7,
    category_ids: ['cat_briefe'],
    attributes: { format: 'A4', material: 'Briefpapier' },
    sort: 5,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Kysely<unknown> knows no tables; this migration writes rows of a fixed shape.
  const trx = db as Kysely<Record<string, Record<string, unknown>>>;
  await trx.insertInto('categories').values(categories).execute();
  await trx
    .insertInto('products')
    .values(
      products.map((p) => ({
        ...p,
        slug: p.canvas_key,
        images: JSON.stringify([]),
        category_ids: JSON.stringify(p.category_ids),
        attributes: JSON.stringify(p.attributes),
        volume_discounts: JSON.stringify(VOLUME_DISCOUNTS),
        active: 1,
        date_created: DATE,
        date_updated: DATE,
      })),
    )
    .execute();
  await trx.insertInto('counters').values({ name: 'order_number', value: 100000 }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const trx = db as Kysely<Record<string, Record<string, unknown>>>;
  await trx.deleteFrom('counters').where('name', '=', 'order_number').execute();
  await trx.deleteFrom('products').execute();
  await trx.deleteFrom('categories').execute();
}
