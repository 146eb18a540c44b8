import { describe, expect, it } from 'vitest';
import { byteRange } from './byteRange.ts';
import { canonicalQuery } from './contentQuery.ts';
import type { ContentType } from './contentTypes.ts';

// The queries the web client sends, as its tests pin them (apps/web/src/lib/cms/api/
// api.test.ts, docs/cms.md): each must already be canonical, so a server-rendered page and
// the browser share one cache entry.
const SHOP_QUERIES: [ContentType, string][] = [
  [
    'templates',
    'populate=*&sort=order:asc&pagination[page]=1&pagination[pageSize]=6&status=published',
  ],
  [
    'templates',
    'populate=*&sort[0]=canvas.widthInMillimeters:asc&sort[1]=order:asc&pagination[page]=3&pagination[pageSize]=6&status=published',
  ],
  [
    'templates',
    'populate=*&sort=order:asc&pagination[page]=2&pagination[pageSize]=12&filter=ng_12&status=published',
  ],
  ['templates', 'populate=*&status=published'],
  [
    'fonts',
    'fields[0]=name&fields[1]=slug&populate[file]=true&sort=name:asc&pagination[pageSize]=100&filters[accountId][$null]=true',
  ],
  [
    'fonts',
    'fields[0]=name&fields[1]=slug&populate[file]=true&sort=name:asc&pagination[pageSize]=100&filters[$or][0][accountId][$null]=true&filters[$or][1][accountId][$eq]=demo',
  ],
  ['fonts', 'populate[file]=true&populate[penFont]=true'],
  ['fonts', 'populate=*'],
  ['groups', 'populate=*&sort=name:asc&pagination[pageSize]=100&filters[featured][$eq]=true'],
  [
    'canvases',
    'populate=*&sort=name:asc&pagination[pageSize]=100&filters[widthInMillimeters][$ne]=0&filters[featured][$eq]=true',
  ],
  ['canvases', 'populate=*'],
  ['text-contents', 'populate=*&sort=key:asc&pagination[pageSize]=100&status=published'],
];

describe('canonicalQuery', () => {
  it.each(SHOP_QUERIES)('keeps the shop’s %s query as it is', (type, search) => {
    expect(canonicalQuery(type, search)).toEqual({ ok: true, search });
  });

  it('writes a reordered, percent-encoded query in the shop’s order', () => {
    expect(
      canonicalQuery('groups', 'filters%5Bfeatured%5D%5B%24eq%5D=true&sort=name%3Aasc&populate=*'),
    ).toEqual({ ok: true, search: 'populate=*&sort=name:asc&filters[featured][$eq]=true' });
  });

  it.each([
    ['templates', 'url=http://127.0.0.1/healthz', 'url'],
    ['templates', 'populate=*&populate=*', 'populate'],
    ['templates', 'status=draft', 'status'],
    ['templates', 'filter=g_1;drop', 'filter'],
    ['groups', 'filters[featured][$eq]=false', 'filters[featured][$eq]'],
    ['fonts', 'filters[$or][1][accountId][$eq]=a%20b', 'filters[$or][1][accountId][$eq]'],
    ['canvases', 'populate=*&x=1', 'x'],
  ] as const)('refuses %s ?%s, naming %s', (type, search, param) => {
    expect(canonicalQuery(type, search)).toEqual({ ok: false, param });
  });

  it('lets an editor’s preview ask for drafts', () => {
    expect(canonicalQuery('templates', 'status=draft', { draft: true })).toEqual({
      ok: true,
      search: 'status=draft',
    });
  });
});

describe('byteRange', () => {
  it.each([
    ['bytes=0-0', 10, { start: 0, end: 0 }],
    ['bytes=2-', 10, { start: 2, end: 9 }],
    ['bytes=-3', 10, { start: 7, end: 9 }],
    ['bytes=-30', 10, { start: 0, end: 9 }],
    ['bytes=8-100', 10, { start: 8, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=99999999-', 10, 'unsatisfiable'],
    ['bytes=-0', 10, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=5-2', 10, null],
    ['bytes=0-1,4-5', 10, null],
    ['items=0-1', 10, null],
    ['bytes=-', 10, null],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});
