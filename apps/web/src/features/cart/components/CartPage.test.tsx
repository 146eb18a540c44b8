import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreFieldErrors } from '../../../lib/store/errors.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import type { StoreCart, StoreItemConfiguration } from '../../../lib/store/types.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CartPage } from './CartPage.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

function configuration(id: string, name: string, mode = 'to_customer'): StoreItemConfiguration {
  return {
    id,
    template: { id: '', name },
    canvas: { key: 'a6-postkarte', name: 'A6 Postkarte', width_mm: 148, height_mm: 105 },
    font: { name: 'Caveat' },
    personalisation: 'salutation_address',
    text_size: 'medium',
    card_count: 2,
    recipient_count: 2,
    shipping: { mode, date: '2026-12-01', envelope: 'sealed' } as never,
    images: { logo: null, outer_background: '/swell/uploads/front.png', inner_background: null },
  };
}

const danke = {
  id: 'itm_1',
  product_id: 'prd_a6_postkarte',
  product_name: 'A6 Postkarte',
  quantity: 2,
  price: 2.9,
  price_total: 5.8,
  discount_total: 0,
  tax_total: 1.1,
  metadata: { configurationId: 'cfg_1' },
  configuration: configuration('cfg_1', 'Danke für Ihren Auftrag'),
};
const geburtstag = {
  id: 'itm_2',
  product_id: 'prd_a5_klappkarte',
  product_name: 'A5 Klappkarte',
  quantity: 1,
  price: 4.9,
  price_total: 4.9,
  discount_total: 0,
  tax_total: 0.93,
  metadata: { configurationId: 'cfg_2' },
  configuration: configuration('cfg_2', 'Alles Gute'),
};

function cartWith(items: unknown[]): StoreCart {
  return {
    id: 'cart_1',
    items: items as StoreCart['items'],
    shipment_total: 4.9,
    shipment_tax: 0.93,
    grand_total: 18.56,
    shipping: { service: 'to_customer', service_name: 'Versand an dich', price: 4.9 },
    shipment_rating: {
      services: [
        { id: 'to_customer', name: 'Versand an dich', price: 4.9 },
        { id: 'to_recipients', name: 'Versand an die Empfänger', price: 2.85 },
      ],
    },
  };
}

function setup(items: unknown[] = [danke, geburtstag]) {
  const store = installFakeStore();
  store.session.restoreToken('sess_1');
  store.cart.get.mockResolvedValue(cartWith(items) as never);
  const view = renderWithRouter(<CartPage />, { path: '/cart' });
  return { store, ...view };
}

describe('CartPage', () => {
  it('shows each line with picture, template, format, cards, shipping and gross price', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Karten im Warenkorb' });
    const lines = within(list).getAllByRole('article');
    expect(lines).toHaveLength(2);
    const line = lines[0] as HTMLElement;
    const first = within(line);
    expect(first.getByRole('heading', { name: 'Danke für Ihren Auftrag' })).toBeInTheDocument();
    expect(line).toHaveTextContent('FormatA6 Postkarte');
    expect(line).toHaveTextContent('Karten2 Karten');
    expect(line).toHaveTextContent('VersandVersand an dich');
    // 5,80 € net + 1,10 € VAT
    expect(line).toHaveTextContent('6,90 €');
    expect(line).toHaveTextContent('inkl. 19 % MwSt., zzgl. Versand');
    expect(line.querySelector('img')).toHaveAttribute('src', '/swell/uploads/front.png');
    expect(
      first.getByRole('link', { name: '„Danke für Ihren Auftrag“ bearbeiten' }),
    ).toHaveAttribute('href', '/configurator?editLine=itm_1');
    const summary = screen.getByRole('complementary', { name: 'Zusammenfassung' });
    expect(summary).toHaveTextContent('Zwischensumme12,73 €');
    expect(summary).toHaveTextContent('Versand · Versand an dich5,83 €ändern');
    expect(summary).toHaveTextContent('Gesamt18,56 €');
    expect(within(summary).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('removes a line and puts it back with "Rückgängig", in its place', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    store.cart.removeItem.mockResolvedValue(cartWith([geburtstag]) as never);
    await user.click(
      await screen.findByRole('button', { name: '„Danke für Ihren Auftrag“ entfernen' }),
    );
    expect(store.cart.removeItem).toHaveBeenCalledWith('itm_1');
    const notice = await screen.findByText('„Danke für Ihren Auftrag“ wurde entfernt.');
    expect(screen.queryByRole('heading', { name: 'Danke für Ihren Auftrag' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Karten im Warenkorb' });
    expect(within(list).getAllByRole('listitem')[0]).toContainElement(notice);
    const undo = screen.getByRole('button', {
      name: '„Danke für Ihren Auftrag“ wieder in den Warenkorb legen',
    });
    expect(undo).toHaveFocus();

    store.cart.addItem.mockResolvedValue(
      cartWith([geburtstag, { ...danke, id: 'itm_3' }]) as never,
    );
    await user.click(undo);
    expect(store.cart.addItem).toHaveBeenCalledWith({
      product_id: 'prd_a6_postkarte',
      quantity: 2,
      metadata: { configurationId: 'cfg_1' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Danke für Ihren Auftrag' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('„Danke für Ihren Auftrag“ wurde entfernt.')).toBeNull();
  });

  it('keeps the line and says so when removing fails', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    store.cart.removeItem.mockRejectedValue(new Error('offline'));
    await user.click(await screen.findByRole('button', { name: '„Alles Gute“ entfernen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '„Alles Gute“ konnte nicht entfernt werden.',
    );
    expect(screen.getByRole('heading', { name: 'Alles Gute' })).toBeInTheDocument();
  });

  it('shows the cart`s one shipping mode and changes it for every card with "ändern"', async () => {
    const user = userEvent.setup();
    const { store } = setup([
      {
        ...danke,
        configuration: configuration('cfg_1', 'Danke für Ihren Auftrag', 'to_recipients'),
      },
      geburtstag,
    ]);
    const list = await screen.findByRole('list', { name: 'Karten im Warenkorb' });
    // The design said "to the recipients"; the cart ships to the customer: one mode shown.
    expect(list).not.toHaveTextContent('Empfänger');
    for (const line of within(list).getAllByRole('article'))
      expect(line).toHaveTextContent('VersandVersand an dich');

    store.cart.update.mockResolvedValue({
      ...cartWith([danke, geburtstag]),
      shipment_total: 2.85,
      shipping: { service: 'to_recipients' },
    } as never);
    await user.click(screen.getByRole('button', { name: 'Versandart ändern' }));
    const group = screen.getByRole('group', { name: 'Versandart für die ganze Bestellung' });
    expect(within(group).getByRole('radio', { name: /Versand an dich · 5,83\s€/ })).toBeChecked();
    await user.click(
      within(group).getByRole('radio', { name: /Versand an die Empfänger · 3,39\s€/ }),
    );
    expect(store.cart.update).toHaveBeenCalledWith({ shipping: { service: 'to_recipients' } });
    await waitFor(() => expect(screen.queryByRole('group', { name: /Versandart/ })).toBeNull());
    for (const line of within(list).getAllByRole('article'))
      expect(line).toHaveTextContent('VersandVersand an die Empfänger');
  });

  it('says why "to the recipients" is refused while a card has envelopes without address', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    store.cart.update.mockRejectedValue(
      new StoreFieldErrors({
        'shipping.service': { code: 'ENVELOPE_BLANK', message: 'nur an dich' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Versandart ändern' }));
    await user.click(screen.getByRole('radio', { name: /Versand an die Empfänger/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mindestens eine Karte hat Umschläge ohne Adresse',
    );
    expect(screen.getByRole('radio', { name: /Versand an dich/ })).toBeChecked();
  });

  it('the last line removed: the notice stays until dismissed, then the empty state', async () => {
    const user = userEvent.setup();
    const { store } = setup([geburtstag]);
    store.cart.removeItem.mockResolvedValue(cartWith([]) as never);
    await user.click(await screen.findByRole('button', { name: '„Alles Gute“ entfernen' }));
    await screen.findByText('„Alles Gute“ wurde entfernt.');
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(await screen.findByRole('heading', { name: 'Dein Warenkorb ist leer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Karte gestalten' })).toHaveAttribute(
      'href',
      '/configurator',
    );
  });

  it('an empty or missing cart shows the empty state', async () => {
    const store = installFakeStore();
    renderWithRouter(<CartPage />, { path: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Dein Warenkorb ist leer' })).toBeVisible();
    expect(store.cart.get).not.toHaveBeenCalled();
  });

  it('follows the store when the tab gets focus again (another tab changed the cart)', async () => {
    const { store } = setup([danke]);
    await screen.findByRole('heading', { name: 'Danke für Ihren Auftrag' });
    store.cart.get.mockResolvedValue(cartWith([danke, geburtstag]) as never);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Alles Gute' })).toBeInTheDocument(),
    );
  });
});
