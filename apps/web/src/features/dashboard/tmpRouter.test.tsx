import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { App } from '../../app/App.tsx';
import { createQueryClient } from '../../app/queryClient.ts';
import { routes } from '../../app/router.tsx';
import { installAdminApi, overview, SESSION, orderDetail } from './testing/fakeAdminApi.ts';

afterEach(() => vi.unstubAllGlobals());

it('app router: guard', async () => {
  installAdminApi({ 'GET /swell/admin/session': { status: 401, body: {} } });
  const router = createMemoryRouter(routes, { initialEntries: ['/dashboard/orders'] });
  render(<App router={router} queryClient={createQueryClient()} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard-Anmeldung' }, { timeout: 5000 })).toBeVisible();
  expect(router.state.location.search).toBe('?returnTo=%2Fdashboard%2Forders');
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(document.title).toBe('Dashboard-Anmeldung · Federkiel');
});

it('app router: detail', async () => {
  installAdminApi({ 'GET /swell/admin/session': { body: SESSION }, 'GET /swell/admin/overview': { body: overview() }, 'GET /swell/admin/orders/ord_1': { body: orderDetail() } });
  const router = createMemoryRouter(routes, { initialEntries: ['/dashboard/orders/ord_1'] });
  render(<App router={router} queryClient={createQueryClient()} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Bestellung FK-100042' }, { timeout: 5000 })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Bestellung FK-100042 · Federkiel'));
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(screen.getAllByRole('banner')).toHaveLength(1);
});
