import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { Component as SignedInOnly } from './signedInOnly.route.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const routes = [
  {
    Component: SignedInOnly,
    children: [{ path: '/profile/orders', element: <h1>Bestellungen</h1> }],
  },
  { path: '/signin', element: <h1>Anmelden</h1> },
];

describe('signed-in only routes', () => {
  it('send visitors to /signin with the way back', async () => {
    installFakeStore();
    const { router } = renderWithRouter(<p>other</p>, { path: '/profile/orders?page=2', routes });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?returnTo=%2Fprofile%2Forders%3Fpage%3D2');
  });

  it('show the page to a signed-in customer', async () => {
    installFakeStore({ signedIn: true });
    renderWithRouter(<p>other</p>, { path: '/profile/orders', routes });
    expect(await screen.findByRole('heading', { name: 'Bestellungen' })).toBeVisible();
  });
});
