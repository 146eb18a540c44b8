import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditEvent, OrderConfiguration } from '@federkiel/machines';
import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { readGrant, resetGrantCache, startGrant } from '../../../lib/wunderlink/grant.ts';
import { PATH_DONE, progressAfter, renderConfigurator } from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
  resetGrantCache();
});

const ID = 'q3X9_-abcdefghijklmnop';
const LINK: PublicWunderlink = {
  id: ID,
  campaign: 'Sommer',
  free_cards: 3,
  postage_included: true,
  valid_from: '2020-01-01T00:00:00.000Z',
  valid_until: '2099-01-01T00:00:00.000Z',
  template: { id: '21', slug: 'konfetti', name: 'Konfetti-Geburtstag' },
  group: null,
};

const address = { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
const people = [
  ['Anna', 'Schmidt', 'female'],
  ['Tom', 'Meyer', 'male'],
  ['Lena', 'Vogel', 'female'],
  ['Paul', 'Weiß', 'male'],
] as const;

function withRecipients(count: number): EditEvent[] {
  return [
    ...PATH_DONE,
    {
      type: 'IMPORT_RECIPIENTS',
      mode: 'replace',
      recipients: people.slice(0, count).map(([firstName, lastName, gender]) => ({
        firstName,
        lastName,
        gender,
        addressForm: 'du' as const,
        address,
      })),
    },
  ];
}

describe('the configurator with a WunderLink', () => {
  it('caps the recipients at the granted number with the max-cards message', async () => {
    startGrant(LINK);
    renderConfigurator({
      saved: progressAfter(withRecipients(4), 'data'),
      path: '/configurator/data',
    });

    const notice = await screen.findByRole('region', { name: 'WunderLink' });
    expect(notice).toHaveTextContent('WunderLink „Sommer“: bis zu 3 Karten gratis');
    expect(notice).toHaveTextContent('Nur mit der Vorlage „Konfetti-Geburtstag“. Porto inklusive.');
    expect(await screen.findByText('4 von 3 Karten')).toBeVisible();
    expect(
      screen.getByText(
        'Es können höchstens 3 Karten in einer Bestellung sein. Bitte entferne 1 Karten.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Weiter/ })).toHaveAttribute('aria-disabled', 'true');
    // The table cannot grow past the grant.
    expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toBeDisabled();
  });

  it('shows only the allowed template and lets the customer leave the grant', async () => {
    const user = userEvent.setup();
    startGrant(LINK);
    renderConfigurator({ path: '/configurator/path' });
    expect(await screen.findByText('Dein WunderLink gilt für diese Vorlage:')).toBeVisible();
    expect(await screen.findByRole('button', { name: /Konfetti-Geburtstag/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Luftballon-Grüße/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ohne WunderLink weiter' }));
    expect(readGrant()).toBeNull();
    expect(await screen.findByRole('button', { name: /Luftballon-Grüße/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'WunderLink' })).toBeNull();
  });

  it('keeps every step closed while the design uses a template the link does not cover', async () => {
    startGrant({ ...LINK, template: { id: '22', slug: 'luftballon', name: 'Luftballon-Grüße' } });
    renderConfigurator({ saved: progressAfter(PATH_DONE, 'path'), path: '/configurator/path' });
    expect(
      await screen.findByText('Dieser WunderLink gilt nur für die Vorlage „Luftballon-Grüße“.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Weiter/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('prices the granted cards at 0 € and orders them for free', async () => {
    const user = userEvent.setup();
    startGrant(LINK);
    const orderForFree = vi.fn(async (_configuration: OrderConfiguration) => ({
      configurationId: 'cfg_1',
    }));
    const { router, store } = renderConfigurator({
      saved: progressAfter(withRecipients(2), 'summary'),
      path: '/configurator/summary',
      orderForFree,
      routes: [{ path: '/wunderlink/:link/confirm', element: <h1>Bestätigen</h1> }],
    });

    const price = await screen.findByRole('region', { name: 'Preis' });
    expect(price).toHaveTextContent('2 Karten gratis (WunderLink „Sommer“)');
    expect(price).toHaveTextContent('2 Karten × 0,00 €');
    expect(within(price).getAllByText('0,00 €').length).toBeGreaterThan(1);
    expect(price).toHaveTextContent('Der WunderLink schenkt bis zu 3 Karten in einer Bestellung.');
    // The link decides the shipping: franked to the recipients.
    const shipping = screen.getByRole('region', { name: 'Versand' });
    expect(shipping).toHaveTextContent('Das legt dein WunderLink fest: Direkt an die Empfänger');
    expect(within(shipping).queryByRole('radio', { name: /An mich/ })).toBeNull();
    // No store price is asked for.
    expect(store.products.get).not.toHaveBeenCalled();

    await screen.findByText('Der Text passt auf alle 2 Karten.', {}, { timeout: 8000 });
    const order = screen.getByRole('button', { name: 'Gratis bestellen' });
    await waitFor(() => expect(order).not.toHaveAttribute('aria-disabled'));
    await user.click(order);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/wunderlink/${ID}/confirm`));
    expect(orderForFree).toHaveBeenCalledTimes(1);
    expect(orderForFree.mock.calls[0]?.[0]).toMatchObject({
      template: { id: '21' },
      recipients: [{ firstName: 'Anna' }, { firstName: 'Tom' }],
      shipping: { mode: 'to_recipients' },
    });
    // Nothing went into the cart.
    expect(store.cart.addItem).not.toHaveBeenCalled();
  });
});
