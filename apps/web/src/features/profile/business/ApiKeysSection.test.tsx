import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend, type FakeHandler } from '../../../lib/backend/testing/fakeBackend.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import type { ApiKey, WebhookDelivery } from './api.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';

let backend: ReturnType<typeof installFakeBackend> | null = null;
afterEach(() => {
  backend?.restore();
  backend = null;
  resetSession();
  setStore(null);
});

const crm: ApiKey = {
  id: 'key_crm',
  name: 'CRM Vertrieb',
  mode: 'live',
  hint: 'fk_live_…abcd',
  created_at: '2026-11-02T09:15:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const failed: WebhookDelivery = {
  id: 'whd_1',
  event: 'order.paid',
  status: 'failed',
  attempts: 7,
  next_attempt_at: null,
  last_status_code: 500,
  last_response: '<b>down</b>',
  created_at: '2026-11-20T13:32:00.000Z',
  delivered_at: null,
  url: 'https://crm.example.com/hook',
};

const list = (results: unknown[]) => ({ status: 200, body: { results } });

/** A backend with the given lists; other calls go to `extra`. */
function setup(
  lists: { keys?: unknown[]; webhooks?: unknown[]; deliveries?: unknown[] },
  extra: FakeHandler = () => undefined,
) {
  installFakeStore({ signedIn: true });
  backend = installFakeBackend((call) => {
    if (call.method === 'GET' && call.path === '/swell/business/keys')
      return list(lists.keys ?? []);
    if (call.method === 'GET' && call.path === '/swell/business/webhooks')
      return list(lists.webhooks ?? []);
    if (call.method === 'GET' && call.path === '/swell/business/webhooks/deliveries')
      return list(lists.deliveries ?? []);
    return extra(call);
  });
  const user = userEvent.setup();
  renderWithRouter(<ApiKeysSection />, { path: '/profile/api' });
  return { user, backend };
}

describe('API-Schlüssel section', () => {
  it('lists keys with mode, dates and a link to the documentation; empty lists say so', async () => {
    setup({ keys: [crm] });
    const table = await screen.findByRole('table', { name: 'Schlüssel' });
    const row = within(table).getByRole('row', { name: /CRM Vertrieb/ });
    expect(row).toHaveTextContent('fk_live_…abcd');
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('02.11.2026');
    expect(row).toHaveTextContent('Noch nie');
    expect(screen.getByRole('link', { name: /Dokumentation/ })).toHaveAttribute(
      'href',
      '/business/api',
    );
    expect(await screen.findByText('Noch keine Webhook-URL eingetragen.')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Zustellungen.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the keys cannot be loaded', async () => {
    installFakeStore({ signedIn: true });
    backend = installFakeBackend(() => ({ status: 500, body: { error: { code: 'x' } } }));
    renderWithRouter(<ApiKeysSection />, { path: '/profile/api' });
    // Keys, webhooks and deliveries each say so and can be tried again on their own.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Erneut versuchen' })).toHaveLength(3),
    );
  });

  it('creates a key with name and mode and shows it once in a copyable field', async () => {
    const { user } = setup({}, (call) =>
      call.method === 'POST' && call.path === '/swell/business/keys'
        ? { status: 201, body: { ...crm, mode: 'test', secret: 'fk_test_key_geheim' } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Schlüssel anlegen' }));
    expect(screen.getByText('Bitte geben Sie dem Schlüssel einen Namen.')).toBeInTheDocument();
    expect(backend?.callsTo('POST', '/swell/business/keys')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Shop');
    expect(screen.getByRole('radio', { name: /Test/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Schlüssel anlegen' }));
    const field = await screen.findByRole('textbox', { name: 'Ihr neuer API-Schlüssel' });
    expect(field).toHaveValue('fk_test_key_geheim');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('Nur jetzt sichtbar – bitte sicher aufbewahren');
    expect(backend?.callsTo('POST', '/swell/business/keys')[0]?.body).toEqual({
      name: 'Shop',
      mode: 'test',
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Kopieren' }));
    expect(writeText).toHaveBeenCalledWith('fk_test_key_geheim');
    expect(await screen.findByText('In die Zwischenablage kopiert.')).toBeInTheDocument();
  });

  it('revokes a key only after the confirmation', async () => {
    const { user } = setup({ keys: [crm] }, (call) =>
      call.method === 'DELETE' && call.path === '/swell/business/keys/key_crm'
        ? { status: 204 }
        : undefined,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Schlüssel „CRM Vertrieb“ widerrufen' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Schlüssel widerrufen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(backend?.callsTo('DELETE', '/swell/business/keys')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Schlüssel „CRM Vertrieb“ widerrufen' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Endgültig widerrufen' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend?.callsTo('DELETE', '/swell/business/keys/key_crm')).toHaveLength(1);
  });

  it('registers a webhook with the chosen events, shows the secret once and the server’s refusal', async () => {
    let refuse = true;
    const { user } = setup({}, (call) => {
      if (call.method !== 'POST' || call.path !== '/swell/business/webhooks') return undefined;
      if (refuse) {
        refuse = false;
        return {
          status: 400,
          body: {
            error: {
              code: 'webhook_url_refused',
              param: 'url',
              message: 'Webhook-URLs müssen mit https:// beginnen.',
            },
          },
        };
      }
      return {
        status: 201,
        body: { id: 'whe_1', url: 'https://crm.example.com/hook', events: [], secret: 'whsec_x' },
      };
    });
    const url = await screen.findByRole('textbox', { name: /^URL/ });
    await user.type(url, 'http://crm.example.com/hook');
    await user.click(screen.getByRole('checkbox', { name: 'Erstattet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Storniert' }));
    await user.click(screen.getByRole('button', { name: 'Webhook eintragen' }));
    expect(await screen.findByText('Webhook-URLs müssen mit https:// beginnen.')).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(url, 'https://crm.example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Webhook eintragen' }));
    expect(await screen.findByRole('textbox', { name: 'Signatur-Geheimnis' })).toHaveValue(
      'whsec_x',
    );
    expect(backend?.callsTo('POST', '/swell/business/webhooks')[1]?.body).toEqual({
      url: 'https://crm.example.com/hook',
      events: ['order.placed', 'order.paid', 'order.production_status_changed', 'order.sent'],
    });
  });

  it('lists deliveries with status and answer (as text) and sends one again', async () => {
    const { user } = setup({ deliveries: [failed] }, (call) =>
      call.method === 'POST' && call.path === '/swell/business/webhooks/deliveries/whd_1/resend'
        ? { status: 202, body: { id: 'whd_1' } }
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Letzte Zustellungen' });
    const row = within(table).getByRole('row', { name: /Bestellung bezahlt/ });
    expect(row).toHaveTextContent('Fehlgeschlagen');
    expect(row).toHaveTextContent('7 Versuche');
    expect(row).toHaveTextContent('HTTP 500');
    expect(within(row).getByText('<b>down</b>')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /erneut senden/ }));
    expect(await screen.findByText('Die Zustellung ist erneut auf dem Weg.')).toBeInTheDocument();
    expect(
      backend?.callsTo('POST', '/swell/business/webhooks/deliveries/whd_1/resend'),
    ).toHaveLength(1);
  });
});
