import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../lib/store/session.ts';
import { setStore } from '../../lib/store/store.ts';
import type { StoreCart } from '../../lib/store/types.ts';
import { installFakeStore } from '../../test/fakeStore.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { CartLink } from './CartLink.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('CartLink', () => {
  it('leads to the cart with the number of cards in the cart', async () => {
    const store = installFakeStore();
    store.session.restoreToken('sess_1');
    const cart: StoreCart = {
      id: 'cart_1',
      items: [
        { id: 'a', quantity: 60 },
        { id: 'b', quantity: 2 },
      ],
    };
    store.cart.get.mockResolvedValue(cart as never);
    renderWithRouter(<CartLink />);
    const link = await screen.findByRole('link', { name: 'Warenkorb, 62 Karten' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('62');
  });

  it('asks the store nothing without a store session, and shows no count', async () => {
    const store = installFakeStore();
    renderWithRouter(<CartLink />);
    expect(await screen.findByRole('link', { name: 'Warenkorb' })).toHaveAttribute('href', '/cart');
    expect(store.cart.get).not.toHaveBeenCalled();
  });
});
