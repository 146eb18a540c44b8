import type { FastifyInstance } from 'fastify';

// The business API places its orders through the shop's own doors: POST /swell/configurations
// (the configuration, writing, fit and address checks), POST /api/cart/items and PUT /api/cart
// (prices, shipping, coupons, the saved card), POST /api/cart/order (the charge, the order,
// the invoice and the confirmation e-mail). Each API order gets a session of its own, signed
// into the key's account, so nothing here repeats a rule of the shop — a rule changed there
// applies to API orders unchanged.

export interface StoreAnswer {
  status: number;
  // The store's JSON answers, read field by field by the caller.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export class StoreCalls {
  constructor(
    private readonly app: FastifyInstance,
    private readonly session: string,
  ) {}

  async call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<StoreAnswer> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        authorization: `Basic ${Buffer.from(this.app.config.storePublicKey).toString('base64')}`,
        'x-session': this.session,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: res.statusCode, body: res.body === '' ? null : res.json() };
  }
}
