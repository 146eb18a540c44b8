import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../../lib/config/appConfig.ts';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreItemConfiguration, StoreOrder } from '../../../lib/store/types.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderHistory } from './OrderHistory.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
  setStore(null);
});

const order: StoreOrder = {
  id: 'ord_1',
  number: 'FK-100002',
  status: 'delivery_pending',
  production_status: 'in_production',
  date_created: '2026-11-21T06:14:30.634Z',
  currency: 'EUR',
  item_quantity: 60,
  items: [
    {
      id: 'itm_1',
      product_name: 'A6 Postkarte',
      quantity: 60,
      price: 2.9,
      price_total: 174,
    },
  ],
  sub_total: 174,
  discount_total: 9,
  discounts: [{ id: 'volume', description: 'Mengenrabatt', amount: 9 }],
  shipment_total: 4.9,
  tax_total: 32.28,
  taxes: [{ id: 'vat', name: 'MwSt. 19 %', amount: 32.28 }],
  grand_total: 202.18,
  paid: true,
  shipping: {
    name: 'Ada Lovelace',
    address1: 'Musterstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    service_name: 'Versand an dich',
  },
  billing: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    address1: 'Rechnungsweg 2',
    zip: '1010',
    city: 'Wien',
    country: 'AT',
    method: 'card',
    card: { brand: 'Visa', last4: '4242' },
  },
};

/** Non-breaking spaces from Intl become plain spaces for comparing. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('OrderHistory', () => {
  it('lists number, date, German status and total, with a link to the detail', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.listOrders.mockResolvedValue({
      count: 2,
      page: 1,
      results: [
        order,
        {
          ...order,
          id: 'ord_0',
          number: 'FK-100001',
          status: 'complete',
          grand_total: 33.5,
          item_quantity: 1,
        },
      ],
    });
    renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    const table = await screen.findByRole('table', { name: 'Deine Bestellungen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(text)).toEqual([
      'FK-10000260 Karten21.11.2026In Vorbereitung202,18 €Details',
      'FK-1000011 Karte21.11.2026Abgeschlossen33,50 €Details',
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', {
        name: 'Details zur Bestellung FK-100002',
      }),
    ).toHaveAttribute('href', '/profile/orders/ord_1');
    expect(store.account.listOrders).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getByRole('heading', { level: 2, name: 'Bestellungen' })).toBeVisible();
  });

  it('pages through long histories', async () => {
    const user = userEvent.setup();
    const store = installFakeStore({ signedIn: true });
    store.account.listOrders.mockImplementation(async ({ page = 1 } = {}) => ({
      count: 12,
      page,
      results: [{ ...order, id: `ord_p${page}`, number: `FK-${page}` }],
    }));
    const { router } = renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    const pager = await screen.findByRole('navigation', { name: 'Seiten der Bestellliste' });
    expect(pager).toHaveTextContent('Seite 1 von 2');
    expect(within(pager).getByRole('button', { name: 'Neuere Bestellungen' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Ältere Bestellungen' }));
    expect(await screen.findByRole('link', { name: 'FK-2' })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('an empty history invites to the first order', async () => {
    installFakeStore({ signedIn: true });
    renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Noch keine Bestellungen' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Karte gestalten' })).toHaveAttribute(
      'href',
      '/configurator',
    );
  });

  it('a failure offers to try again', async () => {
    const user = userEvent.setup();
    const store = installFakeStore({ signedIn: true });
    store.account.listOrders.mockRejectedValueOnce(new Error('offline'));
    renderWithRouter(<OrderHistory />, { path: '/profile/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Bestellungen konnten gerade nicht geladen werden.',
    );
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch keine Bestellungen')).toBeVisible();
  });
});

describe('OrderDetail', () => {
  it('shows status, production step, items, totals, addresses and payment', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100002' }),
    ).toBeVisible();
    expect(screen.getByText('Bestellt am 21. November 2026')).toBeVisible();
    expect(screen.getByText('In Vorbereitung')).toBeVisible();
    expect(screen.getByText('Karten werden geschrieben')).toHaveAttribute('aria-current', 'step');
    const items = screen.getAllByRole('table')[0] as HTMLElement;
    expect(text(within(items).getAllByRole('row')[1] as HTMLElement)).toBe(
      'A6 Postkarte603,451 €207,06 €', // 60 × 3,451 € = 207,06 € (issue #27)
    );
    const totals = screen.getByLabelText('Summen');
    // Gross by default (docs/prices.md): 207,06 − 10,71 + 5,83 = 202,18; VAT contained.
    expect(screen.getByText('inkl. 19 % MwSt., zzgl. Versand')).toBeVisible();
    expect(text(totals)).toContain('Zwischensumme207,06 €');
    expect(text(totals)).toContain('Mengenrabatt−10,71 €');
    expect(text(totals)).toContain('Versand5,83 €');
    expect(text(totals)).toContain('Gesamt202,18 €');
    expect(text(totals)).toContain('enthaltene MwSt. 19 %32,28 €');
    const delivery = screen.getByRole('heading', { name: 'Lieferadresse' })
      .parentElement as HTMLElement;
    // The postal block (DIN 5008): no country line within Germany.
    expect(text(delivery)).toContain('Ada LovelaceMusterstraße 110115 Berlin');
    expect(text(delivery)).not.toContain('Deutschland');
    expect(text(delivery)).toContain('Versandart: Versand an dich');
    const billing = screen.getByRole('heading', { name: 'Rechnungsadresse' })
      .parentElement as HTMLElement;
    expect(text(billing)).toContain('Analytical Engines');
    expect(text(billing)).toContain('1010 WienÖSTERREICH');
    expect(screen.getByText(/Visa •••• 4242/)).toBeVisible();
    expect(screen.getByText('Bezahlt')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    expect(document.title).toBe('Bestellung FK-100002 – Mein Konto · Federkiel');
    expect(store.account.getOrder).toHaveBeenCalledWith('ord_1');
  });

  it('in the profile the title is an h2', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    renderWithRouter(<OrderDetail id="ord_1" />, { path: '/profile/orders/ord_1' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bestellung FK-100002' }),
    ).toBeVisible();
  });

  it('an unknown (or another account`s) order is "not found"', async () => {
    installFakeStore({ signedIn: true });
    renderWithRouter(<OrderDetail id="ord_x" standalone />, { path: '/order/ord_x' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Bestellung gibt es nicht' }),
    ).toBeVisible();
  });
});

describe('OrderDetail of configured cards', () => {
  const configuration: StoreItemConfiguration = {
    id: 'cfg_1',
    template: { id: '7', name: 'Sommerfest' },
    canvas: { key: 'a6-postkarte', name: 'A6 Postkarte', width_mm: 148, height_mm: 105 },
    font: { name: 'Caveat' },
    personalisation: 'salutation_address',
    text_size: 'medium',
    card_count: 60,
    recipient_count: 58,
    shipping: { mode: 'to_recipients', date: '2026-12-03', envelope: 'open' },
    images: { logo: null, outer_background: null, inner_background: null },
  };
  const configured = (changes: Partial<StoreItemConfiguration> = {}): StoreOrder => ({
    ...order,
    items: [
      {
        ...(order.items?.[0] as NonNullable<StoreOrder['items']>[number]),
        configuration: { ...configuration, ...changes },
      },
    ],
  });

  it('shows template, format, font, cards, recipients, shipping and envelope per item', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(
      configured({
        images: {
          logo: '/swell/uploads/logo.png',
          outer_background: '/swell/uploads/front.jpg',
          inner_background: null,
        },
      }),
    );
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    const facts = await screen.findByLabelText('Details zu Sommerfest');
    const items = screen.getAllByRole('table')[0] as HTMLElement;
    const row = within(items).getAllByRole('row')[1] as HTMLElement;
    expect(text(row)).toBe('SommerfestA6 Postkarte603,451 €207,06 €');
    expect(row.querySelector('img')).toHaveAttribute('src', '/swell/uploads/front.jpg');
    expect(
      [...facts.querySelectorAll('dt')].map(
        (dt) => `${text(dt as HTMLElement)}: ${text(dt.nextElementSibling as HTMLElement)}`,
      ),
    ).toEqual([
      'Format: A6 Postkarte',
      'Handschrift: Caveat',
      'Umfang: 60 Karten · 58 Empfänger',
      'Versand: Direkt an die Empfänger – jede Karte einzeln frankiert',
      'Versanddatum: Donnerstag, 3. Dezember 2026',
      'Umschlag: Offen, mit Adresse – zum Beilegen',
    ]);
  });

  it('once the cards went out, the day they were sent replaces the planned date (issue 40)', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue({
      ...configured(),
      production_status: 'sent_out',
      sent_date: '2026-12-04',
    });
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    const facts = await screen.findByLabelText('Details zu Sommerfest');
    expect(text(facts)).toContain('Versendet amFreitag, 4. Dezember 2026');
    expect(text(facts)).not.toContain('Versanddatum');
  });

  it('"An Sie" for Sie, and the envelope without address', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(
      configured({ shipping: { mode: 'to_customer', date: '2026-12-03', envelope: 'blank' } }),
    );
    setAddress('sie');
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    const facts = await screen.findByLabelText('Details zu Sommerfest');
    expect(text(facts)).toContain('VersandAn Sie – alle Karten in einem Paket');
    expect(text(facts)).toContain('UmschlagOhne Adresse (blanko)');
  });

  it('shows the template`s picture from the CMS when no own card front was uploaded', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(
      configured({
        images: { logo: '/swell/uploads/logo.png', outer_background: null, inner_background: null },
      }),
    );
    setAppConfig({
      cmsUrl: 'http://cms.test',
      storeId: 'test',
      publicKey: 'pk_test',
      publicUrl: '',
      trackingId: null,
    });
    const cms = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('http://cms.test/api/templates/7?')
        ? Response.json({
            data: {
              id: 7,
              documentId: 'tpl7',
              name: 'Sommerfest',
              previewImage: {
                url: '/uploads/sommerfest.png',
                formats: { small: { url: '/uploads/small_sommerfest.png', width: 500 } },
              },
            },
          })
        : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', cms);
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    await screen.findByLabelText('Details zu Sommerfest');
    const row = within(screen.getAllByRole('table')[0] as HTMLElement).getAllByRole('row')[1];
    await waitFor(() =>
      expect(row?.querySelector('img')).toHaveAttribute(
        'src',
        'http://cms.test/uploads/small_sommerfest.png',
      ),
    );
  });

  it('falls back to the logo, or a drawn card, when the CMS has no picture', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue({
      ...configured({
        images: { logo: '/swell/uploads/logo.png', outer_background: null, inner_background: null },
      }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    await screen.findByLabelText('Details zu Sommerfest');
    const row = within(screen.getAllByRole('table')[0] as HTMLElement).getAllByRole('row')[1];
    await waitFor(() =>
      expect(row?.querySelector('img')).toHaveAttribute('src', '/swell/uploads/logo.png'),
    );
  });

  it.each([
    ['paypal', 'PayPal'],
    ['klarna', 'Klarna'],
    ['ideal', 'iDEAL'],
    ['bancontact', 'Bancontact'],
    ['paysafecard', 'paysafecard'],
    ['amazon', 'Amazon Pay'],
    ['google', 'Google Pay'],
    ['apple', 'Apple Pay'],
    ['giftcard', 'Geschenkkarte'],
  ])('names the payment method %s "%s"', async (method, name) => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue({
      ...order,
      billing: { ...order.billing, method, card: null },
    });
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    const payment = (await screen.findByRole('heading', { name: 'Zahlung' }))
      .parentElement as HTMLElement;
    expect(text(payment)).toBe(`Zahlung${name}Bezahlt`);
  });

  it('an order of 0 € needed no payment', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue({
      ...order,
      grand_total: 0,
      billing: { ...order.billing, method: null, card: null },
    });
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    const payment = (await screen.findByRole('heading', { name: 'Zahlung' }))
      .parentElement as HTMLElement;
    expect(text(payment)).toBe('ZahlungKeine Zahlung nötigBezahlt');
  });
});
