import type { FastifyBaseLogger } from 'fastify';
import { fillTemplate, type PageTemplate } from './pageTemplate.ts';
import type { Render, RenderInput } from './renderModule.ts';

// One server render with a deadline (issue #13). The point of rendering on the server is a
// fast first paint; a render that takes longer than the budget would cost more than the
// plain shell, which the browser renders itself. So a slow or failing render is logged and
// the shell is served — the page still works, only its first paint is later.

export const RENDER_BUDGET_MS = 1_000;

export interface RenderedPage {
  html: string;
  status: number;
  redirect?: string;
}

const TIMED_OUT = Symbol('timed out');

/** The filled page, or null: not a server-rendered route, or the render failed or was slow. */
export async function renderPage(
  render: Render,
  template: PageTemplate,
  input: RenderInput,
  log: FastifyBaseLogger,
  budgetMs = RENDER_BUDGET_MS,
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(resolve, budgetMs, TIMED_OUT);
  });
  try {
    const result = await Promise.race([render(input), deadline]);
    if (result === TIMED_OUT) {
      log.warn({ url: input.url, budgetMs }, 'server render too slow; serving the shell');
      return null;
    }
    if (result === null) return null;
    if (result.redirect) return { html: '', status: 302, redirect: result.redirect };
    return { html: fillTemplate(template, result), status: result.status };
  } catch (error) {
    log.warn({ err: error, url: input.url }, 'server render failed; serving the shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
