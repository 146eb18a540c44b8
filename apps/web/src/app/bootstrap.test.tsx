import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig, type AppConfig } from '../lib/config/appConfig.ts';
import { bootstrap } from './bootstrap.tsx';

const CONFIG: AppConfig = {
  cmsUrl: 'http://cms.test',
  storeId: 'federkiel',
  publicKey: 'pk_test',
  publicUrl: 'http://shop.test',
  trackingId: null,
};

// Rendering with createRoot directly (not RTL's render): tell React we use act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  return root;
}

describe('bootstrap', () => {
  it('shows a friendly German error page with a retry when the config fails to load', async () => {
    window.localStorage.setItem('cookieSettings', 'restricted');
    window.history.replaceState(null, '', '/impressum');
    const load = vi
      .fn<() => Promise<AppConfig>>()
      .mockRejectedValueOnce(new Error('app-config.json answered 502'))
      .mockImplementationOnce(async () => {
        setAppConfig(CONFIG);
        return CONFIG;
      });

    await act(() => bootstrap(mount(), load));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Der Shop ist gerade nicht erreichbar' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('renders the app straight away when the config loads', async () => {
    window.localStorage.setItem('cookieSettings', 'restricted');
    window.history.replaceState(null, '', '/gibt-es-nicht');
    await act(() => bootstrap(mount(), async () => CONFIG));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
  });
});
