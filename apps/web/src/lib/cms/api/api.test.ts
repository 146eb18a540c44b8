import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { setAppConfig } from '../../config/appConfig.ts';
import { canvasQueryOptions, fetchCanvas, fetchCanvases } from './canvases.ts';
import { fetchFont, fetchFonts, fontQueryOptions } from './fonts.ts';
import { fetchGroups } from './groups.ts';
import {
  fetchTemplate,
  fetchTemplates,
  isTemplateFilter,
  templateFilter,
  templateQueryOptions,
  templatesQueryOptions,
} from './templates.ts';
import { createTextLookup, fetchTextContents, textOf } from './textContents.ts';
import type { TextContent } from '../types.ts';

const BASE = 'http://cms.test';
const EMPTY = { data: [], meta: { pagination: { page: 1, pageSize: 6, pageCount: 0, total: 0 } } };
let requested: string[];

beforeEach(() => {
  requested = [];
  setAppConfig({ cmsUrl: BASE, storeId: 's', publicKey: 'pk', publicUrl: '', trackingId: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url.slice(BASE.length));
      return new Response(JSON.stringify(EMPTY), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const T = '/api/templates?populate=*';

describe('templates', () => {
  it('asks for the first page of 6 by order ascending by default', async () => {
    await fetchTemplates();
    expect(requested).toEqual([
      `${T}&sort=order:asc&pagination[page]=1&pagination[pageSize]=6&status=published`,
    ]);
  });

  it.each([
    ['order:asc', 'sort=order:asc'],
    ['name:asc', 'sort[0]=name:asc&sort[1]=order:asc'],
    ['canvas.widthInMillimeters:asc', 'sort[0]=canvas.widthInMillimeters:asc&sort[1]=order:asc'],
    ['createdAt:desc', 'sort[0]=createdAt:desc&sort[1]=order:asc'],
    ['createdAt:asc', 'sort[0]=createdAt:asc&sort[1]=order:asc'],
  ] as const)('sends sort %s (with the editors’ order as tie-breaker)', async (sort, sent) => {
    await fetchTemplates({ sort, page: 3 });
    expect(requested).toEqual([
      `${T}&${sent}&pagination[page]=3&pagination[pageSize]=6&status=published`,
    ]);
  });

  it.each([
    [templateFilter.inGroup(3), 'g_3'],
    [templateFilter.notInGroup(12), 'ng_12'],
    [templateFilter.onCanvas(4), '4'],
  ])('sends filter %s exactly', async (filter, sent) => {
    await fetchTemplates({ filter, page: 2, pageSize: 12 });
    expect(requested).toEqual([
      `${T}&sort=order:asc&pagination[page]=2&pagination[pageSize]=12&filter=${sent}&status=published`,
    ]);
  });

  it('drops invalid filters, pages and sorts', async () => {
    await fetchTemplates({
      // @ts-expect-error testing a value from outside (URL)
      filter: 'g_x',
      page: -1,
      pageSize: 0,
      // @ts-expect-error testing a value from outside (URL)
      sort: 'secret:desc',
    });
    expect(requested).toEqual([
      `${T}&sort=order:asc&pagination[page]=1&pagination[pageSize]=6&status=published`,
    ]);
  });

  it('validates filter values', () => {
    for (const ok of ['g_1', 'ng_25', '7']) expect(isTemplateFilter(ok)).toBe(true);
    for (const bad of ['', '0', 'g_', 'g_0', '-3', 'x_1', 'g_1;', 1, null]) {
      expect(isTemplateFilter(bad)).toBe(false);
    }
  });

  it('fetches one template with populate=* and skips the query without id', async () => {
    await fetchTemplate('abc123');
    expect(requested).toEqual(['/api/templates/abc123?populate=*&status=published']);
    expect(templateQueryOptions(undefined).enabled).toBe(false);
    expect(templateQueryOptions('abc123').enabled).toBe(true);
  });

  it('keys the list query by its normalised parameters', () => {
    expect(templatesQueryOptions({}).queryKey).toEqual(
      templatesQueryOptions({ page: 1, pageSize: 6, sort: 'order:asc', filter: null }).queryKey,
    );
  });
});

describe('fonts', () => {
  const F =
    '/api/fonts?fields[0]=name&fields[1]=slug&populate[file]=true&sort=name:asc' +
    '&pagination[pageSize]=100';

  it('lists global fonts (accountId null)', async () => {
    await fetchFonts();
    expect(requested).toEqual([`${F}&filters[accountId][$null]=true`]);
  });

  it('lists global fonts or the account’s own', async () => {
    await fetchFonts('demo');
    expect(requested).toEqual([
      `${F}&filters[$or][0][accountId][$null]=true&filters[$or][1][accountId][$eq]=demo`,
    ]);
  });

  it('fetches one font and skips the query without id', async () => {
    await fetchFont(5);
    expect(requested).toEqual(['/api/fonts/5?populate[file]=true&populate[penFont]=true']);
    expect(fontQueryOptions(null).enabled).toBe(false);
    expect(fontQueryOptions('').enabled).toBe(false);
    expect(fontQueryOptions('x').enabled).toBe(true);
  });

  it('does not fetch a font without id through the query client', async () => {
    const client = new QueryClient();
    const observer = new QueryObserver(client, fontQueryOptions(undefined));
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(requested).toEqual([]);
    unsubscribe();
  });
});

describe('groups', () => {
  it('lists all groups by name', async () => {
    await fetchGroups();
    expect(requested).toEqual(['/api/groups?populate=*&sort=name:asc&pagination[pageSize]=100']);
  });

  it('lists featured groups', async () => {
    await fetchGroups({ featured: true });
    expect(requested).toEqual([
      '/api/groups?populate=*&sort=name:asc&pagination[pageSize]=100&filters[featured][$eq]=true',
    ]);
  });
});

describe('canvases', () => {
  const C = '/api/canvases?populate=*&sort=name:asc&pagination[pageSize]=100';

  it('lists canvases wider than 0 mm', async () => {
    await fetchCanvases();
    expect(requested).toEqual([`${C}&filters[widthInMillimeters][$ne]=0`]);
  });

  it('lists featured canvases', async () => {
    await fetchCanvases({ featured: true });
    expect(requested).toEqual([
      `${C}&filters[widthInMillimeters][$ne]=0&filters[featured][$eq]=true`,
    ]);
  });

  it('fetches one canvas and skips the query without id', async () => {
    await fetchCanvas('k9');
    expect(requested).toEqual(['/api/canvases/k9?populate=*']);
    expect(canvasQueryOptions(undefined).enabled).toBe(false);
  });
});

describe('text contents', () => {
  it('lists every text by key', async () => {
    await fetchTextContents();
    expect(requested).toEqual([
      '/api/text-contents?populate=*&sort=key:asc&pagination[pageSize]=100&status=published',
    ]);
  });

  const entries: TextContent[] = [
    { id: 1, documentId: 'a', key: 'hero.title', content: ' Schreib mal wieder ' },
    { id: 2, documentId: 'b', key: 'hero.title@sie', content: 'Schreiben Sie mal wieder' },
    { id: 3, documentId: 'c', key: 'hero.text', content: 'Von Hand.' },
    { id: 4, documentId: 'd', key: 'hero.text@sie', content: '   ' },
    { id: 5, documentId: 'e', key: 'hero.image', content: null, media: { url: '/uploads/h.jpg' } },
    { id: 6, documentId: 'f', key: 'empty', content: '' },
  ];

  it('prefers the @sie entry for Sie and trims', () => {
    expect(textOf(entries, 'hero.title', 'du')).toBe('Schreib mal wieder');
    expect(textOf(entries, 'hero.title', 'sie')).toBe('Schreiben Sie mal wieder');
    expect(textOf(entries, 'hero.title')).toBe('Schreib mal wieder');
  });

  it('falls back to the base key when the Sie entry is missing or empty', () => {
    expect(textOf(entries, 'hero.text', 'sie')).toBe('Von Hand.');
    expect(textOf(entries, 'missing', 'sie')).toBeUndefined();
    expect(textOf(entries, 'empty')).toBeUndefined();
  });

  it('finds media and lists base keys', () => {
    const lookup = createTextLookup(entries);
    expect(lookup.mediaOf('hero.image', 'sie')).toEqual({ url: '/uploads/h.jpg' });
    expect(lookup.keys()).toEqual(['empty', 'hero.image', 'hero.text', 'hero.title']);
  });
});
