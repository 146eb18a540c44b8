import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecipient, type Recipient } from '@federkiel/machines';
import type { RecipientList } from '@federkiel/machines/lists/listApi';
import {
  startConfigurator,
  type ConfiguratorActor,
} from '../../../components/recipients/testing/RecipientsHarness.tsx';
import { BackendError } from '../../../lib/backend/backendFetch.ts';
import type * as BackendFetch from '../../../lib/backend/backendFetch.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ListActions } from './ListActions.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/backend/backendFetch.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof BackendFetch>()),
  backendRequest: request,
}));

afterEach(() => {
  resetSession();
  setStore(null);
  request.mockReset();
});

const row = (firstName: string, lastName: string, id: string): Recipient =>
  createRecipient(id, {
    firstName,
    lastName,
    gender: 'female',
    address: { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
  });

const family: RecipientList = {
  id: 'lst_1',
  name: 'Familie',
  recipients: [row('Anna', 'Schmidt', 'x1'), row('Lena', 'Meyer', 'x2')],
  count: 2,
  lastUsed: null,
  dateCreated: '2026-05-01T09:00:00.000Z',
  dateUpdated: '2026-05-02T09:00:00.000Z',
};

function Harness({ actor }: { actor: ConfiguratorActor }) {
  const recipients = useSelector(actor, (s) => s.context.draft.recipients);
  return (
    <ListActions
      recipients={recipients}
      maxCards={10_000}
      onUse={(rows, mode) => actor.send({ type: 'IMPORT_RECIPIENTS', recipients: rows, mode })}
    />
  );
}

function setup({ signedIn = true } = {}) {
  installFakeStore({ signedIn });
  request.mockImplementation(async (path: string, init?: { method?: string; body?: unknown }) => {
    if (path === '/swell/lists' && !init?.method) {
      const { recipients: _, ...summary } = family;
      return { results: [summary] };
    }
    if (path === '/swell/lists/lst_1' && !init?.method) return family;
    if (path === '/swell/lists/lst_1/used') return undefined;
    if (path === '/swell/lists' && init?.method === 'POST') {
      const body = init.body as { name: string };
      if (body.name === 'Familie')
        throw new BackendError(409, 'list_name_taken', 'Du hast schon eine Liste …', 'name');
      return { ...family, id: 'lst_2', name: body.name };
    }
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${path}`);
  });
  const actor = startConfigurator({ recipients: [{}] }); // the configurator's blank first row
  const user = userEvent.setup();
  renderWithRouter(<Harness actor={actor} />);
  return { actor, user, list: () => actor.getSnapshot().context.draft.recipients };
}

describe('data step: recipient lists', () => {
  it('„Liste verwenden“ makes the list rows the cards and marks the list used', async () => {
    const { user, list } = setup();
    await user.click(screen.getByRole('button', { name: 'Liste verwenden' }));
    const dialog = screen.getByRole('dialog', { name: 'Empfängerliste verwenden' });
    expect(
      await within(dialog).findByRole('radio', { name: 'Familie (2 Empfänger)' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Liste verwenden' }));
    await waitFor(() => expect(list().map((r) => r.firstName)).toEqual(['Anna', 'Lena']));
    // Still editable cards of this order with their own ids.
    expect(list().map((r) => r.id)).not.toContain('x1');
    expect(screen.getByText('Liste „Familie“ übernommen: 2 Karten.')).toBeVisible();
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/swell/lists/lst_1/used', { method: 'POST' }),
    );
  });

  it('„Als Liste speichern“ asks for a name and sends the cards', async () => {
    const { actor, user } = setup();
    actor.send({
      type: 'IMPORT_RECIPIENTS',
      recipients: [row('Tom', 'Weber', 'a')],
      mode: 'replace',
    });
    await user.click(screen.getByRole('button', { name: 'Als Liste speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Als Empfängerliste speichern' });
    const name = within(dialog).getByRole('textbox', { name: 'Name der Liste' });
    await user.type(name, 'Familie');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Es gibt schon eine Liste mit diesem Namen.'),
    ).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Freunde');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Als Liste „Freunde“ gespeichert.')).toBeVisible();
    const post = request.mock.calls.find(
      ([, init]) => init?.method === 'POST' && init.body?.name === 'Freunde',
    );
    expect(post?.[1].body.recipients.map((r: Recipient) => r.lastName)).toEqual(['Weber']);
  });

  it('is disabled for signed-out visitors, with a sign-in link back to the step', () => {
    setup({ signedIn: false });
    expect(screen.getByRole('button', { name: 'Liste verwenden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Als Liste speichern' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/signin?returnTo=%2Fconfigurator%2Fdata',
    );
    expect(request).not.toHaveBeenCalled();
  });
});
