import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { parseTemplate } from './pageTemplate.ts';
import type { Render, RenderInput } from './renderModule.ts';
import { renderPage } from './serverRender.ts';

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
