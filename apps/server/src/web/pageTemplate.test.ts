import { describe, expect, it } from 'vitest';
import { fillTemplate, parseTemplate, type PageTemplate } from './pageTemplate.ts';

function cut(html: string): PageTemplate {
  const template = parseTemplate(html);
  if (!template) throw new Error('no template');
  return template;
}

const RESULT = {
  head: '<link rel="preload" href="/$&.woff2" as="font" data-x="$1">',
  html: '<h1>Hallo $$</h1>',
  state: '<script type="application/json" id="fk-ssr-state">{}</script>',
  status: 200,
};

describe('page template', () => {
  it('fills the markers of the web app’s index.html', () => {
    const html =
      '<html><head><title>x</title><!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div><!--ssr-state--><script type="module" src="/assets/a.js"></script></body></html>';
    expect(fillTemplate(cut(html), RESULT)).toBe(
      `<html><head><title>x</title>${RESULT.head}</head><body><div id="root">${RESULT.html}</div>${RESULT.state}<script type="module" src="/assets/a.js"></script></body></html>`,
    );
  });

  it('puts the markers in their places when the build has none', () => {
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(fillTemplate(cut(html), RESULT)).toBe(
      `<html><head><title>x</title>${RESULT.head}</head><body><div id="root">${RESULT.html}</div>${RESULT.state}</body></html>`,
    );
  });

  it('drops the default title and description when the page brings its own', () => {
    const html =
      '<html><head><meta name="description" content="Standard" />\n<title>Federkiel</title>\n<!--ssr-head--></head><body><div id="root"><!--ssr-outlet--></div><!--ssr-state--></body></html>';
    const page = fillTemplate(cut(html), {
      ...RESULT,
      head: '<title>Karten – Federkiel</title><meta name="description" content="Alle Karten">',
    });
    expect(page).toContain(
      '<head><title>Karten – Federkiel</title><meta name="description" content="Alle Karten"></head>',
    );
    const plain = fillTemplate(cut(html), { ...RESULT, head: '' });
    expect(plain).toContain('<title>Federkiel</title>');
    expect(plain).toContain('content="Standard"');
  });

  it('gives up on a page without a head or an empty root', () => {
    expect(parseTemplate('<!doctype html><div id="root"></div>')).toBeNull();
    expect(parseTemplate('<html><head></head><body><div id="app"></div></body></html>')).toBeNull();
  });
});
