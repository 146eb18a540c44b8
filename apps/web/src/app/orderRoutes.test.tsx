import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
// How the route table places the order screens (complete before detail; open to guests).
import { App } from './App.tsx';
import { createQueryClient } from './queryClient.ts';
import { routes } from './router.tsx';
import { COOKIE_SETTINGS_KEY } from '../features/cookie-consent/cookieSettings.ts';
import { resetSession } from '../lib/store/session.ts';
import { setStore } from '../lib/store/store.ts';
import type { StoreClient } from '../lib/store/storeClient.ts';
import type { StoreOrder } from '../lib/store/types.ts';
import { installFakeStore } from '../test/fakeStore.ts';

afterEach(() => {
  resetSession();
  setStore(null);
});

const order: StoreOrder = {
  id: 'ord_1',
  number: 'FK-100002',
  status: 'delivery_pending',
  production_status: 'order_received',
  items: [{ id: 'itm_1', product_name: 'A6 Postkarte', quantity: 60, price_total: 174 }],
  grand_total: 202.18,
  paid: true,
};

function renderApp(path: string) {
  window.localStorage.setItem(COOKIE_SETTINGS_KEY, 'restricted');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App router={router} queryClient={createQueryClient()} />);
  return router;
}

describe('/order/complete in the app router', () => {
  it('is the confirmation page, not the detail of an order "complete"', async () => {
    const store = installFakeStore({ signedIn: true });
    (store.cart.getOrder as unknown as Mock<StoreClient['cart']['getOrder']>).mockResolvedValue(
      order,
    );
    renderApp('/order/complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' }),
    ).toBeVisible();
    expect(screen.getByText('FK-100002')).toBeVisible();
    expect(screen.queryByText('Kommt bald')).not.toBeInTheDocument();
    expect(store.account.getOrder).not.toHaveBeenCalled();
  });

  it('without an order it is the empty state, not "Diese Bestellung gibt es nicht"', async () => {
    installFakeStore({ signedIn: true });
    renderApp('/order/complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keine Bestellung gefunden' }),
    ).toBeVisible();
    expect(screen.queryByText('Diese Bestellung gibt es nicht')).not.toBeInTheDocument();
  });

  it('/order/:id is still the order detail', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    renderApp('/order/ord_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100002' }),
    ).toBeVisible();
    expect(store.account.getOrder).toHaveBeenCalledWith('ord_1');
  });

  it('shows a guest the order this session placed, with the offer to keep it as an account', async () => {
    const store = installFakeStore();
    (store.cart.getOrder as unknown as Mock<StoreClient['cart']['getOrder']>).mockResolvedValue({
      ...order,
      account_id: null,
      account: { email: 'gast@example.de', guest: true },
    });
    renderApp('/order/complete?id=ord_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' }),
    ).toBeVisible();
    expect(screen.getAllByText(/gast@example\.de/).length).toBeGreaterThanOrEqual(2);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Daten fürs nächste Mal speichern?' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/Passwort wählen/)).toBeVisible();
    expect(store.account.getOrder).not.toHaveBeenCalled();
  });

  it("a guest's /order/:id is only the order this session placed", async () => {
    const store = installFakeStore();
    (store.cart.getOrder as unknown as Mock<StoreClient['cart']['getOrder']>).mockResolvedValue(
      order,
    );
    renderApp('/order/ord_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100002' }),
    ).toBeVisible();
    expect(store.account.getOrder).not.toHaveBeenCalled();
  });

  it('a guest never sees another order by its id', async () => {
    const store = installFakeStore();
    (store.cart.getOrder as unknown as Mock<StoreClient['cart']['getOrder']>).mockResolvedValue(
      order,
    );
    renderApp('/order/ord_other');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Bestellung gibt es nicht' }),
    ).toBeVisible();
  });
});
