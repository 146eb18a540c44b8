import { buildOrderConfiguration, type EditEvent } from '@federkiel/machines';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import {
  BIRTHDAY_TEMPLATE,
  progressAfter,
  renderConfigurator,
} from '../testing/configuratorTestKit.tsx';
import { LINE_EDIT_KEY } from './lineEdit.ts';

afterEach(() => {
  resetSession();
  setStore(null);
  vi.unstubAllGlobals();
});

const address = { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
const ORDER: EditEvent[] = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
  {
    type: 'IMPORT_RECIPIENTS',
    mode: 'replace',
    recipients: [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'sie', address },
    ],
  },
];

function renderEditing(saved: unknown = null) {
  const configuration = buildOrderConfiguration(progressAfter(ORDER, 'summary').draft);
  if (!configuration) throw new Error('test order incomplete');
  const view = renderConfigurator({ path: '/configurator?editLine=itm_1', saved });
  view.store.session.restoreToken('sess_1');
  view.store.cart.get.mockResolvedValue({
    id: 'cart_1',
    items: [{ id: 'itm_1', quantity: 1, metadata: { configurationId: 'cfg_1' } }],
  } as never);
  const cmsFetch = globalThis.fetch;
  const asked = vi.fn();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/swell/configurations/')) {
      asked(url, init?.headers);
      return new Response(JSON.stringify({ id: 'cfg_1', configuration }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return cmsFetch(input, init);
  });
  return { ...view, asked };
}

describe('"Bearbeiten" from the cart', () => {
  it('opens the line`s configuration on the summary and remembers the line it replaces', async () => {
    const { asked, router } = renderEditing();
    expect(
      await screen.findByText(/Du änderst „Konfetti-Geburtstag“ aus dem Warenkorb/),
    ).toBeVisible();
    expect(asked).toHaveBeenCalledWith(
      '/swell/configurations/cfg_1',
      expect.objectContaining({ 'X-Session': 'sess_1' }),
    );
    expect(JSON.parse(window.localStorage.getItem(LINE_EDIT_KEY) ?? 'null')).toEqual({
      configurationId: 'cfg_1',
      name: 'Konfetti-Geburtstag',
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/configurator/summary');
      expect(router.state.location.search).toBe('');
    });
  });

  it('"als neue Karte" forgets the line (the edited card is then added, nothing replaced)', async () => {
    const user = userEvent.setup();
    renderEditing();
    await user.click(
      await screen.findByRole('button', { name: 'Nicht ersetzen, als neue Karte hinzufügen' }),
    );
    expect(window.localStorage.getItem(LINE_EDIT_KEY)).toBeNull();
    expect(screen.queryByText(/aus dem Warenkorb/)).toBeNull();
  });

  it('with other progress, only a confirmed discard loads the line', async () => {
    const user = userEvent.setup();
    renderEditing(progressAfter(ORDER.slice(0, 2), 'content'));
    const dialog = await screen.findByRole('dialog');
    expect(window.localStorage.getItem(LINE_EDIT_KEY)).toBeNull();
    expect(dialog).toHaveTextContent('Neue Bestellung beginnen?');
    await user.click(screen.getByRole('button', { name: 'Weiter gestalten' }));
    expect(window.localStorage.getItem(LINE_EDIT_KEY)).toBeNull();
    expect(screen.queryByText(/Du änderst/)).toBeNull();
  });

  it('with other progress, a confirmed discard loads the line', async () => {
    const user = userEvent.setup();
    renderEditing(progressAfter(ORDER.slice(0, 2), 'content'));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Verwerfen und neu beginnen' }));
    expect(await screen.findByText(/Du änderst „Konfetti-Geburtstag“/)).toBeVisible();
    expect(window.localStorage.getItem(LINE_EDIT_KEY)).toContain('cfg_1');
  });
});
