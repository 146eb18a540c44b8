import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeCms, group, template } from '../../../lib/cms/testing/fakeCms.ts';
import { renderWithCms } from '../../../lib/cms/testing/renderWithCms.tsx';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { GRANT_STORAGE_KEY, readGrant, resetGrantCache } from '../../../lib/wunderlink/grant.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { Component as LandingRoute } from '../routes/wunderlink.route.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
  resetGrantCache();
  vi.unstubAllGlobals();
});

const ID = 'q3X9_-abcdefghijklmnop';

const LINK: PublicWunderlink = {
  id: ID,
  campaign: 'Sommer',
  free_cards: 3,
  postage_included: true,
  valid_from: '2026-06-30T22:00:00.000Z',
  // The end of 31 July in Berlin (summer time): shown as „gültig bis 31.07.2026“.
  valid_until: '2026-07-31T22:00:00.000Z',
  template: { id: '21', slug: 'konfetti', name: 'Konfetti-Geburtstag' },
  group: null,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The shop backend's `GET /swell/wunderlink/{id}` in front of a fake CMS. */
function renderLanding(path: string, answer: (id: string) => Response | Promise<Response>) {
  installFakeStore();
  const birthday = group(3, 'Geburtstag');
  const cms = createFakeCms({
    groups: [birthday],
    templates: [template(21, 'Konfetti-Geburtstag', { groups: [birthday] })],
  });
  const calls: string[] = [];
  const cmsFetch = cms.fetch;
  cms.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const match = /^\/swell\/wunderlink\/([^/]+)$/.exec(url.pathname);
    if (match) {
      calls.push(decodeURIComponent(match[1] ?? ''));
      return answer(decodeURIComponent(match[1] ?? ''));
    }
    // One template by id, as Strapi answers it (the fake CMS lists only).
    const one = /^\/api\/templates\/(\d+)$/.exec(url.pathname);
    if (one) {
      const found = cms.data.templates.find((t) => t.id === Number(one[1]));
      return found ? json({ data: found }) : json({ data: null }, 404);
    }
    return cmsFetch(input, init);
  }) as typeof fetch;
  const result = renderWithCms(<LandingRoute />, cms, {
    path,
    routes: [
      { path: '/wunderlink/:link', element: <LandingRoute /> },
      { path: '/configurator', element: <h1>Konfigurator</h1> },
      { path: '/products', element: <h1>Vorlagen</h1> },
    ],
  });
  return { ...result, calls };
}

describe('WunderLink landing', () => {
  it('says what the link grants and starts the configurator with the grant', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderLanding(`/wunderlink/${ID}`, () => json(LINK));

    expect(
      await screen.findByRole('heading', { level: 1, name: '3 Karten gratis – von Federkiel' }),
    ).toBeVisible();
    expect(calls).toEqual([ID]);
    expect(screen.getByText('Ein Geschenk aus unserer Aktion „Sommer“.')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Das steckt in deinem WunderLink' });
    expect(within(details).getByText('bis zu 3 Karten in einer Bestellung')).toBeVisible();
    expect(within(details).getByText('Vorlage')).toBeVisible();
    expect(within(details).getByText('„Konfetti-Geburtstag“')).toBeVisible();
    expect(within(details).getByText('31.07.2026')).toBeVisible();
    expect(
      within(details).getByText(
        'Porto inklusive: Wir schicken jede Karte frankiert direkt an ihre Empfänger.',
      ),
    ).toBeVisible();
    // The allowed template with its picture from the CMS (the name is on the link already).
    const templates = await screen.findByRole('region', { name: 'Deine Vorlagen' });
    expect(within(templates).getByText('Konfetti-Geburtstag')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('3 Karten gratis · Federkiel'));

    await user.click(screen.getByRole('button', { name: 'Karten gestalten' }));
    expect(router.state.location.pathname).toBe('/configurator');
    expect(router.state.location.search).toBe('?template=21');
    // The grant waits in this tab's sessionStorage for the configurator (a reload keeps it).
    expect(JSON.parse(window.sessionStorage.getItem(GRANT_STORAGE_KEY) ?? 'null')).toMatchObject({
      link: { id: ID, free_cards: 3 },
      design: null,
    });
    expect(readGrant(new Date('2026-07-15T10:00:00Z'))?.link.campaign).toBe('Sommer');
  });

  it('names the group of a group link, and postage that is not included', async () => {
    renderLanding(`/wunderlink/${ID}`, () =>
      json({
        ...LINK,
        free_cards: 1,
        postage_included: false,
        template: null,
        group: { id: '3', slug: 'geburtstag', name: 'Geburtstag' },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '1 Karte gratis – von Federkiel' }),
    ).toBeVisible();
    expect(screen.getByText('alle Vorlagen aus „Geburtstag“')).toBeVisible();
    expect(
      screen.getByText(
        'Wir schicken dir alle Karten gesammelt und kostenlos nach Hause; verschicken kannst du sie dann selbst.',
      ),
    ).toBeVisible();
  });

  it('shows the spec’s not-found message with a way to the shop for a 404', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding(`/wunderlink/${ID}`, () =>
      json(
        {
          error: {
            code: 'WUNDERLINK_NOT_FOUND',
            message: 'Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.',
          },
        },
        404,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WunderLink nicht gefunden' }),
    ).toBeVisible();
    expect(
      screen.getByText('Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('WunderLink nicht gefunden · Federkiel'));
    await user.click(screen.getByRole('link', { name: 'Zum Shop' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('answers an address that cannot be a link the same way, without asking the server', async () => {
    const { calls } = renderLanding('/wunderlink/sommer25', () => json(LINK));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WunderLink nicht gefunden' }),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    renderLanding(`/wunderlink/${ID}`, () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return json(LINK);
    });
    expect(
      await screen.findByText('Der WunderLink konnte gerade nicht geladen werden'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '3 Karten gratis – von Federkiel' }),
    ).toBeVisible();
  });
});
