import type { ContentType } from './contentTypes.ts';

// The Strapi query parameters /content passes on (issue #40). Every distinct query string used
// to be its own CMS fetch and cache entry, so anyone could make the shop ask the CMS anything
// (`?url=http://…`) and grow the cache without end. Now only the parameters the shop's own
// client sends (apps/web/src/lib/cms/api/*.ts, docs/cms.md "The REST calls of the shop") are
// accepted, each with the values it can take, and written in one canonical order: the order
// the web client writes them. So a server-rendered page (which asks the cache for the web
// client's path as it is) and a browser share one cache entry, and a reordered or re-encoded
// copy of a query is the same key, not a new fetch.
//
// Anything else is refused with a 400 naming the parameter, not dropped: a dropped parameter
// would answer a different question than the one asked (and cache it under a name the
// asker never used), which hides a client bug instead of showing it.

interface Param {
  key: string;
  value: RegExp;
}

const PUBLISHED = /^published$/;
const TEMPLATE_SORT =
  /^(?:order:asc|name:asc|canvas\.widthInMillimeters:asc|createdAt:(?:asc|desc))$/;
/** Pages of a list: the shop has two dozen templates, 999 pages is far beyond any real list. */
const PAGE = /^[1-9]\d{0,2}$/;
/** Strapi caps pages at 100 entries (cms/config/api.ts). */
const PAGE_SIZE = /^(?:[1-9]\d?|100)$/;
const TRUE = /^true$/;

const p = (key: string, value: RegExp): Param => ({ key, value });

/** Per content type, the parameters in the order the web client writes them. */
const PARAMS: Record<ContentType, readonly Param[]> = {
  templates: [
    p('populate', /^\*$/),
    p('sort', TEMPLATE_SORT),
    p('sort[0]', TEMPLATE_SORT),
    p('sort[1]', /^order:asc$/),
    p('pagination[page]', PAGE),
    p('pagination[pageSize]', PAGE_SIZE),
    // The template controller's filter (docs/cms.md): g_<group>, ng_<group>, <canvas>.
    p('filter', /^(?:n?g_[1-9]\d{0,8}|[1-9]\d{0,8})$/),
    p('status', PUBLISHED),
  ],
  fonts: [
    p('fields[0]', /^name$/),
    p('fields[1]', /^slug$/),
    // `populate=*` is the server's own font lookup (configurations/currentFonts.ts).
    p('populate', /^\*$/),
    p('populate[file]', TRUE),
    p('populate[penFont]', TRUE),
    p('sort', /^name:asc$/),
    p('pagination[pageSize]', PAGE_SIZE),
    p('filters[accountId][$null]', TRUE),
    p('filters[$or][0][accountId][$null]', TRUE),
    p('filters[$or][1][accountId][$eq]', /^[A-Za-z0-9_-]{1,64}$/),
  ],
  groups: [
    p('populate', /^\*$/),
    p('sort', /^name:asc$/),
    p('pagination[pageSize]', PAGE_SIZE),
    p('filters[featured][$eq]', TRUE),
  ],
  canvases: [
    p('populate', /^\*$/),
    p('sort', /^name:asc$/),
    p('pagination[pageSize]', PAGE_SIZE),
    p('filters[widthInMillimeters][$ne]', /^0$/),
    p('filters[featured][$eq]', TRUE),
  ],
  'text-contents': [
    p('populate', /^\*$/),
    p('sort', /^key:asc$/),
    p('pagination[pageSize]', PAGE_SIZE),
    p('status', PUBLISHED),
  ],
};

export type CanonicalQuery = { ok: true; search: string } | { ok: false; param: string };

/**
 * The canonical form of a /content query string (without `?`): the allowed parameters in the
 * web client's order and encoding, `''` for none. `{ ok: false, param }` names the first
 * parameter that is unknown, repeated or has a value the shop never sends. With `draft`, an
 * editor's preview may also ask for `status=draft`.
 */
export function canonicalQuery(
  type: ContentType,
  search: string,
  options: { draft?: boolean } = {},
): CanonicalQuery {
  const given = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (given.has(key)) return { ok: false, param: key };
    given.set(key, value);
  }
  const out: string[] = [];
  for (const { key, value: pattern } of PARAMS[type]) {
    const value = given.get(key);
    if (value === undefined) continue;
    given.delete(key);
    const allowed =
      pattern.test(value) || (options.draft === true && key === 'status' && value === 'draft');
    if (!allowed) return { ok: false, param: key };
    out.push(`${encodeKey(key)}=${encodeValue(value)}`);
  }
  const unknown = given.keys().next();
  if (!unknown.done) return { ok: false, param: unknown.value };
  return { ok: true, search: out.join('&') };
}

// As the web client encodes (apps/web/src/lib/cms/cmsClient.ts): brackets and `$` readable in
// keys, `:` and `,` in values.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%24/g, '$');
}

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%24/g, '$');
}
