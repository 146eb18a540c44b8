import fs from 'node:fs';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@federkiel/machines/fulfilment/dashboardApi';
import { adjustableClock } from '../../src/clock.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';
import { BEARER, ORIGIN, placeOrder, type PlacedOrder } from './dashboardSupport.ts';

// Issue 28: the sent e-mail tells the day it happened and the parcel's tracking number,
// the order's timeline has every event, and a canceled order's money goes back once.

let cms: FakeCms;
let server: TestServer;
// Saturday 28 November 2026, late evening in Berlin.
const clock = adjustableClock(new Date('2026-11-28T20:00:00Z'));

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN }, { clock });
});

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

const json = { 'content-type': 'application/json' };

function send(method: 'POST' | 'PUT', url: string, body: unknown) {
  return server.app.inject({
    method,
    url,
    headers: { ...BEARER, ...json },
    payload: body as object,
  });
}

async function detail(id: string): Promise<OrderDetail> {
  return (
    await server.app.inject({ method: 'GET', url: `/swell/admin/orders/${id}`, headers: BEARER })
  ).json();
}

async function sendOut(order: PlacedOrder) {
  for (const to of ['material_ordered', 'material_available', 'in_production', 'in_qa']) {
    expect(
      (await send('POST', `/swell/admin/orders/${order.id}/production-status`, { to })).statusCode,
    ).toBe(200);
  }
}

function sentMail(order: PlacedOrder): string {
  const outbox = path.join(server.dir, 'outbox');
  const mails = fs
    .readdirSync(outbox)
    .filter((f) => f.includes('sent-out'))
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(order.email));
  expect(mails).toHaveLength(1);
  // Quoted-printable soft line breaks and encoded umlauts out, for plain comparisons.
  return (mails[0] as string)
    .replace(/=\r?\n/g, '')
    .replace(/=C3=A4/g, 'ä')
    .replace(/=C3=BC/g, 'ü')
    .replace(/=E2=80=93/g, '–');
}

describe('the sent e-mail', { timeout: 30_000 }, () => {
  it('names the Berlin day the move happened, not the planned date, and the parcel', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    const planned = (await detail(order.id)).shipping_date;
    const tracking = await send('PUT', `/swell/admin/orders/${order.id}/tracking`, {
      carrier: 'dpd',
      number: '0123 4567 8901 23',
    });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json().tracking).toMatchObject({ carrier: 'dpd', number: '01234567890123' });
    await sendOut(order);
    // 23:30 UTC on Monday 30 November is already Tuesday 1 December in Berlin.
    clock.advance(Date.parse('2026-11-30T23:30:00Z') - clock.now().getTime());
    const res = await send('POST', `/swell/admin/orders/${order.id}/production-status`, {
      to: 'sent_out',
    });
    expect(res.statusCode).toBe(200);
    const mail = sentMail(order);
    expect(mail).toContain('am Dienstag, 1. Dezember 2026 an DPD übergeben');
    expect(planned).not.toBe('2026-12-01');
    expect(mail).toContain('Sendungsnummer (DPD): 01234567890123');
    expect(mail).toContain('https://tracking.dpd.de/status/de_DE/parcel/01234567890123');
    // The timeline names the e-mail by its subject, newest first.
    const timeline = (await detail(order.id)).timeline;
    expect(timeline[0]).toMatchObject({ kind: 'mail_sent', source: 'system' });
    expect(String(timeline[0]?.data.subject)).toContain('unterwegs');
  });

  it('refuses a tracking number that does not fit the carrier, in German', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    const res = await send('PUT', `/swell/admin/orders/${order.id}/tracking`, {
      carrier: 'ups',
      number: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('UPS-Sendungsnummer');
    const toRecipients = await placeOrder(server.app);
    const refused = await send('PUT', `/swell/admin/orders/${toRecipients.id}/tracking`, {
      carrier: 'ups',
      number: '1Z999AA10123456784',
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the timeline', { timeout: 30_000 }, () => {
  it('lists placed, paid, confirmation e-mail, downloads and staff moves, newest first', async () => {
    const order = await placeOrder(server.app);
    clock.advance(60_000);
    await send('POST', `/swell/admin/orders/${order.id}/production-status`, {
      to: 'material_ordered',
    });
    clock.advance(60_000);
    const file = await server.app.inject({
      method: 'GET',
      url: `/swell/admin/orders/${order.id}/export.txt`,
      headers: { ...BEARER, 'x-staff-name': 'Greta' },
    });
    expect(file.statusCode).toBe(200);
    const timeline = (await detail(order.id)).timeline;
    expect(timeline.map((e) => e.kind)).toEqual([
      'file_downloaded',
      'production',
      'mail_sent',
      'paid',
      'placed',
    ]);
    expect(timeline[0]?.data.file).toBe('export.txt');
    expect(timeline[2]?.data.subject).toBe(`Deine Bestellung ${order.number}`);
    expect(timeline[3]?.data).toMatchObject({ method: 'card', gross: true });
    const times = timeline.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('refunds', { timeout: 30_000 }, () => {
  it('only for a canceled order, partial or full, and never twice', async () => {
    const order = await placeOrder(server.app);
    const early = await send('POST', `/swell/admin/orders/${order.id}/refund`, {});
    expect(early.statusCode).toBe(409);
    await send('POST', `/swell/admin/orders/${order.id}/status`, { to: 'canceled' });
    const paid = (await detail(order.id)).money.paid;
    const tooMuch = await send('POST', `/swell/admin/orders/${order.id}/refund`, {
      amount: paid + 1,
    });
    expect(tooMuch.statusCode).toBe(400);
    const [a, b] = await Promise.all([
      send('POST', `/swell/admin/orders/${order.id}/refund`, { amount: 1.5, note: 'Kulanz' }),
      send('POST', `/swell/admin/orders/${order.id}/refund`, { amount: 1.5 }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const after = await detail(order.id);
    expect(after.money.refunded).toBe(1.5);
    expect(after.timeline.filter((e) => e.kind === 'refunded')).toHaveLength(1);
    // The gateway gave the part back, the charge stays taken.
    const payment = await server.app.db
      .selectFrom('payments')
      .select('transaction_id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const charge = await server.app.db
      .selectFrom('sandbox_charges')
      .select('status')
      .where('id', '=', payment.transaction_id as string)
      .executeTakeFirstOrThrow();
    expect(charge.status).toBe('partially_refunded');
    const again = await send('POST', `/swell/admin/orders/${order.id}/refund`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('bereits erstattet');
  });
});

describe('orders shipped to the recipients', { timeout: 30_000 }, () => {
  it('show no delivery address but the recipients, on the order and the production sheet', async () => {
    const order = await placeOrder(server.app);
    const shown = await detail(order.id);
    expect(shown.shipping).toBeNull();
    expect(shown.recipients).toBe(3);
    const pdf = await server.app.inject({
      method: 'GET',
      url: `/swell/admin/orders/${order.id}/export.pdf`,
      headers: BEARER,
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Versand direkt an die Empfänger (3 Adressen, siehe Karten)');
    // The customer's address stays on the sheet as the billing address only.
    expect(flat).not.toMatch(/Lieferadresse\s*Zora/);
  });
});
