import type { AddToCartResult, OrderConfiguration } from '@federkiel/machines';
import { getStore } from '../../../lib/store/store.ts';
import type { StoreCart } from '../../../lib/store/types.ts';
import { saveConfiguration, type SavedConfiguration } from './saveConfiguration.ts';
import { storeSessionToken } from './storeSession.ts';

// The machine's `saveConfigurationAndAddToCart`: store the configuration with the shop
// backend, then put one line in the cart (product of the canvas, quantity = cards, the
// configuration id in the metadata). When the cart step fails after the configuration was
// stored, a retry with the same configuration reuses that record instead of storing it twice.

export interface AddToCartOutcome extends AddToCartResult {
  cart: StoreCart;
}

export function createAddToCart() {
  let stored: { body: string; saved: SavedConfiguration } | null = null;

  return async function saveAndAddToCart(
    configuration: OrderConfiguration,
  ): Promise<AddToCartOutcome> {
    const token = await storeSessionToken();
    const body = JSON.stringify(configuration);
    const saved =
      stored?.body === body ? stored.saved : await saveConfiguration(configuration, token);
    stored = { body, saved };
    const cart = await getStore().cart.addItem({
      product_id: saved.productId,
      quantity: saved.cardCount,
      metadata: { configurationId: saved.id },
    });
    stored = null;
    return { configurationId: saved.id, cart };
  };
}
