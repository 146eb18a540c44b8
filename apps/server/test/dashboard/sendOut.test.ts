import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { adminCall, staffWithRole, type TestStaff } from '../../src/staff/staffTestSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';
import { orderView } from '../../src/store/orders/orderRecords.ts';
import { BEARER, ORIGIN, placeOrder, type PlacedOrder } from './dashboardSupport.ts';

// Issue 40: a parcel „an mich“ goes out only with its tracking number, typed in the
// „Versendet“ step by whoever sends it (Produktion too); a later change of the number tells
// the customer; a canceled order takes none; the detail names the day it was really sent.

let cms: FakeCms;
let server: TestServer;
let production: TestStaff;
// Friday 4 December 2026, 19:00 in Berlin; the planned shipping date lies after it.
const clock = adjustableClock(new Date('2026-12-04T18:00:00Z'));

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN }, { clock });
  production = await staffWithRole(server.app, 'production', 'Pia Packtisch');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await cms?.close();
});

const asProduction = () => ({ cookie: production.cookie });

async function toQa(order: PlacedOrder) {
  for (const to of ['material_ordered', 'material_available', 'in_production', 'in_qa']) {
    const res = await adminCall(
      server.app,
      'POST',
      `/orders/${order.id}/production-status`,
      asProduction(),
      { to },
    );
    expect(res.statusCode, res.body).toBe(200);
  }
}

function mails(order: PlacedOrder, kind: string): string[] {
  const outbox = path.join(server.dir, 'outbox');
  return fs
    .readdirSync(outbox)
    .filter((f) => f.includes(kind))
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(order.email));
}

const TRACKING = { carrier: 'dhl', number: '0034 0434 1234 5678 90' };

describe('sending a parcel out', { timeout: 60_000 }, () => {
  it('needs the tracking number, which Produktion types in the same step', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    await toQa(order);
    const url = `/orders/${order.id}/production-status`;
    const without = await adminCall(server.app, 'POST', url, asProduction(), { to: 'sent_out' });
    expect(without.statusCode).toBe(409);
    expect(without.json().error).toMatchObject({
      code: 'transition_refused',
      message: 'Das Paket geht an den Kunden: Bitte die Sendungsnummer angeben, dann „Versendet“.',
    });
    const typo = await adminCall(server.app, 'POST', url, asProduction(), {
      to: 'sent_out',
      tracking: { carrier: 'dhl', number: '1234' },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.message).toMatch(/DHL-Sendungsnummer/);
    expect(mails(order, 'sent-out')).toHaveLength(0);

    const sent = await adminCall(server.app, 'POST', url, asProduction(), {
      to: 'sent_out',
      tracking: TRACKING,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'complete',
      production_status: 'sent_out',
      tracking: { carrier: 'dhl', number: '003404341234567890' },
      sent_date: '2026-12-04',
    });
    expect(sent.json().shipping_date).not.toBe('2026-12-04');
    // The customer's order page reads the same day from the store's order answer.
    const row = await server.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirst();
    expect((await orderView(server.app.db, row))?.sent_date).toBe('2026-12-04');
    const [mail] = mails(order, 'sent-out');
    expect(mail).toContain('Sendungsnummer (DHL): 003404341234567890');
    const timeline = sent.json().timeline.map((e: { kind: string }) => e.kind);
    expect(timeline).toContain('tracking');
  });

  it('tells the customer a new number, and keeps the number once sent', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    await toQa(order);
    await adminCall(server.app, 'POST', `/orders/${order.id}/production-status`, asProduction(), {
      to: 'sent_out',
      tracking: TRACKING,
    });
    const url = `/orders/${order.id}/tracking`;
    const changed = await adminCall(server.app, 'PUT', url, BEARER, {
      carrier: 'dpd',
      number: '01234567890123',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [mail] = mails(order, 'tracking-changed');
    expect(mail).toContain('Sendungsnummer (DPD): 01234567890123');
    expect(mail).toContain('https://tracking.dpd.de/status/de_DE/parcel/01234567890123');
    // The same number again changes nothing and sends nothing.
    await adminCall(server.app, 'PUT', url, BEARER, { carrier: 'dpd', number: '01234567890123' });
    expect(mails(order, 'tracking-changed')).toHaveLength(1);
    const removed = await adminCall(server.app, 'PUT', url, BEARER, { carrier: 'dpd', number: '' });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('tracking_required');
  });

  it('takes no number for a canceled order', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    const cancel = await adminCall(server.app, 'POST', `/orders/${order.id}/status`, BEARER, {
      to: 'canceled',
    });
    expect(cancel.statusCode).toBe(200);
    const res = await adminCall(
      server.app,
      'PUT',
      `/orders/${order.id}/tracking`,
      BEARER,
      TRACKING,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('order_canceled');
  });

  it('sends cards to the recipients without a number (single letters)', async () => {
    const order = await placeOrder(server.app);
    await toQa(order);
    const url = `/orders/${order.id}/production-status`;
    const res = await adminCall(server.app, 'POST', url, asProduction(), { to: 'sent_out' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sent_date).toBe('2026-12-04');
    const withNumber = await placeOrder(server.app);
    await toQa(withNumber);
    const refused = await adminCall(
      server.app,
      'POST',
      `/orders/${withNumber.id}/production-status`,
      asProduction(),
      {
        to: 'sent_out',
        tracking: TRACKING,
      },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('no_parcel');
  });
});
