import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activePreview, endPreview } from '../../../lib/cms/cmsPreview.ts';
import { cmsFetch } from '../../../lib/cms/cmsClient.ts';
import { setAppConfig } from '../../../lib/config/appConfig.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { PreviewStart, previewTarget } from './PreviewStart.tsx';

const TOKEN = `${Math.floor(Date.now() / 1000) + 3600}.${'a'.repeat(43)}`;

afterEach(() => {
  vi.unstubAllGlobals();
  endPreview();
});

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('/vorschau (issue #20)', () => {
  it('asks the server, then opens the template in the configurator with drafts on', async () => {
    const fetchMock = vi.fn(async (_url: string) => answer(200, { valid: true }));
    vi.stubGlobal('fetch', fetchMock);
    const go = vi.fn();
    renderWithRouter(<PreviewStart go={go} />, { path: `/vorschau?token=${TOKEN}&vorlage=abc123` });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/configurator?template=abc123'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/swell/preview?token=${encodeURIComponent(TOKEN)}`,
    );
    expect(activePreview()?.token).toBe(TOKEN);
  });

  it('moves on inside the app, without loading another page (issue #31: the frame)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { valid: true })),
    );
    const { router } = renderWithRouter(<PreviewStart />, {
      path: `/vorschau?token=${TOKEN}&vorlage=abc123`,
      routes: [{ path: '/configurator', element: <p>Konfigurator</p> }],
    });
    expect(await screen.findByText('Konfigurator')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?template=abc123');
    expect(activePreview()?.token).toBe(TOKEN);
  });

  it('a link the server refuses says so and leaves the shop as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401)),
    );
    const go = vi.fn();
    renderWithRouter(<PreviewStart go={go} />, { path: `/vorschau?token=${TOKEN}` });
    expect(
      await screen.findByText('Dieser Vorschau-Link ist abgelaufen oder ungültig.'),
    ).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(activePreview()).toBeNull();
  });

  it('texts open the landing page; odd template ids are not followed', () => {
    expect(previewTarget(null)).toBe('/');
    expect(previewTarget('../../x')).toBe('/');
  });
});

describe('CMS requests in a preview', () => {
  it('ask templates and texts for drafts with the token; others stay as they were', async () => {
    setAppConfig({
      cmsUrl: 'http://cms.test',
      storeId: 's',
      publicKey: 'pk',
      publicUrl: '',
      trackingId: null,
    });
    const seen: { url: string; token: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, token: new Headers(init.headers).get('X-Federkiel-Preview') });
        return answer(200, { data: [] });
      }),
    );
    await cmsFetch('/api/templates', { query: { populate: '*' } });
    sessionStorage.setItem('fk.cms.preview', TOKEN);
    await cmsFetch('/api/templates', { query: { populate: '*' } });
    await cmsFetch('/api/fonts');
    expect(seen).toEqual([
      { url: 'http://cms.test/api/templates?populate=*&status=published', token: null },
      { url: 'http://cms.test/api/templates?populate=*&status=draft', token: TOKEN },
      { url: 'http://cms.test/api/fonts', token: null },
    ]);
  });

  it('an expired preview is forgotten', () => {
    sessionStorage.setItem(
      'fk.cms.preview',
      `${Math.floor(Date.now() / 1000) - 5}.${'a'.repeat(43)}`,
    );
    expect(activePreview()).toBeNull();
    expect(sessionStorage.getItem('fk.cms.preview')).toBeNull();
  });
});
