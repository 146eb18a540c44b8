import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { installGridLayout } from '../../../components/recipients/testing/jsdomLayout.ts';

let restoreLayout: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  restoreLayout?.();
  restoreLayout = undefined;
});

const ORDER = '/swell/admin/orders/ord_1';

function setup(handlers: Record<string, FakeHandler> = {}, path = '/dashboard/orders/ord_1') {
  const api = installAdminApi({
    'GET /swell/admin/session': { body: SESSION },
    'GET /swell/admin/overview': { body: overview() },
    [`GET ${ORDER}`]: { body: orderDetail() },
    [`GET ${ORDER}/cards`]: { body: { count: 3, results: makeCards(3) } },
    ...handlers,
  });
  const user = userEvent.setup();
  return { api, user, ...renderDashboard(path) };
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const squash = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('order detail', () => {
  it('shows the order: number, totals, addresses, payment, files, comment (as text), history', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' }),
    ).toBeVisible();
    expect(squash(region('Beträge'))).toContain('1.234,50 €');
    expect(squash(region('Beträge'))).toContain('− 20,00 €');
    expect(squash(region('Rechnungsadresse'))).toContain('Analytical Engines');
    expect(squash(region('Rechnungsadresse'))).toContain('10115 Berlin');
    expect(squash(region('Zahlung'))).toContain('Kreditkarte');
    expect(squash(region('Zahlung'))).toContain('•••• 4242');
    expect(screen.getByRole('img', { name: 'Vorlage „Weihnachtsgruß Tanne“' })).toHaveAttribute(
      'src',
      '/uploads/tanne.png',
    );
    const download = within(region('Dateien')).getByRole('link', {
      name: 'FK-100042-logo.png herunterladen',
    });
    expect(download).toHaveAttribute('download', 'FK-100042-logo.png');
    // Customer text is text, never markup.
    const comment = region('Anmerkung des Kunden');
    expect(comment).toHaveTextContent('Bitte <b>vorsichtig</b> verpacken.');
    expect(comment.querySelector('b')).toBeNull();
    const history = region('Verlauf');
    expect(squash(history)).toContain('Grete');
    expect(squash(history)).toContain('Material vorhanden → In Produktion');
  });

  it('shows each line’s unit price so that cards × unit price is the line’s price (issue #27)', async () => {
    const base = orderDetail().items[0] as ReturnType<typeof orderDetail>['items'][number];
    // 100 cards for 416,50 € are 4,165 € each: „4,17 €“ would be 417,00 €.
    const items = [
      { ...base, cards: 100, price_total: 416.5 },
      { ...base, id: 'itm_2', cards: 60, price_total: 174 },
    ];
    setup({ [`GET ${ORDER}`]: { body: orderDetail({ items }) } });
    const section = await screen.findByRole('region', { name: 'Vorlage und Ausführung' });
    const lines = within(section).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const shown = lines.map((line) => {
      const terms = within(line)
        .getAllByRole('term')
        .map((dt) => dt.textContent);
      const defs = within(line)
        .getAllByRole('definition')
        .map((dd) => squash(dd));
      const value = (term: string) => defs[terms.indexOf(term)] ?? '';
      return [value('Karten'), value('Einzelpreis (netto)'), value('Preis (netto)')];
    });
    expect(shown).toEqual([
      ['100', '4,165 €', '416,50 €'],
      ['60', '2,90 €', '174,00 €'],
    ]);
    const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    for (const [cards, unit, total] of shown) {
      expect(Math.round(Number(cards) * euros(unit ?? '') * 100)).toBe(
        Math.round(euros(total ?? '') * 100),
      );
    }
  });

  it('offers the next step first: one click moves forward, no question asked', async () => {
    const moved = orderDetail({
      production_status: 'in_qa',
      allowed: { status: ['hold'], production: [{ to: 'sent_out', needsNote: false }] },
    });
    const { api, user } = setup({ [`POST ${ORDER}/production-status`]: { body: moved } });
    const group = await screen.findByRole('group', { name: 'Produktionsstatus' });
    // The step back is not offered in the same control.
    expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Weiter: Qualitätskontrolle' }));
    await waitFor(() => expect(api.calls('POST', `${ORDER}/production-status`)).toHaveLength(1));
    expect(api.calls('POST', `${ORDER}/production-status`)[0]?.body).toEqual({ to: 'in_qa' });
    expect(await within(group).findByRole('button', { name: 'Weiter: Versendet' })).toBeVisible();
    expect(screen.getByText('Status geändert: Qualitätskontrolle')).toBeInTheDocument();
  });

  it('„Versendet“ and the key n ask first; cancel sends nothing', async () => {
    const { api, user } = setup();
    await screen.findByRole('group', { name: 'Produktionsstatus' });
    await user.keyboard('n');
    const dialog = screen.getByRole('dialog', { name: 'Produktionsstatus ändern?' });
    expect(dialog).toHaveTextContent(
      'Den Produktionsstatus der Bestellung FK-100042 von „In Produktion“ auf „Qualitätskontrolle“ ändern?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    // Typing n into a note is a letter, not a step.
    await user.type(screen.getByLabelText('Notiz', { selector: 'textarea' }), 'n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a step back lives behind „Zurücksetzen …“ and needs a note before anything is sent', async () => {
    const { api, user } = setup({
      [`POST ${ORDER}/production-status`]: {
        body: orderDetail({ production_status: 'material_available' }),
      },
    });
    const group = await screen.findByRole('group', { name: 'Produktionsstatus' });
    await user.click(within(group).getByRole('button', { name: 'Zurücksetzen …' }));
    const dialog = screen.getByRole('dialog', { name: 'Produktion von FK-100042 zurücksetzen' });
    expect(within(dialog).getByRole('combobox')).toHaveValue('material_available');
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    expect(
      within(dialog).getByText('Bitte eine Notiz eingeben, warum es zurückgeht.'),
    ).toBeVisible();
    const note = within(dialog).getByLabelText('Notiz (Pflicht)');
    expect(note).toHaveFocus();
    expect(api.calls('POST', `${ORDER}/production-status`)).toHaveLength(0);

    await user.type(note, 'Papier beschädigt');
    await user.click(within(dialog).getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(api.calls('POST', `${ORDER}/production-status`)).toHaveLength(1));
    expect(api.calls('POST', `${ORDER}/production-status`)[0]?.body).toEqual({
      to: 'material_available',
      note: 'Papier beschädigt',
    });
  });

  it('shows the reason when the server refuses the move (409)', async () => {
    const reason = 'Die Bestellung ist storniert; ihr Status lässt sich nicht mehr ändern.';
    const { api, user } = setup({
      [`POST ${ORDER}/status`]: {
        status: 409,
        body: { error: { message: reason, code: 'transition_refused' } },
      },
    });
    const group = await screen.findByRole('group', { name: 'Bestellstatus' });
    await user.selectOptions(within(group).getByRole('combobox'), 'canceled');
    await user.click(within(group).getByRole('button', { name: 'Bestellstatus ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Bestellstatus ändern?' });
    expect(dialog).toHaveTextContent(
      'Den Status der Bestellung FK-100042 von „In Bearbeitung“ auf „Storniert“ ändern?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(api.calls('POST', `${ORDER}/status`)[0]?.body).toEqual({ to: 'canceled' });
  });

  it('copies the order number and announces it politely', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Bestellnummer kopieren' }));
    expect(writeText).toHaveBeenCalledWith('FK-100042');
    const live = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent);
    expect(live).toHaveTextContent('In die Zwischenablage kopiert');

    await user.click(screen.getByRole('button', { name: 'Rechnungsadresse kopieren' }));
    expect(writeText).toHaveBeenLastCalledWith(
      // DIN 5008 Firmenbrief: company above the person; no country line within Germany.
      'Analytical Engines\nAda Lovelace\nRechnungsweg 2\n10115 Berlin',
    );
  });

  it('lists the cards with exact text and copy buttons, and the downloads', async () => {
    restoreLayout = installGridLayout((element) => element.hasAttribute('data-virtual-scroller'));
    const { user } = setup();
    const table = await screen.findByRole('table', { name: '3 Karten mit Adresse und Text' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('Liebe Grüße\nan Nr. 1');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(table).getByRole('button', { name: 'Text von Karte 2 kopieren' }));
    expect(writeText).toHaveBeenCalledWith('Frohe Weihnachten\n\nLiebe Grüße\nan Nr. 2');
    await user.click(within(table).getByRole('button', { name: 'Adresse von Karte 1 kopieren' }));
    expect(writeText).toHaveBeenLastCalledWith(
      // The envelope's block: company first (DIN 5008 Firmenbrief).
      'Muster GmbH\nEmpfänger 1\nHauptstraße 1\n10115 Berlin',
    );
    const cards = region('Empfänger 3');
    expect(within(cards).getByRole('link', { name: 'Empfänger als Excel' })).toHaveAttribute(
      'href',
      `${ORDER}/export.xlsx`,
    );
    expect(within(cards).getByRole('link', { name: 'Empfänger als TXT' })).toHaveAttribute(
      'href',
      `${ORDER}/export.txt`,
    );
    expect(within(cards).getByRole('link', { name: 'Produktionsblatt (PDF)' })).toHaveAttribute(
      'href',
      `${ORDER}/export.pdf`,
    );
  });

  it('adds an internal note (1–5,000 characters) and saves the production remarks', async () => {
    const { api, user } = setup({
      [`POST ${ORDER}/notes`]: { status: 201, body: orderDetail() },
      [`PUT ${ORDER}/additional-comment`]: {
        body: orderDetail({ additional_comment: 'Goldener Stift' }),
      },
    });
    const noteForm = await screen.findByRole('form', { name: 'Interne Notiz hinzufügen' });
    await user.click(within(noteForm).getByRole('button', { name: 'Notiz hinzufügen' }));
    expect(within(noteForm).getByText('Bitte eine Notiz eingeben.')).toBeVisible();
    expect(api.calls('POST', `${ORDER}/notes`)).toHaveLength(0);
    const field = within(noteForm).getByLabelText('Notiz');
    expect(field).toHaveAttribute('maxlength', '5000');
    await user.type(field, 'Kunde rief an');
    expect(noteForm).toHaveTextContent('13 / 5.000 Zeichen');
    await user.click(within(noteForm).getByRole('button', { name: 'Notiz hinzufügen' }));
    await waitFor(() => expect(api.calls('POST', `${ORDER}/notes`)).toHaveLength(1));
    expect(api.calls('POST', `${ORDER}/notes`)[0]?.body).toEqual({ text: 'Kunde rief an' });
    await waitFor(() => expect(field).toHaveValue(''));

    const commentForm = screen.getByRole('form', { name: 'Zusätzliche Anmerkungen' });
    await user.type(
      within(commentForm).getByLabelText('Anmerkungen für die Produktion'),
      'Goldener Stift',
    );
    await user.click(within(commentForm).getByRole('button', { name: 'Anmerkungen speichern' }));
    await waitFor(() => expect(api.calls('PUT', `${ORDER}/additional-comment`)).toHaveLength(1));
    expect(api.calls('PUT', `${ORDER}/additional-comment`)[0]?.body).toEqual({
      text: 'Goldener Stift',
    });
  });

  it('shows a not-found state for an unknown order, with a way back', async () => {
    setup(
      {
        'GET /swell/admin/orders/nope': {
          status: 404,
          body: { error: { message: 'Not found', code: 'not_found' } },
        },
      },
      '/dashboard/orders/nope',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zu den Bestellungen' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
  });

  it('„Zurück zu den Bestellungen“ keeps the filters of the list it came from', async () => {
    const { router, user } = setup(
      { 'GET /swell/admin/orders': { body: orderList([orderRow()]) } },
      '/dashboard/orders?status=hold&sort=value',
    );
    await user.click(await screen.findByRole('link', { name: 'FK-100042' }));
    const back = await screen.findByRole('link', { name: 'Zurück zu den Bestellungen' });
    expect(back).toHaveAttribute('href', '/dashboard/orders?status=hold&sort=value');
    await act(() => router.navigate('/dashboard/orders/ord_1'));
    expect(screen.getByRole('link', { name: 'Zurück zu den Bestellungen' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
  });
});

describe('order detail: timeline, tracking and refund (issue 28)', () => {
  it('lists system events beside staff moves, amounts marked gross', async () => {
    setup();
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    const items = within(history).getAllByRole('listitem').map(squash);
    expect(items[0]).toContain('Material vorhanden → In Produktion');
    expect(items[1]).toContain('Kreditkarte: 1.234,50 € brutto');
    expect(items[2]).toContain('Bestellung FK-100042 über 1.234,50 € brutto');
    expect(squash(region('Beträge'))).toContain('Zwischensumme (netto)');
    expect(squash(region('Beträge'))).toContain('Gesamt (brutto, wie bezahlt)');
  });

  it('saves a tracking number for a parcel, checked per carrier', async () => {
    const { api, user } = setup({
      [`GET ${ORDER}`]: { body: orderDetail({ shipping_mode: 'to_customer' }) },
      [`PUT ${ORDER}/tracking`]: { body: orderDetail({ shipping_mode: 'to_customer' }) },
    });
    const form = await screen.findByRole('form', { name: 'Sendungsnummer' });
    await user.selectOptions(within(form).getByLabelText('Paketdienst'), 'ups');
    await user.type(within(form).getByLabelText(/^Sendungsnummer/), '12345');
    await user.click(within(form).getByRole('button', { name: 'Sendungsnummer speichern' }));
    expect(within(form).getByText(/UPS-Sendungsnummer/)).toBeVisible();
    expect(api.calls('PUT', `${ORDER}/tracking`)).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^Sendungsnummer/));
    await user.type(within(form).getByLabelText(/^Sendungsnummer/), '1Z999AA10123456784');
    await user.click(within(form).getByRole('button', { name: 'Sendungsnummer speichern' }));
    await waitFor(() => expect(api.calls('PUT', `${ORDER}/tracking`)).toHaveLength(1));
    expect(api.calls('PUT', `${ORDER}/tracking`)[0]?.body).toEqual({
      carrier: 'ups',
      number: '1Z999AA10123456784',
    });
  });

  it('offers a full or partial refund for a canceled, paid order', async () => {
    const canceled = orderDetail({ status: 'canceled' });
    const { api, user } = setup({
      [`GET ${ORDER}`]: { body: canceled },
      [`POST ${ORDER}/refund`]: {
        body: orderDetail({ status: 'canceled', money: { paid: 1234.5, refunded: 100 } }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Erstattung' });
    await user.click(within(form).getByRole('radio', { name: 'Einen Teil erstatten' }));
    await user.type(within(form).getByLabelText(/Betrag in Euro/), '100,00');
    await user.click(within(form).getByRole('button', { name: 'Erstatten' }));
    await waitFor(() => expect(api.calls('POST', `${ORDER}/refund`)).toHaveLength(1));
    expect(api.calls('POST', `${ORDER}/refund`)[0]?.body).toEqual({ amount: 100 });
    expect(await screen.findByText(/Erstattet: 100,00 €/)).toBeVisible();
  });
});
