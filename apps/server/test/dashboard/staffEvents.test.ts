import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderList } from '@federkiel/machines/fulfilment/dashboardApi';
import { adjustableClock } from '../../src/clock.ts';
import { invoiceDb } from '../../src/invoices/invoiceTables.ts';
import { adminCall, staffWithRole, type TestStaff } from '../../src/staff/staffTestSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { startFakeCms, type FakeCms } from '../swell/swellHelpers.ts';
import { BEARER, ORIGIN, placeOrder } from './dashboardSupport.ts';

// Issue 28: every event names the staff account behind it, Produktion cannot ask the order
// list about money or customers, and a refund (Inhaber only) brings its credit note.

let cms: FakeCms;
let server: TestServer;
let owner: TestStaff;
let office: TestStaff;
let production: TestStaff;
const clock = adjustableClock(new Date('2026-11-23T09:00:00Z'));

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN }, { clock });
  owner = await staffWithRole(server.app, 'owner', 'Ines Inhaberin');
  office = await staffWithRole(server.app, 'office', 'Bea Büro');
  production = await staffWithRole(server.app, 'production', 'Paul Produktion');
});

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

const as = (who: TestStaff) => ({ cookie: who.cookie });
const tick = () => clock.advance(60_000);

async function detail(id: string): Promise<OrderDetail> {
  return (await adminCall(server.app, 'GET', `/orders/${id}`, BEARER)).json();
}

describe('every event records the account', { timeout: 60_000 }, () => {
  it('moves, notes, tracking, downloads and the e-mail a move sent name their account', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    const call = (who: TestStaff, method: 'POST' | 'PUT', url: string, body: unknown) =>
      adminCall(server.app, method, `/orders/${order.id}${url}`, as(who), body);
    tick();
    expect((await call(office, 'POST', '/notes', { text: 'Kundin rief an' })).statusCode).toBe(201);
    tick();
    const tracking = await call(office, 'PUT', '/tracking', {
      carrier: 'dpd',
      number: '01234567890123',
    });
    expect(tracking.statusCode).toBe(200);
    tick();
    const file = await adminCall(server.app, 'GET', `/orders/${order.id}/export.txt`, as(office));
    expect(file.statusCode).toBe(200);
    for (const to of [
      'material_ordered',
      'material_available',
      'in_production',
      'in_qa',
      'sent_out',
    ]) {
      tick();
      const moved = await call(production, 'POST', '/production-status', { to });
      expect(moved.statusCode).toBe(200);
    }
    tick();
    // The admin key has no account: its name stands alone.
    await adminCall(
      server.app,
      'POST',
      `/orders/${order.id}/notes`,
      { ...BEARER, 'x-staff-name': 'Skript' },
      { text: 'vom Skript' },
    );

    const shown = await detail(order.id);
    const officeRef = { id: office.id, name: 'Bea Büro' };
    const productionRef = { id: production.id, name: 'Paul Produktion' };
    expect(shown.history.filter((h) => h.kind === 'note').map((h) => h.staff)).toEqual([
      officeRef,
      { id: null, name: 'Skript' },
    ]);
    expect(shown.history.filter((h) => h.kind === 'production').map((h) => h.staff)).toEqual(
      Array(5).fill(productionRef),
    );
    const byKind = (kind: string) => shown.timeline.filter((e) => e.kind === kind);
    expect(byKind('tracking').map((e) => e.staff)).toEqual([officeRef]);
    expect(byKind('file_downloaded').map((e) => e.staff)).toEqual([officeRef]);
    // The confirmation went out on its own; the sent-out mail was Paul's move.
    const mails = byKind('mail_sent');
    expect(mails.map((e) => [e.data.mail, e.staff])).toEqual([
      ['order-sent-out', productionRef],
      [expect.any(String), null],
    ]);
    expect(byKind('placed')[0]?.staff).toBeNull();
    expect(byKind('production').every((e) => e.staff?.id === production.id)).toBe(true);
    // What the database keeps: the account beside the name.
    const stored = await server.app.db
      .selectFrom('order_timeline')
      .select(['kind', 'staff_id'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'file_downloaded')
      .execute();
    expect(stored).toEqual([{ kind: 'file_downloaded', staff_id: office.id }]);
  });
});

describe('the order list for Produktion', { timeout: 60_000 }, () => {
  it('refuses sorting by value and searching customer data, in German', async () => {
    const order = await placeOrder(server.app, { name: 'Xaver Suchbar' });
    const list = (who: TestStaff, query: string) =>
      adminCall(server.app, 'GET', `/orders?${query}`, as(who));

    const byValue = await list(production, 'sort=value&dir=desc');
    expect(byValue.statusCode).toBe(403);
    expect(byValue.json().error.message).toContain('nicht nach Bestellwert sortieren');
    for (const search of [order.email, 'Suchbar', order.email.slice(0, 8)]) {
      const found = await list(production, `search=${encodeURIComponent(search)}`);
      expect(found.statusCode).toBe(403);
      expect(found.json().error.message).toContain('nur nach Bestellnummern');
    }
    const byNumber = await list(production, `search=${order.number}`);
    expect(byNumber.statusCode).toBe(200);
    expect((byNumber.json() as OrderList).results.map((r) => r.id)).toEqual([order.id]);
    expect((await list(production, 'sort=shipping_date')).statusCode).toBe(200);

    // Büro may do both.
    expect((await list(office, 'sort=value')).statusCode).toBe(200);
    const officeSearch = await list(office, 'search=Suchbar');
    expect((officeSearch.json() as OrderList).results.map((r) => r.id)).toEqual([order.id]);
  });
});

describe('refunds', { timeout: 60_000 }, () => {
  it('are for the Inhaber only and bring a credit note with the account named', async () => {
    const order = await placeOrder(server.app);
    const canceled = await adminCall(server.app, 'POST', `/orders/${order.id}/status`, as(office), {
      to: 'canceled',
    });
    expect(canceled.statusCode).toBe(200);
    for (const who of [office, production]) {
      const refused = await adminCall(
        server.app,
        'POST',
        `/orders/${order.id}/refund`,
        as(who),
        {},
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('nicht');
    }
    tick();
    const refunded = await adminCall(server.app, 'POST', `/orders/${order.id}/refund`, as(owner), {
      amount: 2,
      note: 'Kulanz',
    });
    expect(refunded.statusCode).toBe(200);
    const event = (refunded.json() as OrderDetail).timeline.find((e) => e.kind === 'refunded');
    expect(event?.staff).toEqual({ id: owner.id, name: 'Ines Inhaberin' });

    const documents = await invoiceDb(server.app.db)
      .selectFrom('invoices')
      .select(['kind', 'number', 'gross_cents'])
      .where('order_id', '=', order.id)
      .orderBy('issued_at')
      .execute();
    expect(documents.map((d) => [d.kind, d.gross_cents])).toEqual([
      ['invoice', expect.any(Number)],
      ['credit_note', 200],
    ]);
    expect(event?.data.credit_note).toBe(documents[1]?.number);
  });
});
