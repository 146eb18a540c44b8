import type { PriceQuote, PriceQuoteRequest } from '@federkiel/machines';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getStore } from '../../../lib/store/store.ts';

// The summary's price (machine actor `quotePrice`). Every figure comes from the store through
// swell-js: the product of the canvas (net price per card, the tiers' net prices per card
// as the server computed them, postage per card, VAT rate), the shipping services of
// `GET /cart/shipment-rating` (flat rate "to me") and the cards of the same product already in
// the cart (the volume tier counts all of them). The browser only multiplies and adds them
// the way docs/store.md describes the cart; the binding totals are the cart's, shown after
// "In den Warenkorb".

export interface VolumeTierPrice {
  min_quantity: number;
  discount_percent: number;
  /** Net price per card in this tier (euros). */
  price: number;
  price_gross?: number;
}

/** The store product of a canvas (`products.get(canvasKey)`), the fields the quote reads. */
export interface CanvasProduct {
  id: string;
  name?: string;
  price: number;
  price_gross?: number;
  tax_rate: number;
  postage_per_card: number;
  volume_discounts: VolumeTierPrice[];
}

export interface ShippingRating {
  services?: { id: string; name?: string; price: number }[];
}

export class PriceQuoteError extends Error {
  override readonly name = 'PriceQuoteError';
}

const cents = (euros: number) => Math.round(euros * 100);
const euros = (amount: number) => amount / 100;

/** The tier reached by `quantity` cards, or null below the first one. */
export function tierFor(tiers: readonly VolumeTierPrice[], quantity: number) {
  return tiers.reduce<VolumeTierPrice | null>(
    (best, tier) =>
      quantity >= tier.min_quantity && (!best || tier.min_quantity > best.min_quantity)
        ? tier
        : best,
    null,
  );
}

/** The next tier above `quantity` (for "ab 100 Karten nur …"), or null. */
export function nextTier(tiers: readonly VolumeTierPrice[], quantity: number) {
  return (
    [...tiers]
      .sort((a, b) => a.min_quantity - b.min_quantity)
      .find((tier) => tier.min_quantity > quantity) ?? null
  );
}

export function computeQuote(
  product: CanvasProduct,
  rating: ShippingRating | null,
  request: PriceQuoteRequest,
  cardsAlreadyInCart = 0,
): PriceQuote {
  const quantity = request.quantity;
  const tier = tierFor(product.volume_discounts ?? [], quantity + cardsAlreadyInCart);
  const unit = cents(product.price);
  const discountEach = tier ? unit - cents(tier.price) : 0;
  const goods = (unit - discountEach) * quantity;
  let shipping: number;
  if (request.shippingMode === 'to_customer') {
    const service = rating?.services?.find((s) => s.id === 'to_customer');
    if (!service) throw new PriceQuoteError('the store offers no shipping to the customer');
    shipping = cents(service.price);
  } else shipping = cents(product.postage_per_card) * quantity;
  // VAT per line, rounded to the cent, as the cart does (goods and shipping).
  const vat = (net: number) => Math.round((net * product.tax_rate) / 100);
  const tax = vat(goods) + vat(shipping);
  return {
    currency: 'EUR',
    quantity,
    price: euros(unit),
    volumeDiscountPercent: tier?.discount_percent ?? 0,
    discountTotal: euros(discountEach * quantity),
    shipmentTotal: euros(shipping),
    taxTotal: euros(tax),
    grandTotal: euros(goods + shipping + tax),
  };
}

export function productQueryOptions(canvasKey: string | null | undefined) {
  return queryOptions({
    queryKey: ['configurator', 'product', canvasKey ?? null] as const,
    queryFn: async () => {
      const product = await getStore().products.get<CanvasProduct>(canvasKey as string);
      if (!product) throw new PriceQuoteError(`no product for canvas ${canvasKey}`);
      return product;
    },
    enabled: Boolean(canvasKey),
  });
}

/** The `quotePrice` actor's work. */
export async function quoteFromStore(
  request: PriceQuoteRequest,
  queryClient: QueryClient,
): Promise<PriceQuote> {
  const store = getStore();
  const product = await queryClient.fetchQuery(productQueryOptions(request.canvasKey));
  const cart = await store.cart.get();
  const inCart = (cart?.items ?? [])
    .filter((item) => item.product_id === product.id)
    .reduce((sum, item) => sum + item.quantity, 0);
  const rating =
    request.shippingMode === 'to_customer'
      ? ((await store.cart.getShippingRates()) as ShippingRating | null)
      : null;
  return computeQuote(product, rating, request, inCart);
}
