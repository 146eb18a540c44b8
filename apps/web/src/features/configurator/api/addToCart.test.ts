import type { OrderConfiguration } from '@federkiel/machines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { createAddToCart } from './addToCart.ts';

vi.mock('./storeSession.ts', () => ({ storeSessionToken: async () => 'sess_1' }));
vi.mock('./saveConfiguration.ts', () => ({
  saveConfiguration: async () => ({
    id: 'cfg_2',
    cardCount: 40,
    productId: 'prod_a6',
    canvasKey: 'a6',
  }),
}));

type DataLayerWindow = Window & { dataLayer?: unknown[] };

afterEach(() => {
  setStore(null);
  delete (window as DataLayerWindow).dataLayer;
});

const earlierLine = {
  id: 'line_1',
  product_id: 'prod_din',
  product_name: 'Brief DIN lang',
  quantity: 10,
  price: 3,
  price_total: 30,
  discount_total: 0,
  metadata: { configurationId: 'cfg_1' },
};
const addedLine = {
  id: 'line_2',
  product_id: 'prod_a6',
  product_name: 'Karte A6',
  quantity: 40,
  price: 2.5,
  price_total: 100,
  discount_total: 10,
  metadata: { configurationId: 'cfg_2' },
};
const cart = { id: 'cart_1', currency: 'EUR', items: [earlierLine, addedLine], grand_total: 150 };
const configuration = { shipping: { mode: 'standard' } } as unknown as OrderConfiguration;

function installCart() {
  const store = installFakeStore();
  store.cart.addItem.mockResolvedValue(cart);
  store.cart.update.mockResolvedValue(cart);
  return store;
}

describe('saveAndAddToCart analytics', () => {
  it('reports add_to_cart with the line of this configuration when unrestricted', async () => {
    window.localStorage.setItem('cookieSettings', 'unrestricted');
    installCart();
    await createAddToCart()(configuration);
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 90,
          items: [
            {
              item_id: 'prod_a6',
              item_name: 'Karte A6',
              price: 2.25,
              quantity: 40,
              discount: 0.25,
            },
          ],
        },
      },
    ]);
  });

  it('reports nothing when restricted', async () => {
    window.localStorage.setItem('cookieSettings', 'restricted');
    const store = installCart();
    const outcome = await createAddToCart()(configuration);
    expect(outcome).toEqual({ configurationId: 'cfg_2', cart });
    expect(store.cart.addItem).toHaveBeenCalledOnce();
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });
});

describe('saveAndAddToCart replacing a cart line ("Bearbeiten" in the cart)', () => {
  it('takes the edited line out after the new one is in', async () => {
    const store = installCart();
    const withoutOld = { ...cart, items: [addedLine] };
    store.cart.removeItem.mockResolvedValue(withoutOld);
    store.cart.update.mockResolvedValue(withoutOld);
    window.localStorage.setItem(
      'fk.order.editsLine',
      JSON.stringify({ configurationId: 'cfg_1', name: 'Brief' }),
    );
    const outcome = await createAddToCart()(configuration);
    expect(store.cart.addItem).toHaveBeenCalledBefore(store.cart.removeItem);
    expect(store.cart.removeItem).toHaveBeenCalledWith('line_1');
    expect(outcome.cart.items).toEqual([addedLine]);
  });

  it('without a line being edited, nothing is removed', async () => {
    const store = installCart();
    await createAddToCart()(configuration);
    expect(store.cart.removeItem).not.toHaveBeenCalled();
  });

  it('the edited line already gone: nothing is removed', async () => {
    const store = installCart();
    window.localStorage.setItem(
      'fk.order.editsLine',
      JSON.stringify({ configurationId: 'cfg_gone', name: 'Brief' }),
    );
    await createAddToCart()(configuration);
    expect(store.cart.removeItem).not.toHaveBeenCalled();
  });
});
