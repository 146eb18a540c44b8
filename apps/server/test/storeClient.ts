import type { FastifyInstance, InjectOptions } from 'fastify';
import { STORE_AUTH } from './helpers.ts';

// A minimal store client for server tests: sends the public key and keeps the session the
// server hands out, like swell-js does (the contract suite in tests/contract uses swell-js
// itself).

export interface StoreResponse {
  status: number;
  // Test code inspects arbitrary JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

export class StoreClient {
  constructor(
    private readonly app: FastifyInstance,
    public session?: string,
  ) {}

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    options: Partial<InjectOptions> = {},
  ): Promise<StoreResponse> {
    const headers: Record<string, string> = {
      ...STORE_AUTH,
      'content-type': 'application/json',
      ...(this.session ? { 'x-session': this.session } : {}),
      ...(options.headers as Record<string, string> | undefined),
    };
    const res = await this.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const returned = res.headers['x-session'];
    if (typeof returned === 'string') this.session = returned;
    let parsed: unknown = null;
    try {
      parsed = res.body === '' ? null : JSON.parse(res.body);
    } catch {
      parsed = res.body;
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, body?: unknown) => this.call('POST', url, body);
  put = (url: string, body?: unknown) => this.call('PUT', url, body);
  delete = (url: string) => this.call('DELETE', url);
}

/** A vault GET the way swell-js builds it: `$jsonp[method]`, `$data[…]`, `$key`. */
export function vaultUrl(
  path: string,
  method: string,
  data: Record<string, unknown>,
  key = 'pk_federkiel_local',
): string {
  const params = new URLSearchParams({
    '$jsonp[method]': method,
    '$jsonp[callback]': 'none',
    $key: key,
  });
  const add = (prefix: string, value: unknown) => {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${prefix}[${k}]`, v);
    } else {
      params.append(prefix, String(value ?? ''));
    }
  };
  add('$data', data);
  return `/vault${path}?${params.toString()}`;
}

/** A vault card token for the sandbox's always-approved test card (4242…). */
export async function testCardToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: vaultUrl('/tokens', 'post', {
      number: '4242424242424242',
      exp_month: '12',
      exp_year: '2030',
      cvc: '123',
    }),
  });
  return (res.json() as { $data: { token: string } }).$data.token;
}
