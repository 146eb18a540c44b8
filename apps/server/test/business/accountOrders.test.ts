import { describe, expect, it } from 'vitest';
import { webhooksIdle } from '../../src/business/webhooks/queue.ts';
import { verify } from '../../src/business/webhooks/signature.ts';
import { WEBHOOK_EVENTS } from '../../src/business/webhooks/events.ts';
import { swell } from '../swell/accountHelpers.ts';
import { startFakeCms } from '../swell/swellHelpers.ts';
import {
  useBusinessStack,
  api,
  browserOrder,
  businessCustomer,
  newKey,
  orderBody,
  staff,
  startReceiver,
} from './businessSupport.ts';
import { loadContract } from './contract.ts';

// Every order of a business account reaches its webhooks, also the ones it places in the
// browser (business/webhooks/orderHooks.ts), and every order's invoices and credit notes are
// fetched with the API key — only by the key's own account.

const stack = useBusinessStack(startFakeCms);

describe('orders of the account', { timeout: 90_000 }, () => {
  it('a browser order sends every event, and its invoice, XRechnung and credit note come with the key', async () => {
    const app = stack.server.app;
    const matchesContract = await loadContract(app);
    const customer = await businessCustomer(app);
    const key = await newKey(app, customer.session, 'test');
    const receiver = await startReceiver();
    try {
      const hook = await swell(app, 'POST', '/business/webhooks', customer.session, {
        url: receiver.url,
        events: [...WEBHOOK_EVENTS],
      });
      const secret = hook.json().secret as string;

      const order = await browserOrder(app, customer, { leitwegId: '991-12345-73' });
      await webhooksIdle(app);
      expect(receiver.events()).toEqual(['order.placed', 'order.paid']);
      const event = JSON.parse(String(receiver.received[0]?.body));
      expect(event.data.order).toMatchObject({
        id: order.id,
        source: 'shop',
        mode: 'live',
        number: order.number,
        status: 'delivery_pending',
      });

      // The order as the API answers it: the invoice with PDF, XML and XRechnung.
      const fetched = await api(app, 'GET', `/orders/${order.id}`, key.secret);
      expect(fetched.statusCode, fetched.body).toBe(200);
      matchesContract('/orders/{id}', 'get', 200, fetched.json());
      const [invoice] = fetched.json().documents;
      expect(invoice).toMatchObject({ n: 1, kind: 'invoice' });
      const pdf = await app.inject({
        method: 'GET',
        url: invoice.pdf_url,
        headers: { authorization: `Bearer ${key.secret}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      for (const url of [invoice.xml_url, invoice.xrechnung_url]) {
        const xml = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${key.secret}` },
        });
        expect(xml.statusCode, url).toBe(200);
        expect(xml.body).toContain(invoice.number);
      }
      expect((await get(invoice.xrechnung_url, key.secret)).body).toContain('991-12345-73');
      // Without the key, or with another account's key: nothing.
      expect((await get(invoice.pdf_url, null)).statusCode).toBe(401);
      const other = await businessCustomer(app);
      const otherKey = await newKey(app, other.session, 'live');
      const foreign = await get(invoice.pdf_url, otherKey.secret);
      expect(foreign.statusCode).toBe(404);
      matchesContract('/orders/{id}/documents/{n}', 'get', 404, foreign.json());
      expect((await get(`/business/v1/orders/${order.id}`, otherKey.secret)).statusCode).toBe(404);
      const missing = await get(`/business/v1/orders/${order.id}/documents/2`, key.secret);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toMatchObject({ code: 'document_not_found', param: 'n' });

      // Staff: a production step, then cancel and refund (the credit note is document 2).
      const admin = staff(app);
      expect(
        (await admin('POST', `/orders/${order.id}/production-status`, { to: 'material_ordered' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await admin('POST', `/orders/${order.id}/status`, { to: 'canceled' })).statusCode,
      ).toBe(200);
      const refunded = await admin('POST', `/orders/${order.id}/refund`, {});
      expect(refunded.statusCode, refunded.body).toBe(200);
      await webhooksIdle(app);
      expect(receiver.events()).toEqual([
        'order.placed',
        'order.paid',
        'order.production_status_changed',
        'order.canceled',
        'order.refunded',
      ]);
      for (const r of receiver.received) expect(verify(secret, r.signature, r.body)).toBe(true);
      const last = JSON.parse(String(receiver.received.at(-1)?.body));
      expect(last.data.order.documents.map((d: { kind: string }) => d.kind)).toEqual([
        'invoice',
        'credit_note',
      ]);
      const credit = await get(last.data.order.documents[1].pdf_url, key.secret);
      expect(credit.statusCode).toBe(200);
      expect(credit.headers['content-type']).toBe('application/pdf');
    } finally {
      await receiver.close();
    }
  });

  it('an API order’s events carry its API id; another account’s orders send nothing', async () => {
    const app = stack.server.app;
    const customer = await businessCustomer(app);
    const other = await businessCustomer(app);
    const receiver = await startReceiver();
    try {
      await swell(app, 'POST', '/business/webhooks', customer.session, {
        url: receiver.url,
        events: ['order.placed'],
      });
      // Another account's browser order reaches only its own endpoints (it has none).
      await browserOrder(app, other);
      await webhooksIdle(app);
      expect(receiver.received).toHaveLength(0);

      const key = await newKey(app, customer.session, 'live');
      const placed = await api(app, 'POST', '/orders', key.secret, orderBody(app, 1));
      expect(placed.statusCode, placed.body).toBe(201);
      await webhooksIdle(app);
      // Subscribed to "placed" only: "paid" is not sent.
      expect(receiver.events()).toEqual(['order.placed']);
      const event = JSON.parse(String(receiver.received[0]?.body));
      expect(event.data.order).toMatchObject({ id: placed.json().id, source: 'api' });
      expect(placed.json().documents).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

function get(url: string, secret: string | null) {
  return stack.server.app.inject({
    method: 'GET',
    url,
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });
}
