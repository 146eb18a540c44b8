import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffList, StaffMember } from '@federkiel/machines/fulfilment/staffApi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAdminApi, overview, SESSION } from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function member(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 'stf_paul',
    email: 'paul@federkiel.test',
    name: 'Paul Produktion',
    role: 'production',
    state: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const LIST: StaffList = { results: [member()], key_login: true };
const BASE = {
  'GET /swell/admin/session': { body: SESSION },
  'GET /swell/admin/overview': { body: overview() },
  'GET /swell/admin/staff': { body: LIST },
};

describe('staff page', () => {
  it('invites someone and shows the link to hand over', async () => {
    const link = 'http://shop.test/dashboard/invitation#abcdefghijklmnopqrstuvwxyz';
    const api = installAdminApi({
      ...BASE,
      'POST /swell/admin/staff': {
        status: 201,
        body: { member: member({ id: 'stf_jana', state: 'invited' }), link, expires_at: '' },
      },
    });
    renderDashboard('/dashboard/staff');
    expect(await screen.findByRole('cell', { name: 'Paul Produktion' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Jana');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'jana@federkiel.test');
    await user.selectOptions(screen.getByLabelText('Rolle'), 'office');
    await user.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByTestId('invitation-link')).toHaveTextContent(link);
    expect(api.calls('POST', '/swell/admin/staff')[0]?.body).toEqual({
      name: 'Jana',
      email: 'jana@federkiel.test',
      role: 'office',
    });
  });

  it('removes an account only after the confirmation', async () => {
    const api = installAdminApi({
      ...BASE,
      'POST /swell/admin/staff/stf_paul/remove': { status: 204 },
    });
    renderDashboard('/dashboard/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paul Produktion entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto entfernen?' });
    expect(api.calls('POST', '/swell/admin/staff/stf_paul/remove')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Konto entfernen' }));
    await waitFor(() =>
      expect(api.calls('POST', '/swell/admin/staff/stf_paul/remove')).toHaveLength(1),
    );
    expect(await screen.findByText('Paul Produktion wurde entfernt.')).toBeVisible();
  });

  it('changes a role from the list', async () => {
    const api = installAdminApi({
      ...BASE,
      'PUT /swell/admin/staff/stf_paul/role': { body: member({ role: 'office' }) },
    });
    renderDashboard('/dashboard/staff');
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Rolle von Paul Produktion' }),
      'office',
    );
    expect(await screen.findByText('Paul Produktion hat jetzt die Rolle „Büro“.')).toBeVisible();
    expect(api.calls('PUT', '/swell/admin/staff/stf_paul/role')[0]?.body).toEqual({
      role: 'office',
    });
  });
});

describe('navigation by role', () => {
  it('offers the team to owners and hides WunderLinks and the team from production', async () => {
    installAdminApi(BASE);
    const owner = renderDashboard('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: 'Team' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'WunderLinks' })).toBeVisible();
    owner.unmount();

    installAdminApi({
      ...BASE,
      'GET /swell/admin/session': {
        body: { ...SESSION, staff: { id: 'stf_paul', name: 'Paul', role: 'production' } },
      },
    });
    renderDashboard('/dashboard');
    const floor = await screen.findByRole('navigation', { name: 'Dashboard' });
    await within(floor).findByRole('link', { name: 'Bestellungen' });
    expect(within(floor).queryByRole('link', { name: 'WunderLinks' })).toBeNull();
    expect(within(floor).queryByRole('link', { name: 'Team' })).toBeNull();
  });
});

describe('invitation page', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

  it('sets the password with the token from the link', async () => {
    const api = installAdminApi({
      [`GET /swell/admin/invitations/${TOKEN}`]: {
        body: { email: 'jana@federkiel.test', name: 'Jana', role: 'office' },
      },
      'POST /swell/admin/invitations/accept': { body: member({ state: 'active' }) },
    });
    renderDashboard(`/dashboard/invitation#${TOKEN}`);
    expect(await screen.findByText(/du bist als „Büro“ ins Federkiel-Dashboard/)).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(screen.getByText('Das Passwort braucht mindestens 10 Zeichen.')).toBeVisible();
    expect(api.calls('POST', '/swell/admin/invitations/accept')).toHaveLength(0);
    await user.type(screen.getByLabelText('Neues Passwort'), '-und-lang-genug');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(/Dein Passwort ist gespeichert/)).toBeVisible();
    expect(api.calls('POST', '/swell/admin/invitations/accept')[0]?.body).toEqual({
      token: TOKEN,
      password: 'kurz-und-lang-genug',
    });
  });

  it('says when the invitation is no longer valid', async () => {
    installAdminApi({});
    renderDashboard(`/dashboard/invitation#${TOKEN}`);
    expect(await screen.findByText(/Diese Einladung gilt nicht/)).toBeVisible();
  });
});
