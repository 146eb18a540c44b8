import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.ts';
import { apiCategory, apiProduct, type Product } from '../../store/catalogue/catalogue.ts';
import { loadShippingRates } from '../../store/cart/shippingRates.ts';
import { listOf, listQuerySchema } from '../../store/lists.ts';

// The catalogue: products (one per CMS canvas), categories, attributes, and the content,
// subscription and invoice lists swell-js can ask for. All of it is read from memory; a
// product list is serialised once per distinct query and then answered from those bytes,
// because the product list is the busiest call the shop makes.

const SORTS = ['name', 'price', 'date_created', 'sort'] as const;

const productListQuery = listQuerySchema.extend({
  category: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
  sort: z
    .string()
    .max(50)
    .regex(/^(name|price|date_created|sort)(\s+(asc|desc))?$/i, {
      error: `sort must be one of ${SORTS.join(', ')}, optionally followed by asc or desc`,
    })
    .optional(),
});

const idParam = z.object({ id: z.string().min(1).max(200) });
const contentParams = z.object({
  type: z.string().regex(/^[a-z0-9_-]{1,50}$/i, { error: 'unknown content type' }),
  id: z.string().max(200).optional(),
});

/** Cached list bodies, by normalised query. Bounded: queries are client-controlled. */
const MAX_CACHED_LISTS = 200;

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app.store;
  // Bytes, not a string: a string answer is measured and encoded to UTF-8 again for every
  // request (~7 kB; a third of the product list's CPU time, issue #32).
  const listCache = new Map<string, Buffer>();

  function productList(query: z.output<typeof productListQuery>): Buffer {
    const key = JSON.stringify([query.limit, query.page, query.category, query.search, query.sort]);
    const cached = listCache.get(key);
    if (cached) return cached;

    let products: readonly Product[] = catalogue.products();
    if (query.category) {
      const category = catalogue.category(query.category);
      products = category ? products.filter((p) => p.categoryIds.includes(category.id)) : [];
    }
    if (query.search) {
      const needle = query.search.toLowerCase();
      products = products.filter((p) =>
        [p.name, p.description, p.format, p.material].some((t) => t.toLowerCase().includes(needle)),
      );
    }
    if (query.sort) {
      const [field = 'sort', direction = 'asc'] = query.sort.toLowerCase().split(/\s+/);
      const sign = direction === 'desc' ? -1 : 1;
      const value = (p: Product): string | number =>
        field === 'name'
          ? p.name
          : field === 'price'
            ? p.priceCents
            : field === 'date_created'
              ? p.dateCreated
              : p.sort;
      products = [...products].sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        return (x < y ? -1 : x > y ? 1 : a.sort - b.sort) * sign;
      });
    }
    const body = Buffer.from(
      JSON.stringify(
        listOf(
          products.map((p) => apiProduct(p, catalogue)),
          query.limit,
          query.page,
        ),
      ),
    );
    if (listCache.size >= MAX_CACHED_LISTS) listCache.clear();
    listCache.set(key, body);
    return body;
  }

  app.get('/products', async (request, reply) => {
    const query = parseInput(productListQuery, request.query, 'query');
    return reply.type('application/json; charset=utf-8').send(productList(query));
  });

  app.get('/products/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const product = catalogue.product(id);
    if (!product) return null;
    // The owner's current postage and delivery times per destination (issue 38): the
    // configurator prices a design's cards by their recipients' countries, as the cart will.
    return Object.assign(apiProduct(product, catalogue), {
      shipping_rates: await loadShippingRates(app.db),
    });
  });

  app.get('/categories', async (request) => {
    const query = parseInput(listQuerySchema, request.query, 'query');
    return listOf(catalogue.categories().map(apiCategory), query.limit, query.page);
  });

  app.get('/categories/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const category = catalogue.category(id);
    return category ? apiCategory(category) : null;
  });

  app.get('/attributes', async (request) => {
    const query = parseInput(listQuerySchema, request.query, 'query');
    return listOf(catalogue.attributes(), query.limit, query.page);
  });

  app.get('/attributes/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return catalogue.attributes().find((a) => a.id === id) ?? null;
  });

  // Editorial content lives in the CMS; the store has no content models, so every type is
  // an empty list and every record is missing (200 + null, as the contract says).
  app.get('/content/:type', async (request) => {
    parseInput(contentParams, request.params);
    const query = parseInput(listQuerySchema, request.query, 'query');
    return listOf([], query.limit, query.page);
  });
  app.get('/content/:type/:id', async (request) => {
    parseInput(contentParams, request.params);
    return null;
  });

  // The shop sells no subscriptions (its invoices: routes/api/invoices.ts).
  for (const resource of ['subscriptions']) {
    app.get(`/${resource}`, async (request) => {
      const query = parseInput(listQuerySchema, request.query, 'query');
      return listOf([], query.limit, query.page);
    });
    app.get(`/${resource}/:id`, async () => null);
  }
};
