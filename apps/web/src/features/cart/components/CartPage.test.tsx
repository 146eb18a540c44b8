import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
    const first = within(lines[0]!);
    expect(first.getByRole('heading', { name: 'Danke für Ihren Auftrag' })).toBeInTheDocument();
    expect(lines[0]).toHaveTextContent('FormatA6 Postkarte');
    expect(lines[0]).toHaveTextContent('Karten2 Karten');
    expect(lines[0]).toHaveTextContent('VersandVersand an dich');
    // 5,80 € net + 1,10 € VAT
    expect(lines[0]).toHaveTextContent('6,90 €');
    expect(lines[0]).toHaveTextContent('inkl. 19 % MwSt., zzgl. Versand');
    expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/swell/uploads/front.png');
    expect(first.getByRole('link', { name: '„Danke für Ihren Auftrag“ bearbeiten' })).toHaveAttribute(
      'href',
      '/configurator?editLine=itm_1',
    );
    const summary = screen.getByRole('complementary', { name: 'Zusammenfassung' });
    expect(summary).toHaveTextContent('Karten (3 Karten)12,73 €');
    expect(summary).toHaveTextContent('Versand · Versand an dich5,83 €');
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

    store.cart.addItem.mockResolvedValue(cartWith([geburtstag, { ...danke, id: 'itm_3' }]) as never);
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
