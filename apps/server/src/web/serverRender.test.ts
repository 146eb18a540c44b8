import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { parseTemplate } from './pageTemplate.ts';
import type { Render, RenderInput } from './renderModule.ts';
import { renderPage } from './serverRender.ts';
import { pageCacheControl } from './webApp.ts';

const TEMPLATE = parseTemplate(
  '<head><!--ssr-head--></head><div id="root"><!--ssr-outlet--></div><!--ssr-state-->',
) ?? ['', '', '', ''];
const INPUT: RenderInput = { url: '/', cmsFetch: async () => null, appConfig: {}, consent: null };
const OK = { html: '<p>ok</p>', head: '', state: '', status: 200 };

function fakeLog() {
  const warn = vi.fn();
  return { log: { warn } as unknown as FastifyBaseLogger, warn };
}

describe('renderPage', () => {
  it('fills the template and keeps the render’s status', async () => {
    const { log, warn } = fakeLog();
    const page = await renderPage(async () => ({ ...OK, status: 404 }), TEMPLATE, INPUT, log);
    expect(page).toEqual({
      html: '<head></head><div id="root"><p>ok</p></div>',
      status: 404,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('passes on where a page sends a visitor who may not see it, without HTML', async () => {
    const { log } = fakeLog();
    const page = await renderPage(
      async () => ({ ...OK, status: 302, redirect: '/dashboard/login?returnTo=%2Fdashboard' }),
      TEMPLATE,
      INPUT,
      log,
    );
    expect(page).toEqual({
      html: '',
      status: 302,
      redirect: '/dashboard/login?returnTo=%2Fdashboard',
    });
  });

  it('keeps session pages out of shared caches and staff pages out of every cache', () => {
    const request = (url: string, cookie?: string) =>
      ({ url, headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;
    expect(pageCacheControl(request('/cart'))).toBe('no-cache');
    expect(pageCacheControl(request('/cart', 'fk_consent=all'))).toBe('no-cache');
    expect(pageCacheControl(request('/cart', 'fk_consent=all; swell-session=abc'))).toBe(
      'private, no-store',
    );
    expect(pageCacheControl(request('/dashboard/login'))).toBe('no-store');
    expect(pageCacheControl(request('/dashboard/orders?page=2'))).toBe('no-store');
  });

  it('answers null for a route the entry does not render, without a warning', async () => {
    const { log, warn } = fakeLog();
    expect(await renderPage(async () => null, TEMPLATE, INPUT, log)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers null and warns when the render throws', async () => {
    const { log, warn } = fakeLog();
    const render: Render = async () => {
      throw new Error('boom');
    };
    expect(await renderPage(render, TEMPLATE, INPUT, log)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/', err: expect.any(Error) }),
      'server render failed; serving the shell',
    );
  });

  it('answers null and warns when the render takes longer than the budget', async () => {
    const { log, warn } = fakeLog();
    // A render that never ends: only the budget can answer.
    const slow: Render = () => new Promise(() => {});
    expect(await renderPage(slow, TEMPLATE, INPUT, log, 30)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ budgetMs: 30 }),
      'server render too slow; serving the shell',
    );
  });
});
