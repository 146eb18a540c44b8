import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFakeCmsAppConfig } from '../../../lib/cms/testing/renderWithCms.tsx';
import {
  canvas,
  createFakeCms,
  FAKE_CMS_URL,
  group,
  template,
} from '../../../lib/cms/testing/fakeCms.ts';
import {
  installAdminApi,
  makeCards,
  orderDetail,
  orderList,
  orderRow,
  overview,
  SESSION,
  type FakeHandler,
} from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/swell/admin/wunderlinks';

function link(overrides: Partial<AdminWunderlink> = {}): AdminWunderlink {
  const id = overrides.id ?? 'q3X9_-abcdefghijklmnop';
  return {
    id,
    url: `https://federkiel.test/wunderlink/${id}`,
    campaign: 'Sommer',
    free_cards: 3,
    template_id: '21',
    group_id: null,
    template: { id: '21', slug: 'konfetti', name: 'Konfetti-Geburtstag' },
    group: null,
    valid_from: '2026-06-30T22:00:00.000Z',
    valid_until: '2026-07-31T22:00:00.000Z',
    max_redemptions: 100,
    redemptions: 2,
    postage_included: true,
    status: 'aktiv',
    deactivated_at: null,
    created_by: 'Grete',
    date_created: '2026-06-20T09:00:00.000Z',
    ...overrides,
  };
}

/** The dashboard API and, for the template and group lists, a fake CMS. */
function setup(path: string, handlers: Record<string, FakeHandler> = {}) {
  const api = installAdminApi({
    'GET /swell/admin/session': { body: SESSION },
    'GET /swell/admin/overview': { body: overview() },
    [`GET ${LIST}`]: { body: { results: [] } },
    ...handlers,
  });
  const postcard = canvas(1, 'A6 Postkarte', 148, 105);
  const birthday = group(3, 'Geburtstag');
  const cms = createFakeCms({
    groups: [birthday, group(4, 'Weihnachten')],
    templates: [
      template(21, 'Konfetti-Geburtstag', { canvas: postcard, groups: [birthday] }),
      template(22, 'Tannenzweig', { canvas: postcard }),
    ],
  });
  setFakeCmsAppConfig();
  const adminFetch = api.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith(FAKE_CMS_URL) ? cms.fetch(input, init) : adminFetch(input, init),
  );
  const rendered = renderDashboard(path);
  return { api, cms, ...rendered, user: userEvent.setup() };
}

describe('WunderLinks in the dashboard', () => {
  it('lists the links with redemptions, status and a URL to copy', async () => {
    const { user } = setup('/dashboard/wunderlinks', {
      [`GET ${LIST}`]: {
        body: {
          results: [
            link(),
            link({
              id: 'AAAAAAAAAAAAAAAAAAAAAA',
              campaign: 'Weihnachten',
              template: null,
              template_id: null,
              group: { id: '4', slug: 'weihnachten', name: 'Weihnachten' },
              group_id: '4',
              status: 'aufgebraucht',
              redemptions: 100,
              postage_included: false,
            }),
            link({
              id: 'BBBBBBBBBBBBBBBBBBBBBB',
              campaign: 'Herbst',
              template: null,
              template_id: null,
              status: 'deaktiviert',
              deactivated_at: '2026-09-01T10:00:00.000Z',
            }),
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'WunderLinks' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'WunderLinks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', { name: /WunderLinks mit Einlösungen/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [sommer, weihnachten, herbst] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(sommer).toHaveTextContent('Sommer');
    expect(sommer).toHaveTextContent('Vorlage „Konfetti-Geburtstag“');
    expect(sommer).toHaveTextContent('01.07.2026 – 31.07.2026');
    expect(sommer).toHaveTextContent('2 von 100');
    expect(sommer).toHaveTextContent('inklusive');
    expect(sommer).toHaveTextContent('Aktiv');
    expect(weihnachten).toHaveTextContent('Gruppe „Weihnachten“');
    expect(weihnachten).toHaveTextContent('Aufgebraucht');
    expect(weihnachten).toHaveTextContent('nein, an Kunden');
    expect(herbst).toHaveTextContent('Alle Vorlagen');
    expect(herbst).toHaveTextContent('Deaktiviert');
    expect(within(herbst).queryByRole('button', { name: /deaktivieren/ })).toBeNull();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(sommer).getByRole('button', { name: 'Link für „Sommer“ kopieren' }));
    expect(writeText).toHaveBeenCalledWith(
      'https://federkiel.test/wunderlink/q3X9_-abcdefghijklmnop',
    );
    const live = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent);
    expect(live).toHaveTextContent('In die Zwischenablage kopiert');
  });

  it('shows an empty list and a failed one with a retry', async () => {
    let fail = true;
    const { user } = setup('/dashboard/wunderlinks', {
      [`GET ${LIST}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: '' } } }
          : { body: { results: [] } },
    });
    expect(await screen.findByText('Die WunderLinks ließen sich nicht laden')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Noch keine WunderLinks' }),
    ).toBeVisible();
  });

  it('creates a link restricted to a template, with the server’s field errors', async () => {
    let attempt = 0;
    const stored: AdminWunderlink[] = [];
    const { api, user } = setup('/dashboard/wunderlinks', {
      [`GET ${LIST}`]: () => ({ body: { results: stored } }),
      [`POST ${LIST}`]: ({ body }) => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 422,
            body: {
              error: {
                code: 'TEMPLATE_NOT_FOUND',
                message: 'Die Vorlage 21 gibt es im CMS nicht (oder sie ist nicht veröffentlicht).',
                param: 'template_id',
              },
            },
          };
        }
        const sent = body as { campaign: string };
        stored.unshift(link({ campaign: sent.campaign, redemptions: 0 }));
        return { status: 201, body: stored[0] };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'WunderLinks' });
    const form = screen.getByRole('region', { name: 'Neuen WunderLink anlegen' });

    // Checked with the server's own schema before anything is sent.
    await user.click(within(form).getByRole('button', { name: 'WunderLink anlegen' }));
    expect(within(form).getByText('Bitte gib der Kampagne einen Namen.')).toBeVisible();
    expect(within(form).getByLabelText('Kampagne')).toHaveFocus();
    expect(within(form).getByLabelText('Kampagne')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', LIST)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Kampagne'), 'Sommer');
    await user.clear(within(form).getByLabelText('Gratis-Karten pro Einlösung'));
    await user.type(within(form).getByLabelText('Gratis-Karten pro Einlösung'), '2');
    await user.click(within(form).getByRole('radio', { name: 'Nur eine Vorlage' }));
    const select = within(form).getByLabelText('Vorlage');
    await waitFor(() =>
      expect(
        within(select).getByRole('option', { name: 'Tannenzweig (A6 Postkarte)' }),
      ).toBeInTheDocument(),
    );
    await user.click(within(form).getByRole('button', { name: 'WunderLink anlegen' }));
    expect(within(form).getByText('Bitte eine Vorlage wählen.')).toBeVisible();
    await user.selectOptions(select, 'Konfetti-Geburtstag (A6 Postkarte)');
    await user.clear(within(form).getByLabelText('Gültig ab'));
    await user.type(within(form).getByLabelText('Gültig ab'), '2026-07-01');
    await user.clear(within(form).getByLabelText('Gültig bis'));
    await user.type(within(form).getByLabelText('Gültig bis'), '2026-07-31');
    await user.clear(within(form).getByLabelText('Einlösungen höchstens'));
    await user.type(within(form).getByLabelText('Einlösungen höchstens'), '50');
    await user.click(within(form).getByRole('checkbox', { name: /Porto enthalten/ }));

    await user.click(within(form).getByRole('button', { name: 'WunderLink anlegen' }));
    // The server's refusal lands at its field.
    expect(
      await within(form).findByText(
        'Die Vorlage 21 gibt es im CMS nicht (oder sie ist nicht veröffentlicht).',
      ),
    ).toBeVisible();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', LIST)[0]?.body).toEqual({
      campaign: 'Sommer',
      free_cards: 2,
      template_id: '21',
      group_id: null,
      valid_from: '2026-07-01',
      valid_until: '2026-07-31',
      max_redemptions: 50,
      postage_included: false,
    });

    await user.click(within(form).getByRole('button', { name: 'WunderLink anlegen' }));
    const created = await within(form).findByRole('status');
    expect(created).toHaveTextContent('WunderLink „Sommer“ angelegt');
    expect(created).toHaveTextContent('https://federkiel.test/wunderlink/q3X9_-abcdefghijklmnop');
    expect(
      within(created).getByRole('button', { name: 'Link für „Sommer“ kopieren' }),
    ).toBeVisible();
    // The form starts afresh; the new link is in the list.
    expect(within(form).getByLabelText('Kampagne')).toHaveValue('');
    const table = await screen.findByRole('table', { name: /WunderLinks mit Einlösungen/ });
    expect(within(table).getByText('Sommer')).toBeVisible();
  });

  it('switches a link off after a confirmation', async () => {
    let current = link();
    const { api, user } = setup('/dashboard/wunderlinks', {
      [`GET ${LIST}`]: () => ({ body: { results: [current] } }),
      [`POST ${LIST}/q3X9_-abcdefghijklmnop/deactivate`]: () => {
        current = link({ status: 'deaktiviert', deactivated_at: '2026-07-10T08:00:00.000Z' });
        return { body: current };
      },
    });
    const table = await screen.findByRole('table', { name: /WunderLinks mit Einlösungen/ });
    await user.click(
      within(table).getByRole('button', { name: 'WunderLink „Sommer“ deaktivieren' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'WunderLink deaktivieren?' });
    expect(dialog).toHaveTextContent('„Sommer“ wird sofort abgeschaltet');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(api.calls('POST', `${LIST}/q3X9_-abcdefghijklmnop/deactivate`)).toHaveLength(0);

    await user.click(
      within(table).getByRole('button', { name: 'WunderLink „Sommer“ deaktivieren' }),
    );
    dialog = screen.getByRole('dialog', { name: 'WunderLink deaktivieren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', `${LIST}/q3X9_-abcdefghijklmnop/deactivate`)).toHaveLength(1);
    expect(await within(table).findByText('Deaktiviert')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /deaktivieren/ })).toBeNull();
  });

  it('marks WunderLink orders in the order list', async () => {
    setup('/dashboard/orders', {
      'GET /swell/admin/orders': {
        body: orderList([
          orderRow(),
          orderRow({
            id: 'ord_2',
            number: 'FK-100043',
            grand_total: 0,
            payment_status: 'free',
            wunderlink: { id: 'q3X9_-abcdefghijklmnop', campaign: 'Sommer' },
          }),
        ]),
      },
    });
    const marked = (await screen.findByRole('link', { name: 'FK-100043' })).closest('tr');
    expect(marked).not.toBeNull();
    expect(within(marked as HTMLElement).getByText('WunderLink')).toBeVisible();
    expect(marked).toHaveTextContent('Gratis über den WunderLink „Sommer“ bestellt');
    expect(marked).toHaveTextContent('Kostenlos');
    const plain = screen.getByRole('link', { name: 'FK-100042' }).closest('tr') as HTMLElement;
    expect(within(plain).queryByText('WunderLink')).toBeNull();
  });

  it('names the WunderLink on the order detail', async () => {
    setup('/dashboard/orders/ord_1', {
      'GET /swell/admin/orders/ord_1': {
        body: orderDetail({
          grand_total: 0,
          payment_status: 'free',
          payment: null,
          wunderlink: { id: 'q3X9_-abcdefghijklmnop', campaign: 'Sommer' },
        }),
      },
      'GET /swell/admin/orders/ord_1/cards': { body: { count: 2, results: makeCards(2) } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' }),
    ).toBeVisible();
    expect(screen.getByText('„Sommer“ – gratis, ohne Zahlung')).toBeVisible();
  });
});
