import type { CheckoutResume, CheckoutUser, PaymentMethodId } from '@federkiel/machines';
import { vi } from 'vitest';
import type { StoreCart, StoreSavedCard } from '../../../lib/store/types.ts';
import { installFakeStore, type FakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CheckoutPage } from '../components/CheckoutPage.tsx';
import { CheckoutProvider } from '../state/CheckoutProvider.tsx';
import { cartMocks, type CartMocks } from './checkoutStore.ts';

export const checkoutUser: CheckoutUser = {
  id: 'acc_1',
  email: 'ada@example.de',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

/** 60 cards, a complete delivery address, two services to choose from, 174 € to pay. */
export function cartWithItem(): StoreCart {
  return {
    id: 'cart_1',
    currency: 'EUR',
    item_quantity: 60,
    items: [
      { id: 'itm_1', product_name: 'A6 Postkarte', quantity: 60, price: 2.9, price_total: 174 },
    ],
    sub_total: 174,
    tax_total: 27.78,
    grand_total: 174,
    capture_total: 174,
    shipping: {
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: 'Musterstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    shipment_rating: {
      services: [
        { id: 'to_customer', name: 'Versand an dich', price: 4.9 },
        { id: 'to_recipients', name: 'Einzeln an die Empfänger', price: 1.2 },
      ],
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface CheckoutStoreOptions {
  /** The cart `cart.get` answers (null: no cart). */
  cart?: StoreCart | null;
  savedCards?: StoreSavedCard[];
  settings?: Record<string, Record<string, unknown> | undefined>;
}

/**
 * A signed-in fake store whose cart remembers `cart.update`s (objects such as `shipping`
 * and `billing` are merged, like the store does).
 */
export function installCheckoutStore({
  cart = cartWithItem(),
  savedCards = [],
  settings,
}: CheckoutStoreOptions = {}): { store: FakeStore; carts: CartMocks } {
  const store = installFakeStore({ signedIn: true });
  const carts = cartMocks(store);
  let current = cart;
  carts.get.mockImplementation(async () => current);
  carts.update.mockImplementation(async (data) => {
    const base: StoreCart = current ?? { id: 'cart_1', items: [] };
    const next: StoreCart = { ...base };
    for (const [key, value] of Object.entries(data)) {
      const before = base[key];
      next[key] = isRecord(before) && isRecord(value) ? { ...before, ...value } : value;
    }
    current = next;
    return next;
  });
  carts.submitOrder.mockResolvedValue({ id: 'ord_1', number: 'FK-100001' });
  store.account.listCards.mockResolvedValue(savedCards);
  if (settings) store.settings.payments.mockResolvedValue(settings);
  return { store, carts };
}

export const ORDER_COMPLETE_MARKER = 'Bestellbestätigung (Test)';

export interface RenderCheckoutOptions {
  user?: CheckoutUser | null;
  resume?: CheckoutResume | null;
  leaveFor?: (url: string, method: PaymentMethodId) => void;
}

/** The checkout page at /checkout, with /order/complete rendering a marker. */
export function renderCheckout({
  user = checkoutUser,
  resume = null,
  leaveFor = vi.fn(),
}: RenderCheckoutOptions = {}) {
  const result = renderWithRouter(
    <CheckoutProvider user={user} resume={resume} leaveFor={leaveFor}>
      <CheckoutPage />
    </CheckoutProvider>,
    {
      path: '/checkout',
      routes: [{ path: '/order/complete', element: <p>{ORDER_COMPLETE_MARKER}</p> }],
    },
  );
  return { ...result, leaveFor };
}
