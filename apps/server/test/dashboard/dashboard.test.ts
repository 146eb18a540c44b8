import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { adjustableClock } from '../../src/clock.ts';
import {
  BEARER,
  ORIGIN,
  placeOrder,
  staffCookie,
  type PlacedOrder,
  staffApi,
  dashboardStack,
} from './dashboardSupport.ts';

const clock = adjustableClock();
const stack = dashboardStack(clock);
let first: PlacedOrder;
let second: PlacedOrder;

beforeAll(async () => {
  first = await placeOrder(stack.server.app, {
    name: 'Zora Summe',
    comments: 'Bitte bis Freitag <b>!</b>',
  });
  second = await placeOrder(stack.server.app, {
    name: 'Björn Ärger',
    configuration: validConfiguration(5),
  });
});

const get = (url: string, headers?: Record<string, string>) =>
  staffApi(stack.server.app).get(url, headers);
const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
  staffApi(stack.server.app).post(url, payload, headers);

describe('order list', () => {
  it('lists placed orders with the spec columns', async () => {
    const res = await get('/swell/admin/orders');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.count).toBe(2);
    const row = list.results.find((r: { id: string }) => r.id === second.id);
    expect(row).toMatchObject({
      number: second.number,
      cards: 5,
      template: 'Konfetti-Geburtstag',
      status: 'delivery_pending',
      production_status: 'order_received',
      billing_name: 'Björn Ärger',
      email: second.email,
      payment_status: 'paid',
    });
    expect(row.grand_total).toBeGreaterThan(0);
    expect(row.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('searches number, billing name (umlauts) and e-mail, and pages', async () => {
    const search = async (q: string) =>
      (await get(`/swell/admin/orders?search=${encodeURIComponent(q)}`))
        .json()
        .results.map((r: { id: string }) => r.id);
    expect(await search('björn')).toEqual([second.id]);
    expect(await search(first.number)).toEqual([first.id]);
    expect(await search(first.email.toUpperCase())).toEqual([first.id]);
    expect(await search('%')).toEqual([]);
    const page = (await get('/swell/admin/orders?limit=25&page=2')).json();
    expect(page).toMatchObject({ count: 2, page: 2, pages: 1, results: [] });
  });

  it('sorts by value both ways', async () => {
    const ids = async (dir: string) =>
      (await get(`/swell/admin/orders?sort=value&dir=${dir}`))
        .json()
        .results.map((r: { id: string }) => r.id);
    expect(await ids('asc')).toEqual([first.id, second.id]);
    expect(await ids('desc')).toEqual([second.id, first.id]);
  });

  it('refuses bad filter, sort and page values with 400 naming the parameter', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'limit=7',
      'sort=email',
      'dir=up',
      'status=lost',
      'production_status=x',
      'shipping_from=24.11.2026',
      'foo=1',
    ]) {
      const res = await get(`/swell/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
  });

  it('exports nothing but JSON 404 for an unknown order', async () => {
    const res = await get('/swell/admin/orders/ord_gibtsnicht');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('one order', () => {
  it('shows every field, the client comment as stored and the payment', async () => {
    const detail = (await get(`/swell/admin/orders/${first.id}`)).json();
    expect(detail).toMatchObject({
      number: first.number,
      cards: 3,
      status: 'delivery_pending',
      production_status: 'order_received',
      email: first.email,
      client_comment: 'Bitte bis Freitag <b>!</b>',
      payment: { method: 'card', brand: 'Visa', last4: '4242' },
      allowed: {
        status: ['hold', 'canceled'],
        production: [{ to: 'material_ordered', needsNote: false }],
      },
    });
    expect(detail.billing.name).toBe('Zora Summe');
    expect(detail.items[0].template.name).toBe('Konfetti-Geburtstag');
  });

  it('answers every card with the exact text the robot writes', async () => {
    const cards = (await get(`/swell/admin/orders/${second.id}/cards`)).json();
    expect(cards.count).toBe(5);
    const [card] = cards.results;
    expect(card.n).toBe(1);
    expect(card.pages[0].body).not.toContain('{{');
    expect(card.pages[0].body.startsWith(card.salutation)).toBe(true);
    expect(card.address_lines).toContain('Hauptstraße 1');
    expect(card.address_lines[0]).toBe(card.name);
    const forms = new Set(cards.results.map((c: { address_form: string }) => c.address_form));
    expect(forms.size).toBeGreaterThan(1);
  });
});

describe('status changes', () => {
  it('moves production forward one step at a time and records who did it', async () => {
    const cookie = await staffCookie(stack.server.app, 'Greta Werkstatt');
    const headers = { cookie, origin: ORIGIN };
    const url = `/swell/admin/orders/${first.id}/production-status`;
    const skip = await post(url, { to: 'in_production' }, headers);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.code).toBe('transition_refused');
    expect(skip.json().error.message).toContain('Material bestellt');

    const ok = await post(url, { to: 'material_ordered' }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().production_status).toBe('material_ordered');
    const back = await post(url, { to: 'order_received' }, headers);
    expect(back.statusCode).toBe(409);
    const backWithNote = await post(
      url,
      { to: 'order_received', note: 'Falsches Papier' },
      headers,
    );
    expect(backWithNote.statusCode).toBe(200);
    const history = backWithNote
      .json()
      .history.filter((h: { kind: string }) => h.kind === 'production');
    expect(history).toEqual([
      expect.objectContaining({
        staff: { id: null, name: 'Greta Werkstatt' },
        from: 'order_received',
        to: 'material_ordered',
        note: null,
      }),
      expect.objectContaining({
        staff: { id: null, name: 'Greta Werkstatt' },
        from: 'material_ordered',
        to: 'order_received',
        note: 'Falsches Papier',
      }),
    ]);
  });

  it('hold pauses production; canceled refuses further moves', async () => {
    const order = await placeOrder(stack.server.app);
    const url = `/swell/admin/orders/${order.id}`;
    expect((await post(`${url}/status`, { to: 'hold' })).statusCode).toBe(200);
    const paused = await post(`${url}/production-status`, { to: 'material_ordered' });
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.message).toContain('angehalten');
    expect((await post(`${url}/status`, { to: 'canceled' })).statusCode).toBe(200);
    expect((await post(`${url}/status`, { to: 'delivery_pending' })).statusCode).toBe(409);
    expect((await post(`${url}/production-status`, { to: 'material_ordered' })).statusCode).toBe(
      409,
    );
  });

  it('refuses statuses outside the spec with 400', async () => {
    const res = await post(`/swell/admin/orders/${first.id}/status`, { to: 'shipped' });
    expect(res.statusCode).toBe(400);
    const prod = await post(`/swell/admin/orders/${first.id}/production-status`, { to: 'printed' });
    expect(prod.statusCode).toBe(400);
  });

  it('sent_out completes the order and e-mails the customer', async () => {
    const order = await placeOrder(stack.server.app);
    const url = `/swell/admin/orders/${order.id}/production-status`;
    let last;
    for (const to of [
      'material_ordered',
      'material_available',
      'in_production',
      'in_qa',
      'sent_out',
    ]) {
      last = await post(url, { to });
      expect(last.statusCode, to).toBe(200);
    }
    expect(last?.json()).toMatchObject({ status: 'complete', production_status: 'sent_out' });
    const outbox = path.join(stack.server.dir, 'outbox');
    const mails = fs.readdirSync(outbox).filter((f) => f.includes('sent-out'));
    const mine = mails
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .filter((m) => m.includes(order.email));
    expect(mine).toHaveLength(1);
    // The customer sees it on the order.
    const list = (await get(`/swell/admin/orders?status=complete`)).json();
    expect(list.results.map((r: { id: string }) => r.id)).toContain(order.id);
  });

  it('bulk-moves several orders, each through the machine', async () => {
    const a = await placeOrder(stack.server.app);
    const b = await placeOrder(stack.server.app);
    await post(`/swell/admin/orders/${b.id}/status`, { to: 'hold' });
    const res = await post('/swell/admin/orders/production-status', {
      ids: [a.id, b.id, 'ord_nope'],
      to: 'material_ordered',
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false]);
    expect(results[1].message).toContain('angehalten');
  });
});

describe('notes and additional comments', () => {
  it('refuses empty and over-long notes', async () => {
    const url = `/swell/admin/orders/${first.id}/notes`;
    expect((await post(url, { text: '   ' })).statusCode).toBe(400);
    expect((await post(url, { text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await post(url, { text: 'x'.repeat(5000) })).statusCode).toBe(201);
  });

  it('keeps notes and comments as text and in the history', async () => {
    const res = await post(
      `/swell/admin/orders/${first.id}/notes`,
      { text: '<script>alert(1)</script>' },
      { ...BEARER, 'x-staff-name': 'Skript' },
    );
    const entry = res.json().history.at(-1);
    expect(entry).toMatchObject({
      kind: 'note',
      staff: { id: null, name: 'Skript' },
      note: '<script>alert(1)</script>',
    });
    const comment = await stack.server.app.inject({
      method: 'PUT',
      url: `/swell/admin/orders/${first.id}/additional-comment`,
      headers: { 'content-type': 'application/json', ...BEARER },
      payload: { text: 'Goldener Stift' },
    });
    expect(comment.statusCode).toBe(200);
    expect(comment.json().additional_comment).toBe('Goldener Stift');
  });
});

describe('overview', () => {
  it('counts orders per production status and lists due orders and revenue', async () => {
    const overview = (await get('/swell/admin/overview')).json();
    const list = (await get('/swell/admin/orders?limit=100')).json();
    const notCanceled = list.results.filter((r: { status: string }) => r.status !== 'canceled');
    const total = Object.values(overview.production as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(notCanceled.length);
    expect(overview.revenue30Days.orders).toBe(notCanceled.length);
    expect(overview.links.cms).toBe(`${stack.cms.url}/admin`);
    expect(overview.dueSoon.length).toBeGreaterThan(0);
  });
});

describe('exports', () => {
  it('XLSX of one order: one row per card with its full text, safe against formulas', async () => {
    const configuration = validConfiguration(4);
    const evil = configuration.recipients[1];
    if (evil) evil.company = '=HYPERLINK("http://x.example","klick")';
    const order = await placeOrder(stack.server.app, { configuration });
    const res = await get(`/swell/admin/orders/${order.id}/export.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${order.number}-empfaenger.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells: string[] = [];
    sheet?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? ''))));
    const cards = (await get(`/swell/admin/orders/${order.id}/cards`)).json().results;
    for (const card of cards) {
      expect(cells.some((c) => c.includes(card.pages[0].body))).toBe(true);
    }
    // Issue 32: the text exactly as written (no apostrophe), in a text cell, never a formula.
    expect(cells).toContain('=HYPERLINK("http://x.example","klick")');
    const types: number[] = [];
    sheet?.eachRow((row) => row.eachCell((cell) => types.push(cell.type)));
    expect(types).not.toContain(ExcelJS.ValueType.Formula);
  });

  it('TXT of one order: one block per card in writing order, UTF-8 umlauts intact', async () => {
    const res = await get(`/swell/admin/orders/${second.id}/export.txt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('charset=utf-8');
    const text = res.body;
    const cards = (await get(`/swell/admin/orders/${second.id}/cards`)).json().results;
    let at = 0;
    for (const card of cards) {
      const found = text.indexOf(card.pages[0].body, at);
      expect(found).toBeGreaterThanOrEqual(at);
      at = found;
    }
    expect(text).toContain('Hauptstraße');
  });

  it('PDF production sheet: the card texts and addresses, in the handwriting font', async () => {
    const res = await get(`/swell/admin/orders/${second.id}/export.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${second.number}-produktionsblatt.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(second.number);
    const cards = (await get(`/swell/admin/orders/${second.id}/cards`)).json().results;
    for (const card of cards) {
      expect(flat).toContain(card.salutation.replace(/\s+/g, ' '));
      expect(flat).toContain(card.name);
    }
    expect(res.rawPayload.toString('latin1')).toMatch(/Caveat/);
  });

  it('XLSX of the filtered order list', async () => {
    const res = await get('/swell/admin/orders.xlsx?search=bj%C3%B6rn');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/bestellungen-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values: string[] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => values.push(String(cell.value))),
    );
    expect(values).toContain(second.number);
    expect(values).not.toContain(first.number);
  });
});
