import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CookieSetting } from '@federkiel/machines/cookieConsent';
import { describe, expect, it, vi } from 'vitest';
import { setAddress } from '../../lib/i18n/address.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { CookieConsentProvider } from './CookieConsentProvider.tsx';
import { CookiePrompt } from './CookiePrompt.tsx';
import { COOKIE_SETTINGS_KEY } from './cookieSettings.ts';
import { useReopenCookiePrompt, useTrackingAllowed } from './useCookieConsent.ts';

function Reopen() {
  const reopen = useReopenCookiePrompt();
  const tracking = useTrackingAllowed();
  return (
    <>
      <button type="button" onClick={reopen}>
        Cookie-Einstellungen
      </button>
      <output aria-label="Tracking">{tracking ? 'an' : 'aus'}</output>
    </>
  );
}

function renderPrompt(stored?: CookieSetting, path = '/') {
  if (stored) window.localStorage.setItem(COOKIE_SETTINGS_KEY, stored);
  const loadTracking = vi.fn();
  const result = renderWithRouter(
    <CookieConsentProvider loadTracking={loadTracking}>
      <CookiePrompt />
      <Reopen />
    </CookieConsentProvider>,
    { path },
  );
  return { ...result, loadTracking };
}

describe('cookie prompt', () => {
  it('asks on the first visit: dialog "Cookies" with text, legal links and two choices', () => {
    const { loadTracking } = renderPrompt();
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(/verwendet Cookies, um dein Nutzungserlebnis/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(within(dialog).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/impressum',
    );
    expect(within(dialog).getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Nur notwendige Cookies' })).toBeVisible();
    expect(loadTracking).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(COOKIE_SETTINGS_KEY)).toBeNull();
  });

  it('"Alle Cookies akzeptieren" stores unrestricted and loads tracking', async () => {
    const { loadTracking } = renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' }));
    expect(window.localStorage.getItem(COOKIE_SETTINGS_KEY)).toBe('unrestricted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadTracking).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Tracking' })).toHaveTextContent('an');
  });

  it('"Nur notwendige Cookies" stores restricted and loads no tracking', async () => {
    const { loadTracking } = renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(window.localStorage.getItem(COOKIE_SETTINGS_KEY)).toBe('restricted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadTracking).not.toHaveBeenCalled();
  });

  it('closing the dialog stores restricted', async () => {
    const { loadTracking } = renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: /^Schließen/ }));
    expect(window.localStorage.getItem(COOKIE_SETTINGS_KEY)).toBe('restricted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadTracking).not.toHaveBeenCalled();
  });

  it('Escape stores restricted', async () => {
    const { loadTracking } = renderPrompt();
    await userEvent.keyboard('{Escape}');
    expect(window.localStorage.getItem(COOKIE_SETTINGS_KEY)).toBe('restricted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadTracking).not.toHaveBeenCalled();
  });

  it('does not ask again when restricted is stored, and loads no tracking', () => {
    const { loadTracking } = renderPrompt('restricted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadTracking).not.toHaveBeenCalled();
  });

  it('does not ask again when unrestricted is stored, and loads tracking right away', () => {
    const { loadTracking } = renderPrompt('unrestricted');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadTracking).toHaveBeenCalledTimes(1);
  });

  it('asks again for a corrupted stored value', () => {
    window.localStorage.setItem(COOKIE_SETTINGS_KEY, 'maybe');
    renderPrompt();
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
  });

  it('"Cookie-Einstellungen" reopens the prompt and a new choice is stored', async () => {
    const { loadTracking } = renderPrompt('restricted');
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' }));
    expect(window.localStorage.getItem(COOKIE_SETTINGS_KEY)).toBe('unrestricted');
    expect(loadTracking).toHaveBeenCalledTimes(1);
  });

  it('uses the Sie form when chosen', () => {
    setAddress('sie');
    renderPrompt();
    expect(screen.getByText(/um Ihr Nutzungserlebnis zu verbessern/)).toBeInTheDocument();
  });

  it('does not cover the privacy policy: a non-modal panel there', () => {
    window.localStorage.clear();
    const loadTracking = vi.fn();
    renderWithRouter(<div />, {
      path: '/datenschutz',
      routes: [
        {
          path: '/datenschutz',
          handle: { cookiePrompt: 'inline' },
          element: (
            <CookieConsentProvider loadTracking={loadTracking}>
              <CookiePrompt />
            </CookieConsentProvider>
          ),
        },
      ],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Cookies' });
    expect(within(panel).getByRole('button', { name: 'Nur notwendige Cookies' })).toBeVisible();
  });
});
