import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreOrder } from '../../../lib/store/types.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { shownProductionStep } from './ProductionSteps.tsx';

// The customer's order page: the remark from the checkout and the production stepper.

afterEach(() => {
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
  items: [{ id: 'itm_1', product_name: 'A6 Postkarte', quantity: 60, price: 2.9 }],
  grand_total: 174,
};

async function renderOrder(changes: Partial<StoreOrder> & { comments?: string | null } = {}) {
  const store = installFakeStore({ signedIn: true });
  store.account.getOrder.mockResolvedValue({ ...order, ...changes } as StoreOrder);
  renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
  await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100002' });
}

const productionSection = () => screen.queryByRole('region', { name: 'Stand der Produktion' });
const steps = () =>
  within(productionSection() as HTMLElement)
    .getAllByRole('listitem')
    .map(
      (li) =>
        `${li.textContent} [${li.dataset.state}${li.getAttribute('aria-current') ? ', aktuell' : ''}]`,
    );

describe('OrderDetail: the customer’s remark', () => {
  it('shows „Deine Anmerkung“ with the line breaks as typed', async () => {
    await renderOrder({ comments: 'Bitte erst ab dem 1. Dezember verschicken.\nDanke!' });
    const section = screen.getByRole('region', { name: 'Deine Anmerkung' });
    const text = within(section).getByText(/Bitte erst ab dem 1\. Dezember/);
    // The text keeps its line break, and the style shows it (pre-wrap).
    expect(text.textContent).toBe('Bitte erst ab dem 1. Dezember verschicken.\nDanke!');
    expect(text.className).toMatch(/comment/);
  });

  it('says „Ihre Anmerkung“ to a customer who is addressed formally', async () => {
    setAddress('sie');
    await renderOrder({ comments: 'Gern mit Schleife.' });
    expect(screen.getByRole('region', { name: 'Ihre Anmerkung' })).toHaveTextContent(
      'Gern mit Schleife.',
    );
    expect(screen.queryByRole('region', { name: 'Deine Anmerkung' })).toBeNull();
  });

  it('shows remarks as text, never as markup', async () => {
    await renderOrder({ comments: '<b>fett</b> & <img src=x onerror=alert(1)>' });
    const section = screen.getByRole('region', { name: 'Deine Anmerkung' });
    expect(section).toHaveTextContent('<b>fett</b> & <img src=x onerror=alert(1)>');
    expect(section.querySelector('b, img')).toBeNull();
  });

  it.each([[undefined], [null], [''], ['  \n ']])(
    'has no remark section for %j',
    async (comments) => {
      await renderOrder({ comments });
      expect(screen.queryByRole('region', { name: 'Deine Anmerkung' })).toBeNull();
      expect(screen.queryByText('Deine Anmerkung')).toBeNull();
    },
  );
});

describe('OrderDetail: production progress', () => {
  it('marks the steps before the current one done and the current one current', async () => {
    await renderOrder({ production_status: 'material_available' });
    expect(steps()).toEqual([
      'Bestellung eingegangen (erledigt) [done]',
      'Material bestellt (erledigt) [done]',
      'Material ist da [current, aktuell]',
      'Karten werden geschrieben [upcoming]',
      'In der Qualitätskontrolle [upcoming]',
      'Verschickt [upcoming]',
    ]);
    expect(screen.queryByText('Deine Karten sind unterwegs.')).toBeNull();
  });

  it('reads as sent once sent out: every step done, the cards on their way', async () => {
    await renderOrder({ status: 'complete', production_status: 'sent_out' });
    expect(steps()).toEqual([
      'Bestellung eingegangen (erledigt) [done]',
      'Material bestellt (erledigt) [done]',
      'Material ist da (erledigt) [done]',
      'Karten werden geschrieben (erledigt) [done]',
      'In der Qualitätskontrolle (erledigt) [done]',
      'Verschickt (erledigt) [done, aktuell]',
    ]);
    expect(
      within(productionSection() as HTMLElement).getByText('Deine Karten sind unterwegs.'),
    ).toBeVisible();
  });

  it('a complete order reads as sent even if the workshop recorded an earlier step', async () => {
    setAddress('sie');
    await renderOrder({ status: 'complete', production_status: 'in_qa' });
    expect(steps().at(-1)).toBe('Verschickt (erledigt) [done, aktuell]');
    expect(screen.getByText('Ihre Karten sind unterwegs.')).toBeVisible();
  });

  it('a sent-out order still being completed reads as sent too', async () => {
    await renderOrder({ status: 'delivery_pending', production_status: 'sent_out' });
    expect(steps().at(-1)).toBe('Verschickt (erledigt) [done, aktuell]');
    expect(screen.getByText('Deine Karten sind unterwegs.')).toBeVisible();
  });

  it.each([['order_received'], ['in_qa'], ['sent_out'], [null]])(
    'a canceled order (production %s) shows „Storniert“ and no stepper',
    async (production_status) => {
      await renderOrder({ status: 'canceled', production_status });
      const section = productionSection() as HTMLElement;
      expect(section).toHaveTextContent('StorniertDiese Bestellung wird nicht weiter bearbeitet.');
      expect(within(section).queryByRole('list')).toBeNull();
      expect(screen.queryByText('Verschickt')).toBeNull();
      expect(screen.queryByText(/unterwegs/)).toBeNull();
    },
  );

  it('shows no progress for an order without a known production status', async () => {
    await renderOrder({ status: 'payment_pending', production_status: null });
    expect(productionSection()).toBeNull();
  });
});

describe('shownProductionStep', () => {
  it.each([
    [{ status: 'delivery_pending', production_status: 'in_production' }, 'in_production'],
    [{ status: 'delivery_pending', production_status: 'sent_out' }, 'sent_out'],
    [{ status: 'complete', production_status: 'in_qa' }, 'sent_out'],
    [{ status: 'complete', production_status: null }, 'sent_out'],
    [{ status: 'canceled', production_status: 'sent_out' }, null],
    [{ status: 'hold', production_status: 'material_ordered' }, 'material_ordered'],
    [{ status: 'pending', production_status: 'somewhere' }, null],
  ])('%j → %s', (input, expected) => {
    expect(shownProductionStep(input)).toBe(expected);
  });
});

describe('OrderDetail: a WunderLink order', () => {
  it('says the cards were the campaign’s gift where the payment would be', async () => {
    await renderOrder({
      grand_total: 0,
      billing: { name: 'Ada Lovelace' },
      metadata: { wunderlink: { id: 'wl_1', campaign: 'Sommerfest' } },
    } as Partial<StoreOrder>);
    const payment = screen.getByRole('heading', { name: 'Zahlung' }).closest('section');
    expect(payment).toHaveTextContent('Geschenk aus der Aktion „Sommerfest“ – keine Zahlung nötig');
  });
});

describe('OrderDetail: where the cards go (issue 28)', () => {
  const address = {
    name: 'Ada Lovelace',
    address1: 'Musterstraße 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  };

  it('cards to the recipients: no delivery address, the number of addresses instead', async () => {
    await renderOrder({ shipping: { ...address, service: 'to_recipients' } });
    expect(screen.queryByText('Lieferadresse')).not.toBeInTheDocument();
    expect(
      screen.getByText('Versand direkt an die Empfänger (60 Adressen, siehe Karten)'),
    ).toBeVisible();
  });

  it('a parcel to the customer shows its tracking number with the carrier’s link', async () => {
    await renderOrder({
      shipping: { ...address, service: 'to_customer' },
      tracking: {
        carrier: 'dhl',
        label: 'DHL',
        number: '003404341234567890',
        url: 'https://www.dhl.de/x?piececode=003404341234567890',
      },
    });
    expect(screen.getByText('Lieferadresse')).toBeVisible();
    expect(screen.getByText(/DHL: 003404341234567890/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Paket verfolgen' })).toHaveAttribute(
      'href',
      'https://www.dhl.de/x?piececode=003404341234567890',
    );
  });
});

describe('OrderDetail: the invoices (issue 29)', () => {
  it('offers „Rechnung (PDF)“ and „E-Rechnung (XML)“ of the order', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.getOrder.mockResolvedValue(order);
    store.invoices.list.mockResolvedValue({
      count: 1,
      page: 1,
      results: [
        {
          id: 'inv_1',
          number: 'RE-2026-000001',
          type: 'invoice',
          order_id: 'ord_1',
          date_created: '2026-11-21T06:14:30.634Z',
          grand_total: 174,
          pdf_url: '/swell/invoices/inv_1/pdf?token=t',
          xml_url: '/swell/invoices/inv_1/xml?token=t',
        },
      ],
    });
    renderWithRouter(<OrderDetail id="ord_1" standalone />, { path: '/order/ord_1' });
    const section = await screen.findByRole('region', { name: 'Rechnungen' });
    expect(within(section).getByRole('link', { name: 'Rechnung (PDF)' })).toHaveAttribute(
      'href',
      '/swell/invoices/inv_1/pdf?token=t',
    );
    expect(within(section).getByRole('link', { name: 'E-Rechnung (XML)' })).toBeInTheDocument();
    expect(store.invoices.list).toHaveBeenCalledWith({ order_id: 'ord_1', limit: 100 });
  });
});

describe('OrderDetail: unit prices (issue #27)', () => {
  it('shows each unit price so that quantity × unit is the line total as shown', async () => {
    // 100 cards at 3,50 € net: 416,50 € gross, 4,165 € a card — „4,17 €“ would be 417,00 €.
    await renderOrder({
      items: [
        { id: 'itm_1', product_name: 'A6 Postkarte', quantity: 100, price: 3.5, price_total: 350 },
      ],
      sub_total: 350,
      tax_total: 66.5,
      grand_total: 416.5,
    });
    const row = screen.getByRole('row', { name: /A6 Postkarte/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' '));
    expect(cells).toEqual(['100', '4,165 €', '416,50 €']);
  });
});
