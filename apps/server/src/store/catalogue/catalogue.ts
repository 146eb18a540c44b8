import type { Db } from '../../db/database.ts';
import type { ProductsTable } from '../../db/schema.ts';
import { CURRENCY, grossOf, toEuros, VAT_PERCENT } from '../money.ts';
import { volumeDiscountEach, type VolumeTier } from './volumeDiscounts.ts';

// The catalogue is small (one product per canvas) and changes only with a migration, so it
// is read once at start and kept in memory: product pages and the cart's price lookups
// never touch the database. `reload()` re-reads it for a future admin edit.

export interface Product {
  id: string;
  slug: string;
  canvasKey: string;
  sku: string;
  name: string;
  description: string;
  material: string;
  format: string;
  widthMm: number;
  heightMm: number;
  kind: string;
  priceCents: number;
  postageCents: number;
  waitingDays: number;
  images: string[];
  categoryIds: string[];
  attributes: Record<string, string>;
  volumeDiscounts: VolumeTier[];
  sort: number;
  dateCreated: string;
  dateUpdated: string;
}

export interface Category {
  id: string;
  slug: string;
  name: string;
  description: string;
  sort: number;
}

/** Attributes the shop filters by; values are collected from the products. */
const ATTRIBUTE_NAMES: Record<string, string> = { format: 'Format', material: 'Material' };

export interface Catalogue {
  products(): readonly Product[];
  product(idOrSlug: string): Product | undefined;
  categories(): readonly Category[];
  category(idOrSlug: string): Category | undefined;
  attributes(): readonly ApiAttribute[];
  reload(): Promise<void>;
}

function productFromRow(row: ProductsTable): Product {
  return {
    id: row.id,
    slug: row.slug,
    canvasKey: row.canvas_key,
    sku: row.sku,
    name: row.name,
    description: row.description,
    material: row.material,
    format: row.format,
    widthMm: row.width_mm,
    heightMm: row.height_mm,
    kind: row.kind,
    priceCents: row.price_cents,
    postageCents: row.postage_cents,
    waitingDays: row.waiting_days,
    images: JSON.parse(row.images) as string[],
    categoryIds: JSON.parse(row.category_ids) as string[],
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    volumeDiscounts: JSON.parse(row.volume_discounts) as VolumeTier[],
    sort: row.sort,
    dateCreated: row.date_created,
    dateUpdated: row.date_updated,
  };
}

export async function loadCatalogue(db: Db): Promise<Catalogue> {
  let products: Product[] = [];
  let categories: Category[] = [];
  let byKey = new Map<string, Product>();
  let categoryByKey = new Map<string, Category>();
  let attributes: ApiAttribute[] = [];

  async function reload(): Promise<void> {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('sort')
      .execute();
    products = rows.map(productFromRow);
    categories = await db.selectFrom('categories').selectAll().orderBy('sort').execute();
    byKey = new Map(products.flatMap((p) => [[p.id, p] as const, [p.slug, p] as const]));
    categoryByKey = new Map(categories.flatMap((c) => [[c.id, c] as const, [c.slug, c] as const]));
    attributes = Object.entries(ATTRIBUTE_NAMES).map(([id, name]) => ({
      id,
      name,
      type: 'select',
      filterable: true,
      visible: true,
      values: [...new Set(products.map((p) => p.attributes[id]).filter((v) => v !== undefined))],
    }));
  }
  await reload();

  return {
    products: () => products,
    product: (key) => byKey.get(key),
    categories: () => categories,
    category: (key) => categoryByKey.get(key),
    attributes: () => attributes,
    reload,
  };
}

// ---- API shapes (snake_case, as swell-js reads them) ----

export interface ApiAttribute {
  id: string;
  name: string;
  type: string;
  filterable: boolean;
  visible: boolean;
  values: string[];
}

export function apiCategory(category: Category) {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    description: category.description,
    parent_id: null,
    active: true,
    sort: category.sort,
    images: [],
  };
}

export function apiProduct(product: Product, catalogue: Pick<Catalogue, 'category'>) {
  const price = toEuros(product.priceCents);
  return {
    id: product.id,
    slug: product.slug,
    sku: product.sku,
    name: product.name,
    description: product.description,
    active: true,
    type: 'standard',
    delivery: 'shipment',
    currency: CURRENCY,
    // Net price per card (spec §3); price_gross is what a private customer pays per card.
    price,
    sale_price: null,
    orig_price: null,
    price_gross: toEuros(grossOf(product.priceCents)),
    tax_rate: VAT_PERCENT,
    tax_included: false,
    canvas_key: product.canvasKey,
    material: product.material,
    format: product.format,
    width_mm: product.widthMm,
    height_mm: product.heightMm,
    kind: product.kind,
    waiting_time_days: product.waitingDays,
    postage_per_card: toEuros(product.postageCents),
    volume_discounts: product.volumeDiscounts.map((tier) => {
      const net = product.priceCents - volumeDiscountEach(product.priceCents, tier);
      return {
        min_quantity: tier.min_quantity,
        discount_percent: tier.percent,
        price: toEuros(net),
        price_gross: toEuros(grossOf(net)),
      };
    }),
    purchase_options: {
      standard: { active: true, price, sale_price: null, orig_price: null },
    },
    stock_tracking: false,
    stock_status: 'in_stock',
    stock_level: null,
    images: product.images.map((url, index) => ({
      id: `${product.id}_img${index + 1}`,
      file: { url },
    })),
    options: [],
    variants: { count: 0, results: [] },
    attributes: product.attributes,
    category_index: { id: product.categoryIds, sort: {} },
    categories: product.categoryIds
      .map((id) => catalogue.category(id))
      .filter((c) => c !== undefined)
      .map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    date_created: product.dateCreated,
    date_updated: product.dateUpdated,
  };
}

export type ApiProduct = ReturnType<typeof apiProduct>;
