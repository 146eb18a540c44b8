import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installAdminApi,
  makeCards,
  orderDetail,
  orderList,
  orderRow,
  overview,
  sessionAs,
  type FakeHandler,
} from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

// Issue 40: a screen the role cannot use says so instead of showing its forms; a removed
// account is told why it is out; one click on a row opens the order; a parcel's „Versendet“
// asks for the tracking number.

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  role: 'owner' | 'office' | 'production',
  path: string,
  handlers: Record<string, FakeHandler> = {},
) {
  const api = installAdminApi({
    'GET /swell/admin/session': { body: sessionAs(role) },
    'GET /swell/admin/overview': { body: overview() },
    'GET /swell/admin/wunderlinks': { body: { results: [] } },
    'GET /swell/admin/orders': { body: orderList([orderRow()]) },
    'GET /swell/admin/orders/ord_1/cards': { body: { count: 2, results: makeCards(2) } },
    ...handlers,
  });
  return { api, user: userEvent.setup(), ...renderDashboard(path) };
}

describe('screens a role cannot use', () => {
  it('say so to Produktion instead of showing the WunderLink form', async () => {
    const { api } = setup('production', '/dashboard/wunderlinks');
    expect(
      await screen.findByText('Dieser Bereich ist für Ihre Rolle „Produktion“ nicht freigegeben.'),
    ).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls('GET', '/swell/admin/wunderlinks')).toHaveLength(0);
  });

  it('open as usual for a role that may use them', async () => {
    setup('office', '/dashboard/wunderlinks');
    await waitFor(() => expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0));
    expect(screen.queryByText(/nicht freigegeben/)).not.toBeInTheDocument();
  });

  it('keep the team page from Büro', async () => {
    setup('office', '/dashboard/staff');
    expect(
      await screen.findByText('Dieser Bereich ist für Ihre Rolle „Büro“ nicht freigegeben.'),
    ).toBeVisible();
  });
});

describe('a removed account', () => {
  it('is told on the login page why it is out', async () => {
    setup('production', '/dashboard/orders', {
      'GET /swell/admin/session': {
        status: 401,
        body: { error: { code: 'account_removed', message: 'Ihr Zugang wurde entfernt.' } },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ihr Zugang wurde entfernt\./);
  });
});

describe('the order list', () => {
  it('opens an order with one click anywhere on its row', async () => {
    const { user, router } = setup('production', '/dashboard/orders', {
      'GET /swell/admin/orders/ord_1': { body: orderDetail() },
    });
    const cell = await screen.findByText(orderRow().template);
    await user.click(cell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders/ord_1'));
  });
});

describe('„Versendet“ of a parcel', () => {
  it('asks for the tracking number and sends it with the step', async () => {
    const parcel = orderDetail({
      shipping_mode: 'to_customer',
      production_status: 'in_qa',
      tracking: null,
      allowed: { status: [], production: [{ to: 'sent_out', needsNote: false }] },
    });
    const { api, user } = setup('production', '/dashboard/orders/ord_1', {
      'GET /swell/admin/orders/ord_1': { body: parcel },
      'POST /swell/admin/orders/ord_1/production-status': { body: parcel },
    });
    const next = await screen.findByRole('button', { name: 'Weiter: Versendet' });
    await user.click(next);
    expect(await screen.findByText('Bitte die Sendungsnummer des Pakets eingeben.')).toBeVisible();
    expect(api.calls('POST', '/swell/admin/orders/ord_1/production-status')).toHaveLength(0);
    await user.type(screen.getByLabelText('Sendungsnummer'), '0034 0434 1234 5678 90');
    await user.click(next);
    await waitFor(() =>
      expect(api.calls('POST', '/swell/admin/orders/ord_1/production-status')).toHaveLength(1),
    );
    expect(api.calls('POST', '/swell/admin/orders/ord_1/production-status')[0]?.body).toEqual({
      to: 'sent_out',
      tracking: { carrier: 'dhl', number: '0034 0434 1234 5678 90' },
    });
  });
});
