import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installAdminApi,
  makeCards,
  orderDetail,
  overview,
  SESSION,
  type FakeHandler,
} from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';
import { installGridLayout } from '../../../components/recipients/testing/jsdomLayout.ts';

// Issue 28: „Adresse korrigieren“ beside the customer's address and on each card, before
// production starts; the dialog checks the obvious, shows the server's refusals, saves.

let restoreLayout: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  restoreLayout?.();
  restoreLayout = undefined;
});

const ORDER = '/swell/admin/orders/ord_1';
const received = orderDetail({ production_status: 'order_received' });

function setup(handlers: Record<string, FakeHandler> = {}, detail = received) {
  const api = installAdminApi({
    'GET /swell/admin/session': { body: SESSION },
    'GET /swell/admin/overview': { body: overview() },
    [`GET ${ORDER}`]: { body: detail },
    [`GET ${ORDER}/cards`]: { body: { count: 3, results: makeCards(3) } },
    ...handlers,
  });
  const user = userEvent.setup();
  return { api, user, ...renderDashboard('/dashboard/orders/ord_1') };
}

const billingRegion = () => screen.getByRole('region', { name: 'Rechnungsadresse' });

describe('address correction', () => {
  it('corrects the billing address: checks the fields, sends them, shows the new address', async () => {
    const corrected = orderDetail({
      production_status: 'order_received',
      billing: { ...received.billing, address1: 'Neue Straße 5' },
    });
    const { api, user } = setup({ [`PUT ${ORDER}/addresses/billing`]: { body: corrected } });
    await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' });
    await user.click(
      within(billingRegion()).getByRole('button', { name: 'Rechnungsadresse korrigieren' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rechnungsadresse korrigieren' });
    const street = within(dialog).getByRole('textbox', { name: 'Straße und Hausnummer' });
    expect(street).toHaveValue('Rechnungsweg 2');

    // An empty street is caught at its field before anything is sent.
    await user.clear(street);
    await user.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    expect(await within(dialog).findByText('Pflichtfeld – bitte ausfüllen.')).toBeVisible();
    expect(api.calls('PUT', `${ORDER}/addresses/billing`)).toHaveLength(0);

    await user.type(street, 'Neue Straße 5');
    await user.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    await waitFor(() => expect(api.calls('PUT', `${ORDER}/addresses/billing`)).toHaveLength(1));
    expect(api.calls('PUT', `${ORDER}/addresses/billing`)[0]?.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      address1: 'Neue Straße 5',
      zip: '10115',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(billingRegion()).toHaveTextContent('Neue Straße 5');
  });

  it('corrects a card’s address and shows the server’s refusal naming the card', async () => {
    restoreLayout = installGridLayout((element) => element.hasAttribute('data-virtual-scroller'));
    const refusal =
      'Karte 2 (Lena Neumann), Umschlag: Diese Zeichen kann der Stift nicht schreiben: 漢';
    const { api, user } = setup({
      [`GET ${ORDER}/cards/2/address`]: {
        body: {
          n: 2,
          title: '',
          firstName: 'Lena',
          lastName: 'Neumann',
          company: '',
          address: {
            line1: 'Hauptstraße 2',
            line2: '',
            postalCode: '10116',
            city: 'Berlin',
            country: 'DE',
          },
        },
      },
      [`PUT ${ORDER}/cards/2/address`]: {
        status: 422,
        body: { error: { code: 'address_not_writable', message: refusal, param: 'address' } },
      },
    });
    const table = await screen.findByRole('table', { name: '3 Karten mit Adresse und Text' });
    await user.click(
      within(table).getByRole('button', { name: 'Adresse von Karte 2 korrigieren' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adresse von Karte 2 korrigieren' });
    const street = await within(dialog).findByRole('textbox', { name: 'Straße und Hausnummer' });
    expect(street).toHaveValue('Hauptstraße 2');
    await user.clear(street);
    await user.type(street, 'Lindenallee 漢');
    await user.click(within(dialog).getByRole('button', { name: 'Korrektur speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.calls('PUT', `${ORDER}/cards/2/address`)[0]?.body).toMatchObject({
      lastName: 'Neumann',
      address: { line1: 'Lindenallee 漢', postalCode: '10116' },
    });
  });

  it('shows which address was corrected, old → new, in the history', async () => {
    setup(
      {},
      orderDetail({
        production_status: 'order_received',
        timeline: [
          {
            id: 'oev_1',
            at: '2026-11-21T10:00:00.000Z',
            source: 'system',
            kind: 'address_changed',
            actor: 'Britta',
            staff: { id: 'stf_1', name: 'Britta' },
            from: null,
            to: null,
            note: null,
            data: {
              label: 'Karte 2 (Lena Neumann)',
              from: 'Lena Neumann, Hauptstraße 2, 10116 Berlin',
              to: 'Lena Neumann, Lindenallee 7, 10117 Berlin',
            },
          },
        ],
      }),
    );
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    expect(history).toHaveTextContent(
      'Karte 2 (Lena Neumann): Lena Neumann, Hauptstraße 2, 10116 Berlin → Lena Neumann, Lindenallee 7, 10117 Berlin',
    );
    expect(history).toHaveTextContent('Adresse korrigiert');
  });

  it('offers no correction once production has started', async () => {
    restoreLayout = installGridLayout((element) => element.hasAttribute('data-virtual-scroller'));
    setup({}, orderDetail({ production_status: 'in_production' }));
    await screen.findByRole('table', { name: '3 Karten mit Adresse und Text' });
    expect(screen.queryByRole('button', { name: /korrigieren/ })).not.toBeInTheDocument();
  });
});
