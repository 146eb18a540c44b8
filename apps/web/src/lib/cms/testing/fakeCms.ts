// Test-only: a fake CMS `fetch` that answers the Strapi 5 REST calls of src/lib/cms/api
// from in-memory data, records every request and can be told to fail.
import type { Canvas, Font, Group, StrapiList, Template, TextContent } from '../types.ts';

export const FAKE_CMS_URL = 'http://cms.test';

export interface FakeCmsData {
  textContents?: TextContent[];
  fonts?: Font[];
  groups?: Group[];
  canvases?: Canvas[];
  templates?: Template[];
}

export interface FakeCms {
  fetch: typeof fetch;
  /** Every request as path + query (without the base), in order. */
  requests: string[];
  /** Requests to one collection path (`/api/templates`). */
  requestsTo(path: string): string[];
  /** Answers the next `times` requests to `path` with `status` (default: every request). */
  fail(path: string, status?: number, times?: number): void;
  data: Required<FakeCmsData>;
}

function list<T>(items: T[], page = 1, pageSize = 100): StrapiList<T> {
  const start = (page - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize),
    meta: {
      pagination: {
        page,
        pageSize,
        pageCount: Math.ceil(items.length / pageSize),
        total: items.length,
      },
    },
  };
}

function templatesFor(all: Template[], search: URLSearchParams): StrapiList<Template> {
  const filter = search.get('filter');
  let items = [...all];
  const group = filter && /^(n?)g_(\d+)$/.exec(filter);
  if (group) {
    const id = Number(group[2]);
    const inGroup = (t: Template) => (t.groups ?? []).some((g) => g.id === id);
    items = items.filter((t) => (group[1] ? !inGroup(t) : inGroup(t)));
  } else if (filter && /^\d+$/.test(filter)) {
    items = items.filter((t) => t.canvas?.id === Number(filter));
  }
  const sort = search.get('sort') ?? search.get('sort[0]') ?? 'order:asc';
  const compare: Record<string, (a: Template, b: Template) => number> = {
    'order:asc': (a, b) => a.order - b.order,
    'name:asc': (a, b) => a.name.localeCompare(b.name, 'de'),
    'canvas.widthInMillimeters:asc': (a, b) =>
      (a.canvas?.widthInMillimeters ?? 0) - (b.canvas?.widthInMillimeters ?? 0),
    'createdAt:desc': (a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    'createdAt:asc': (a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''),
  };
  items.sort(compare[sort] ?? compare['order:asc']);
  const page = Number(search.get('pagination[page]') ?? 1);
  const pageSize = Number(search.get('pagination[pageSize]') ?? 25);
  return list(items, page, pageSize);
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function createFakeCms(initial: FakeCmsData = {}): FakeCms {
  const data: Required<FakeCmsData> = {
    textContents: initial.textContents ?? [],
    fonts: initial.fonts ?? [],
    groups: initial.groups ?? [],
    canvases: initial.canvases ?? [],
    templates: initial.templates ?? [],
  };
  const requests: string[] = [];
  const failures = new Map<string, { status: number; times: number }>();

  const fakeFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    requests.push(`${url.pathname}${url.search}`);
    const failure = failures.get(url.pathname);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      return json(
        { data: null, error: { status: failure.status, message: 'fake failure' } },
        failure.status,
      );
    }
    const search = url.searchParams;
    switch (url.pathname) {
      case '/api/text-contents':
        return json(list(data.textContents));
      case '/api/fonts':
        return json(list(data.fonts));
      case '/api/groups':
        return json(
          list(
            data.groups.filter(
              (g) => search.get('filters[featured][$eq]') !== 'true' || g.featured,
            ),
          ),
        );
      case '/api/canvases':
        return json(list(data.canvases.filter((c) => c.widthInMillimeters !== 0)));
      case '/api/templates':
        return json(templatesFor(data.templates, search));
      default:
        return json({ data: null, error: { status: 404, message: 'Not Found' } }, 404);
    }
  };

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    requestsTo: (path) => requests.filter((r) => r === path || r.startsWith(`${path}?`)),
    fail(path, status = 500, times = Number.POSITIVE_INFINITY) {
      failures.set(path, { status, times });
    },
    data,
  };
}

let nextId = 1;
const entity = () => {
  const id = nextId++;
  return { id, documentId: `doc${id}` };
};

export function textContent(
  key: string,
  content: string | null,
  media?: TextContent['media'],
): TextContent {
  return { ...entity(), key, content, media: media ?? null };
}

export function group(id: number, name: string, featured = false): Group {
  return { id, documentId: `group${id}`, name, slug: name.toLowerCase(), featured };
}

export function canvas(
  id: number,
  name: string,
  width: number,
  height: number,
  featured = false,
): Canvas {
  return {
    id,
    documentId: `canvas${id}`,
    key: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    widthInMillimeters: width,
    heightInMillimeters: height,
    kind: 'postcard',
    featured,
  };
}

export function template(id: number, name: string, extra: Partial<Template> = {}): Template {
  return {
    id,
    documentId: `tpl${id}`,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    order: id,
    createdAt: `2025-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    ...extra,
  };
}

export function font(
  id: number,
  name: string,
  fileUrl = `/uploads/${name.toLowerCase()}.woff`,
): Font {
  return {
    id,
    documentId: `font${id}`,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    file: { url: fileUrl, mime: 'font/woff' },
  };
}
