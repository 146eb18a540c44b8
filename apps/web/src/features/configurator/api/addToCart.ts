import type { AddToCartResult, OrderConfiguration } from '@federkiel/machines';
import { trackAddToCart } from '../../../lib/analytics/analytics.ts';
import { getStore } from '../../../lib/store/store.ts';
import type { StoreCart, StoreOrderItem } from '../../../lib/store/types.ts';
import { readLineEdit } from '../cartEdit/lineEdit.ts';
import { saveConfiguration, type SavedConfiguration } from './saveConfiguration.ts';
import { storeSessionToken } from './storeSession.ts';

// The machine's `saveConfigurationAndAddToCart`: store the configuration with the shop
// backend, then put one line in the cart (product of the canvas, quantity = cards, the
// configuration id in the metadata) and choose the summary's shipping service. When the cart step fails after the configuration was
// stored, a retry with the same configuration reuses that record instead of storing it twice.

export interface AddToCartOutcome extends AddToCartResult {
  cart: StoreCart;
}

/** The cart line that carries this configuration (its id is in the line's metadata). */
export function lineOfConfiguration(
  cart: StoreCart,
  configurationId: string,
): StoreOrderItem | undefined {
  return cart.items?.find((item) => {
    const metadata = (item as { metadata?: { configurationId?: unknown } | null }).metadata;
    return metadata?.configurationId === configurationId;
  });
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
    const store = getStore();
    let cart = await store.cart.addItem({
      product_id: saved.productId,
      quantity: saved.cardCount,
      metadata: { configurationId: saved.id },
    });
    stored = null;
    // "Bearbeiten" from the cart: the edited card replaces the line it was loaded from.
    const edit = readLineEdit();
    const replaced = edit ? lineOfConfiguration(cart, edit.configurationId) : undefined;
    if (replaced && edit?.configurationId !== saved.id) {
      try {
        cart = await store.cart.removeItem(replaced.id);
      } catch {
        // The new line is in; the old one stays until removed in the cart (both are shown).
      }
    }
    // The shipping chosen in the summary becomes the cart's service (the store's ids are the
    // same), so the cart's totals match the quote. The line is in either way.
    try {
      cart = await store.cart.update({ shipping: { service: configuration.shipping.mode } });
    } catch {
      // Checkout asks for the service again; nothing is lost.
    }
    const added = lineOfConfiguration(cart, saved.id);
    if (added) trackAddToCart(cart, added); // analytics, only with cookies unrestricted
    return { configurationId: saved.id, cart };
  };
}
