import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../config/appConfig.ts';
import { buildQuery, cmsFetch, cmsUrl, CmsError, entryPath, hasCmsId } from './cmsClient.ts';

const BASE = 'http://cms.test';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  setAppConfig({
    cmsUrl: `${BASE}/`,
    storeId: 's',
    publicKey: 'pk',
    publicUrl: '',
    trackingId: null,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildQuery', () => {
  it('serialises nested objects and arrays in Strapi bracket form, keeping key order', () => {
    expect(
      buildQuery({
        fields: ['name', 'slug'],
        populate: { file: true },
        sort: 'name:asc',
        pagination: { page: 2, pageSize: 6 },
        filters: { $or: [{ accountId: { $null: true } }, { accountId: { $eq: 'a&b' } }] },
      }),
    ).toBe(
      'fields[0]=name&fields[1]=slug&populate[file]=true&sort=name:asc' +
        '&pagination[page]=2&pagination[pageSize]=6' +
        '&filters[$or][0][accountId][$null]=true&filters[$or][1][accountId][$eq]=a%26b',
    );
  });

  it('leaves out undefined and null values and encodes unsafe characters', () => {
    expect(buildQuery({ a: undefined, b: null, c: 'x y/ü', d: { e: undefined } })).toBe(
      'c=x%20y%2F%C3%BC',
    );
    expect(buildQuery({})).toBe('');
  });

  it('is read back by URLSearchParams as the same pairs', () => {
    const params = new URLSearchParams(buildQuery({ filters: { key: { $eq: 'hero.title@sie' } } }));
    expect([...params]).toEqual([['filters[key][$eq]', 'hero.title@sie']]);
  });
});

describe('cmsUrl', () => {
  it('joins the configured base (without trailing slash), path and query', () => {
    expect(cmsUrl('/api/groups', { sort: 'name:asc' })).toBe(`${BASE}/api/groups?sort=name:asc`);
    expect(cmsUrl('api/groups')).toBe(`${BASE}/api/groups`);
    expect(cmsUrl('/api/x', {}, 'https://other.example///')).toBe('https://other.example/api/x');
  });

  it('builds entry paths only with an id', () => {
    expect(entryPath('templates', 'abc def')).toBe('/api/templates/abc%20def');
    expect(entryPath('templates', 7)).toBe('/api/templates/7');
    expect(() => entryPath('templates', undefined)).toThrow();
    expect(hasCmsId('')).toBe(false);
    expect(hasCmsId(0)).toBe(true);
  });
});

describe('cmsFetch', () => {
  it('GETs JSON with an Accept header', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(cmsFetch('/api/groups', { query: { sort: 'name:asc' } })).resolves.toEqual({
      data: [],
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${BASE}/api/groups?sort=name:asc`);
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('turns a non-2xx answer into a CmsError with a German message and Strapi detail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ data: null, error: { status: 500, name: 'Boom', message: 'Kaputt' } }, 500),
      ),
    );
    const error = await cmsFetch('/api/groups').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ kind: 'http', status: 500, detail: 'HTTP 500: Kaputt' });
    expect((error as CmsError).message).toMatch(/Inhalte konnten gerade nicht geladen werden/);
  });

  it('distinguishes not found, network failure and bodies that are not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(cmsFetch('/api/templates/9')).rejects.toMatchObject({
      kind: 'not_found',
      status: 404,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(cmsFetch('/api/templates')).rejects.toMatchObject({
      kind: 'network',
      detail: 'Failed to fetch',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(cmsFetch('/api/templates')).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('passes a caller abort through unchanged', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw abortError;
      }),
    );
    await expect(cmsFetch('/api/templates', { signal: controller.signal })).rejects.toBe(
      abortError,
    );
  });
});
