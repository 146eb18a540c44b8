import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SHIPPING_RATES } from '@federkiel/machines/pricing/postage';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAdminApi, overview, sessionAs, type FakeHandler } from '../testing/fakeAdminApi.ts';
import { dashboardTestRoutes } from '../testing/renderDashboard.tsx';
import { Component as Shipping } from './shipping.route.tsx';

// Issue 38 item 5: the owner sets postage and delivery times per destination in the
// dashboard; other roles are told the page is not theirs.

afterEach(() => vi.unstubAllGlobals());

const URL = '/swell/admin/settings/shipping';

/** The dashboard's test routes with this page where the app's router has it. */
function routes(): RouteObject[] {
  const root = dashboardTestRoutes[0] as RouteObject & { index?: false };
  const children = (root.children ?? []).map((child) =>
    child.children && !child.index
      ? { ...child, children: [{ path: 'shipping', Component: Shipping }, ...child.children] }
      : child,
  );
  return [{ ...root, children } as RouteObject];
}

function setup(role: 'owner' | 'office' | 'production', handlers: Record<string, FakeHandler>) {
  const api = installAdminApi({
    'GET /swell/admin/session': { body: sessionAs(role) },
    'GET /swell/admin/overview': { body: overview() },
    ...handlers,
  });
  const router = createMemoryRouter(routes(), { initialEntries: ['/dashboard/shipping'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

async function zone(name: RegExp) {
  const form = await screen.findByRole('form', { name: 'Porto und Lieferzeiten' });
  return within(form).getByRole('group', { name });
}

async function retype(input: HTMLElement, text: string, user: ReturnType<typeof userEvent.setup>) {
  await user.clear(input);
  await user.type(input, text);
}

describe('Porto und Lieferzeiten', () => {
  it('shows the owner every zone in euros, saves the changes and confirms', async () => {
    const { api, user } = setup('owner', {
      [`GET ${URL}`]: { body: DEFAULT_SHIPPING_RATES },
      [`PUT ${URL}`]: (request) => ({ body: request.body }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Porto und Lieferzeiten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const de = await zone(/^Deutschland/);
    expect(within(de).getByLabelText('Standardbrief C6/DL (€ je Karte)')).toHaveValue('0,95');
    expect(within(de).getByLabelText('Paket „Versand an mich“ (€)')).toHaveValue('4,90');
    const eu = await zone(/^EU/);
    await retype(within(eu).getByLabelText('Standardbrief C6/DL (€ je Karte)'), '1,40', user);
    await retype(within(eu).getByLabelText('Zustellung bis (Werktage)'), '6', user);
    // Keyboard only: Enter in a field submits the form.
    await user.type(within(eu).getByLabelText('Zustellung bis (Werktage)'), '{Enter}');

    await waitFor(() => expect(api.calls('PUT', URL)).toHaveLength(1));
    expect(api.calls('PUT', URL)[0]?.body).toEqual({
      ...DEFAULT_SHIPPING_RATES,
      EU: { ...DEFAULT_SHIPPING_RATES.EU, letter_cents: 140, max_days: 6 },
    });
    expect(
      await screen.findByText(
        'Porto und Lieferzeiten gespeichert. Warenkörbe rechnen ab jetzt damit.',
      ),
    ).toBeVisible();
  });

  it('shows the server’s German message at the field it names, and its own for no amount', async () => {
    const { api, user } = setup('owner', {
      [`GET ${URL}`]: { body: DEFAULT_SHIPPING_RATES },
      [`PUT ${URL}`]: {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'body.WORLD.max_days: Die Zustellzeit „von“ darf nicht länger sein als „bis“.',
            param: 'WORLD.max_days',
          },
        },
      },
    });
    const world = await zone(/^Welt/);
    const parcel = within(world).getByLabelText('Paket „Versand an mich“ (€)');
    await retype(parcel, 'viel', user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(parcel).toHaveAccessibleDescription('Bitte einen Betrag in Euro angeben, z. B. 0,95.');
    expect(parcel).toHaveFocus();
    expect(api.calls('PUT', URL)).toHaveLength(0);

    await retype(parcel, '29,90', user);
    const to = within(world).getByLabelText('Zustellung bis (Werktage)');
    await retype(to, '2', user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        'Die Zustellzeit „von“ darf nicht länger sein als „bis“.',
      ),
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(screen.queryByText(/gespeichert/)).toBeNull();
  });

  it('says when the rates cannot be loaded and loads them again on request', async () => {
    let fail = true;
    const { user } = setup('owner', {
      [`GET ${URL}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'server_error', message: '' } } }
          : { body: DEFAULT_SHIPPING_RATES },
    });
    expect(await screen.findByText('Porto und Lieferzeiten ließen sich nicht laden')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /erneut/i }));
    expect(await zone(/^Deutschland/)).toBeVisible();
  });

  it('tells other roles the page is not theirs and asks nothing of the server', async () => {
    const { api } = setup('office', {});
    expect(
      await screen.findByText(
        'Porto und Lieferzeiten legt der Inhaber fest – diese Seite ist nicht für deine Rolle.',
      ),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await within(nav).findByRole('link', { name: 'Bestellungen' });
    expect(within(nav).queryByRole('link', { name: 'Porto und Lieferzeiten' })).toBeNull();
    expect(api.calls('GET', URL)).toHaveLength(0);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
