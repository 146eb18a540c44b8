import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createQueryClient } from '../../../app/queryClient.ts';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreClient } from '../../../lib/store/storeClient.ts';
import type { StoreItemConfiguration, StoreOrder } from '../../../lib/store/types.ts';
import { installFakeStore, type FakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { completedOrderId, OrderComplete } from './OrderComplete.tsx';

// Thursday 26 November 2026, morning in Berlin.
const NOW = new Date('2026-11-26T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  resetSession();
  setStore(null);
});

const configuration: StoreItemConfiguration = {
  id: 'cfg_1',
  template: { id: '7', name: 'Sommerfest' },
  canvas: { key: 'a6-postkarte', name: 'A6 Postkarte', width_mm: 148, height_mm: 105 },
  font: { name: 'Caveat' },
  personalisation: 'salutation_address',
  text_size: 'medium',
  card_count: 60,
  recipient_count: 58,
  shipping: { mode: 'to_customer', date: '2026-12-03', envelope: 'closed' },
  images: { logo: null, outer_background: '/swell/uploads/front.jpg', inner_background: null },
};

const order: StoreOrder = {
  id: 'ord_1',
  number: 'FK-100002',
  status: 'delivery_pending',
  production_status: 'order_received',
  date_created: '2026-11-26T08:58:00.000Z',
  currency: 'EUR',
  items: [
    {
      id: 'itm_1',
      product_id: 'prd_a6_postkarte',
      product_name: 'A6 Postkarte',
      quantity: 60,
      price: 2.9,
      price_total: 174,
      configuration,
    },
  ],
  sub_total: 174,
  discount_total: 9,
  discounts: [{ id: 'volume', description: 'Mengenrabatt', amount: 9 }],
  shipment_total: 4.9,
  tax_total: 32.28,
  grand_total: 202.18,
  paid: true,
  shipping: { name: 'Ada Lovelace', city: 'Berlin', country: 'DE' },
  billing: { name: 'Ada Lovelace', method: 'card', card: { brand: 'Visa', last4: '4242' } },
};

/** The fake store's `cart.getOrder` typed as the real one. */
const lastOrder = (store: FakeStore) =>
  store.cart.getOrder as unknown as Mock<StoreClient['cart']['getOrder']>;

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('OrderComplete', () => {
  it('thanks for the last order: number, next steps, shipping date, items and total', async () => {
    const store = installFakeStore({ signedIn: true });
    lastOrder(store).mockResolvedValue(order);
    renderWithRouter(<OrderComplete />, { path: '/order/complete' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' }),
    ).toBeVisible();
    expect(screen.getByText('FK-100002')).toBeVisible();
    expect(text(screen.getByText('FK-100002').parentElement as HTMLElement)).toBe(
      'Bestellnummer FK-100002',
    );

    const next = screen.getByRole('region', { name: 'So geht es weiter' });
    expect(text(next)).toContain(
      'Wir haben dir eine Bestätigung mit allen Details an ada@example.de geschickt.',
    );
    expect(
      within(next).getByRole('heading', { name: 'Unser Roboter schreibt deine Karten' }),
    ).toBeVisible();
    // Thu 26 Nov → Thu 3 Dec: Fri, Mon, Tue, Wed, Thu.
    expect(
      within(next).getByText('Versand am Donnerstag, 3. Dezember 2026 – in 5 Werktagen.'),
    ).toBeVisible();
    expect(
      within(next).getByText(
        'Das Paket kommt voraussichtlich zwischen Fr., 4. Dezember und Di., 8. Dezember an.',
      ),
    ).toBeVisible();

    const production = screen.getByRole('region', { name: 'Stand der Produktion' });
    expect(within(production).getByText('Bestellung eingegangen')).toHaveAttribute(
      'aria-current',
      'step',
    );

    const summary = screen.getByRole('region', { name: 'Deine Bestellung' });
    const [item] = within(summary).getAllByRole('listitem');
    expect(text(item as HTMLElement)).toBe(
      'SommerfestA6 Postkarte60 Karten · 58 EmpfängerVersand am Donnerstag, 3. Dezember 2026207,06 €',
    );
    expect((item as HTMLElement).querySelector('img')).toHaveAttribute(
      'src',
      '/swell/uploads/front.jpg',
    );
    expect(text(summary)).toContain('Zwischensumme207,06 €Mengenrabatt−10,71 €Versand5,83 €');
    expect(text(summary)).toContain('Gesamt202,18 €');
    expect(text(summary)).toContain('inkl. 19 % MwSt., zzgl. Versand');
    expect(within(summary).getByText('Bezahlt mit Kreditkarte')).toBeVisible();

    expect(screen.getByRole('link', { name: 'Bestellung ansehen' })).toHaveAttribute(
      'href',
      '/order/ord_1',
    );
    expect(screen.getByRole('link', { name: 'Weitere Karte gestalten' })).toHaveAttribute(
      'href',
      '/products',
    );
    await waitFor(() => expect(document.title).toBe('Bestellung abgeschlossen · Federkiel'));
    expect(store.cart.getOrder).toHaveBeenCalledTimes(1);
    expect(store.account.getOrder).not.toHaveBeenCalled();
  });

  it('speaks Sie when the customer chose it', async () => {
    const store = installFakeStore({ signedIn: true });
    lastOrder(store).mockResolvedValue(order);
    setAddress('sie');
    renderWithRouter(<OrderComplete />, { path: '/order/complete' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Wir haben Ihnen eine Bestätigung mit allen Details an ada@example.de geschickt.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Ihre Bestellung' })).toBeVisible();
  });

  it('shipping on the next working day, and several shipping dates', async () => {
    const store = installFakeStore({ signedIn: true });
    lastOrder(store).mockResolvedValue({
      ...order,
      items: [
        {
          ...(order.items?.[0] as NonNullable<StoreOrder['items']>[number]),
          configuration: {
            ...configuration,
            shipping: { ...configuration.shipping, date: '2026-11-27' },
          },
        },
        {
          id: 'itm_2',
          product_name: 'A5 Klappkarte',
          quantity: 10,
          price_total: 49,
          configuration: {
            ...configuration,
            template: { id: '8', name: 'Danke' },
            card_count: 10,
            recipient_count: 10,
            shipping: { ...configuration.shipping, date: '2026-12-10' },
          },
        },
      ],
    });
    renderWithRouter(<OrderComplete />, { path: '/order/complete' });
    const next = await screen.findByRole('region', { name: 'So geht es weiter' });
    expect(
      within(next).getByText('Erster Versand am Freitag, 27. November 2026 – am nächsten Werktag.'),
    ).toBeVisible();
    expect(within(next).getByText(/an mehreren Tagen auf die Reise/)).toBeVisible();
    expect(within(next).queryByText(/voraussichtlich/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Deine Bestellung' });
    expect(within(summary).getByText('10 Karten · 10 Empfänger')).toBeVisible();
    expect(within(summary).getByText('Versand am Donnerstag, 10. Dezember 2026')).toBeVisible();
  });

  it('without a configuration: the product`s usual waiting time in working days', async () => {
    const store = installFakeStore({ signedIn: true });
    lastOrder(store).mockResolvedValue({
      ...order,
      items: [
        {
          id: 'itm_1',
          product_id: 'prd_a6_postkarte',
          product_name: 'A6 Postkarte',
          quantity: 20,
          price_total: 58,
          configuration: null,
        },
      ],
    });
    store.products.get.mockResolvedValue({ waiting_time_days: 5 } as never);
    renderWithRouter(<OrderComplete />, { path: '/order/complete' });
    expect(
      await screen.findByText('Wir verschicken die Karten in der Regel in 5 Werktagen.'),
    ).toBeVisible();
    expect(store.products.get).toHaveBeenCalledWith('prd_a6_postkarte');
    const summary = screen.getByRole('region', { name: 'Deine Bestellung' });
    expect(text(within(summary).getAllByRole('listitem')[0] as HTMLElement)).toBe(
      'A6 Postkarte20 Karten69,02 €',
    );
    expect(screen.queryByText(/Versand am/)).not.toBeInTheDocument();
  });

  it('without a configuration or waiting time the shipping line stays general', async () => {
    const store = installFakeStore({ signedIn: true });
    lastOrder(store).mockResolvedValue({
      ...order,
      paid: false,
      status: 'payment_pending',
      items: [{ id: 'itm_1', product_id: 'prd_x', product_name: 'Brief', quantity: 1 }],
    });
    renderWithRouter(<OrderComplete />, { path: '/order/complete' });
    expect(
      await screen.findByText(
        'Sobald alle Karten geschrieben und geprüft sind, bringen wir sie zur Post.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sobald deine Zahlung bei uns eingegangen ist, legen wir los.',
    );
    expect(screen.getByText('Noch nicht bezahlt')).toBeVisible();
  });

  it('someone opening the page without an order gets a friendly way on', async () => {
    const store = installFakeStore({ signedIn: true });
    renderWithRouter(<OrderComplete />, { path: '/order/complete' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keine Bestellung gefunden' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zu meinen Bestellungen' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(screen.getByRole('link', { name: 'Vorlagen ansehen' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(store.cart.getOrder).toHaveBeenCalledTimes(1);
  });

  it('?id= loads that order of the account', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    renderWithRouter(<OrderComplete />, { path: '/order/complete?id=ord_1' });
    expect(await screen.findByText('FK-100002')).toBeVisible();
    expect(store.account.getOrder).toHaveBeenCalledWith('ord_1');
    expect(store.cart.getOrder).not.toHaveBeenCalled();
  });

  it('router state { orderId } loads that order of the account', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    const router = createMemoryRouter([{ path: '*', element: <OrderComplete /> }], {
      initialEntries: [{ pathname: '/order/complete', state: { orderId: 'ord_1' } }],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('FK-100002')).toBeVisible();
    expect(store.account.getOrder).toHaveBeenCalledWith('ord_1');
    expect(store.cart.getOrder).not.toHaveBeenCalled();
  });

  it('an unknown ?id= is the empty state too', async () => {
    installFakeStore({ signedIn: true });
    renderWithRouter(<OrderComplete />, { path: '/order/complete?id=ord_x' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Keine Bestellung gefunden' }),
    ).toBeVisible();
  });

  it('a failure offers to try again', async () => {
    const user = userEvent.setup();
    const store = installFakeStore({ signedIn: true });
    lastOrder(store).mockRejectedValueOnce(new Error('offline'));
    lastOrder(store).mockResolvedValue(order);
    renderWithRouter(<OrderComplete />, { path: '/order/complete' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Bestellung konnte gerade nicht geladen werden.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' }),
    ).toBeVisible();
  });
});

describe('completedOrderId', () => {
  it('takes ?id= first, then router state { orderId }', () => {
    expect(completedOrderId(new URLSearchParams('id=ord_1'), { orderId: 'ord_2' })).toBe('ord_1');
    expect(completedOrderId(new URLSearchParams(), { orderId: 'ord_2' })).toBe('ord_2');
    expect(completedOrderId(new URLSearchParams('id='), null)).toBeNull();
    expect(completedOrderId(new URLSearchParams(), { orderId: 42 })).toBeNull();
    expect(completedOrderId(new URLSearchParams(), 'ord_3')).toBeNull();
  });
});
