import type {
  AddToCartResult,
  OrderConfiguration,
  PriceQuote,
  PriceQuoteRequest,
} from '@federkiel/machines';
import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import type { QueryClient } from '@tanstack/react-query';
import { templateQueryOptions } from '../../../lib/cms/api/templates.ts';
import { setGrantDesign } from '../../../lib/wunderlink/grant.ts';
import { saveConfiguration, type SavedConfiguration } from '../api/saveConfiguration.ts';
import { storeSessionToken } from '../api/storeSession.ts';

// The configurator's actors while it designs a WunderLink's free cards (docs/wunderlink.md):
// the price is 0 € (the server computes the order's totals, all zero, at redemption), and
// "Gratis bestellen" stores the configuration with the shop backend exactly as "In den
// Warenkorb" does — but leaves the cart alone: the confirm screen redeems it instead.

/** Granted cards cost nothing: no price, postage, VAT or shipping (`grantTotals` on the server). */
export function grantQuote(request: PriceQuoteRequest): PriceQuote {
  return {
    currency: 'EUR',
    quantity: request.quantity,
    price: 0,
    volumeDiscountPercent: 0,
    discountTotal: 0,
    shipmentTotal: 0,
    taxTotal: 0,
    grandTotal: 0,
  };
}

export interface GrantOrderOptions {
  link: PublicWunderlink;
  queryClient: QueryClient;
  /** The progress the configurator persisted last (kept with the grant for "Karten anpassen"). */
  progress: () => unknown;
}

/** The groups of a template (CMS ids as text); a group link needs them for the grant check. */
async function templateGroupIds(queryClient: QueryClient, templateId: string): Promise<string[]> {
  const answer = await queryClient.fetchQuery(templateQueryOptions(templateId));
  return (answer.data.groups ?? []).map((group) => String(group.id));
}

/**
 * "Gratis bestellen": `POST /swell/configurations` (the server checks it like any order),
 * then the design goes into the grant for the confirm screen. A retry after a failure reuses
 * a configuration that was already stored.
 */
export function createGrantOrder({ link, queryClient, progress }: GrantOrderOptions) {
  let stored: { body: string; saved: SavedConfiguration } | null = null;
  return async function orderForFree(configuration: OrderConfiguration): Promise<AddToCartResult> {
    const templateId = String(configuration.template.id);
    // Before storing anything: a group link cannot be checked without the template's groups.
    const groups = link.group ? await templateGroupIds(queryClient, templateId) : undefined;
    const body = JSON.stringify(configuration);
    const saved =
      stored?.body === body
        ? stored.saved
        : await saveConfiguration(configuration, await storeSessionToken());
    stored = { body, saved };
    setGrantDesign(
      {
        configurationId: saved.id,
        cardCount: saved.cardCount,
        templateId,
        templateName: configuration.template.name,
        ...(groups ? { templateGroupIds: groups } : {}),
      },
      progress(),
    );
    return { configurationId: saved.id };
  };
}
