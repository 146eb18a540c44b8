import fs from 'node:fs';
import type { RenderResult } from './renderModule.ts';

// The built index.html as the frame of a server-rendered page. The web app marks the places
// (apps/web/index.html): `<!--ssr-head-->` before `</head>`, `<!--ssr-outlet-->` inside
// `<div id="root">`, `<!--ssr-state-->` after it. A build without the markers gets them at
// those places, so the server does not depend on the two landing in the same release.

export const MARKERS = {
  head: '<!--ssr-head-->',
  outlet: '<!--ssr-outlet-->',
  state: '<!--ssr-state-->',
} as const;

/** The template cut at the three markers: `[before head, before outlet, before state, rest]`. */
export type PageTemplate = readonly [string, string, string, string];

const EMPTY_ROOT = /<div id="root">\s*<\/div>/;

/** Cuts an index.html at its markers (adding missing ones); null when there is no empty root. */
export function parseTemplate(html: string): PageTemplate | null {
  let text = html;
  if (!text.includes(MARKERS.outlet)) {
    if (!EMPTY_ROOT.test(text)) return null;
    const withState = text.includes(MARKERS.state) ? '' : MARKERS.state;
    text = text.replace(EMPTY_ROOT, () => `<div id="root">${MARKERS.outlet}</div>${withState}`);
  }
  if (!text.includes(MARKERS.state)) {
    const rootEnd = text.indexOf('</div>', text.indexOf(MARKERS.outlet));
    if (rootEnd < 0) return null;
    const cut = rootEnd + '</div>'.length;
    text = `${text.slice(0, cut)}${MARKERS.state}${text.slice(cut)}`;
  }
  if (!text.includes(MARKERS.head)) {
    const headEnd = text.indexOf('</head>');
    if (headEnd < 0) return null;
    text = `${text.slice(0, headEnd)}${MARKERS.head}${text.slice(headEnd)}`;
  }
  const head = text.indexOf(MARKERS.head);
  const outlet = text.indexOf(MARKERS.outlet);
  const state = text.indexOf(MARKERS.state);
  if (!(head < outlet && outlet < state)) return null;
  return [
    text.slice(0, head),
    text.slice(head + MARKERS.head.length, outlet),
    text.slice(outlet + MARKERS.outlet.length, state),
    text.slice(state + MARKERS.state.length),
  ];
}

// A page's own title and description replace index.html's defaults: browsers and crawlers
// take the first <title> (and description), which would be the default one.
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/** The page: the render result put in at the markers (plain concatenation: no `$&` surprises). */
export function fillTemplate(template: PageTemplate, result: RenderResult): string {
  const [head, beforeOutlet, beforeState, rest] = template;
  let beforeHead = head;
  if (result.head.includes('<title')) beforeHead = beforeHead.replace(DEFAULT_TITLE, '');
  if (/<meta\s+name="description"/.test(result.head))
    beforeHead = beforeHead.replace(DEFAULT_DESCRIPTION, '');
  return `${beforeHead}${result.head}${beforeOutlet}${result.html}${beforeState}${result.state}${rest}`;
}

/** index.html read and cut once per build (by modification time), not per request. */
export class TemplateFile {
  private version: string | null = null;
  private template: PageTemplate | null = null;
  private readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  /** The cut template, or null when there is no index.html or it has no place for the page. */
  current(): PageTemplate | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      return null;
    }
    const version = `${stat.mtimeMs}-${stat.size}`;
    if (version !== this.version) {
      this.version = version;
      this.template = parseTemplate(fs.readFileSync(this.file, 'utf8'));
    }
    return this.template;
  }
}
