import type { PriceQuote, PriceQuoteRequest } from '@federkiel/machines';
import { envelopeFormatFor } from '@federkiel/machines/configurator/envelopeLayout';
import {
  DEFAULT_SHIPPING_RATES,
  postageClassOf,
  recipientsLetterCents,
  type ShippingRates,
} from '@federkiel/machines/pricing/postage';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getStore } from '../../../lib/store/store.ts';

// The summary's price (machine actor `quotePrice`). Every figure comes from the store through
// swell-js: the product of the canvas (net price per card, the tiers' net prices per card
// as the server computed them, the owner's postage per destination, VAT rate), the shipping services of
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
  volume_discounts: VolumeTierPrice[];
  /** The envelope the card goes out in decides Standardbrief or Kompaktbrief. */
  kind?: string;
  width_mm?: number;
  height_mm?: number;
  /** The owner's postage and delivery times per destination (issue 38). */
  shipping_rates?: ShippingRates;
}

/** The owner's rates as the product answer carries them (the defaults before they load). */
export function ratesOf(product: Pick<CanvasProduct, 'shipping_rates'> | undefined) {
  return product?.shipping_rates ?? DEFAULT_SHIPPING_RATES;
}

/**
 * Net postage of the cards to their recipients, as the cart prices it: each card the letter
 * price of its recipient's zone for the product's envelope; cards beyond the listed
 * countries (none in a valid design) count as Germany.
 */
export function recipientsPostage(product: CanvasProduct, request: PriceQuoteRequest): number {
  const kind =
    product.kind === 'letter' || product.kind === 'folded_card' ? product.kind : 'postcard';
  const envelope = envelopeFormatFor({
    kind,
    widthMm: product.width_mm ?? 105,
    heightMm: product.height_mm ?? 148,
  });
  const countries = request.countries.slice(0, request.quantity);
  while (countries.length < request.quantity) countries.push('DE');
  return recipientsLetterCents(countries, postageClassOf(envelope.name), ratesOf(product));
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
  } else shipping = recipientsPostage(product, request);
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
