import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../src/clock.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { BEARER, ORIGIN, placeOrder, type PlacedOrder } from '../dashboard/dashboardSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { addDesignedCards } from '../store/designedCards.ts';
import { StoreClient, vaultUrl } from '../storeClient.ts';
import {
  createLink,
  customerWithDesign,
  redeem,
  startWunderlinkCms,
  type WunderlinkCms,
} from '../wunderlinks/wunderlinkSupport.ts';
import {
  berlinDay,
  expectMailMatchesOrder,
  expectUnitTimesQuantity,
  onlyMail,
  orderFacts,
  outboxMails,
} from './mailFacts.ts';

// Issue 28: each e-mail a customer gets about an order, produced through the real routes
// (with a moved clock where the day matters) and read back from the outbox, states only
// what the order's data and timeline hold. The shop's customer mails are: the order
// confirmation (also after a payment approved on the provider's page, and for a WunderLink),
// „Karten sind unterwegs“, the refund — plus welcome, password reset and the contact form's
// receipt, which name no order (tested in routes.test.ts and swell/contact.test.ts).

let cms: WunderlinkCms;
let server: TestServer;
// Friday 27 November 2026, midday in Berlin.
const clock = adjustableClock(new Date('2026-11-27T11:00:00Z'));

beforeAll(async () => {
  cms = await startWunderlinkCms();
  server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN }, { clock });
});

afterAll(async () => {
  await server?.close();
  await cms?.close();
});

const json = { 'content-type': 'application/json' };

function admin(method: 'POST' | 'PUT', url: string, body: unknown) {
  return server.app.inject({
    method,
    url: `/swell/admin${url}`,
    headers: { ...BEARER, ...json, 'x-staff-name': 'Greta' },
    payload: JSON.stringify(body),
  });
}

function moveClockTo(iso: string) {
  clock.advance(Date.parse(iso) - clock.now().getTime());
}

async function produce(order: PlacedOrder) {
  for (const to of ['material_ordered', 'material_available', 'in_production', 'in_qa']) {
    expect((await admin('POST', `/orders/${order.id}/production-status`, { to })).statusCode).toBe(
      200,
    );
  }
}

async function sendOut(order: PlacedOrder) {
  const res = await admin('POST', `/orders/${order.id}/production-status`, { to: 'sent_out' });
  expect(res.statusCode).toBe(200);
}

describe('the order confirmation', { timeout: 30_000 }, () => {
  it('states the gross total, the cards and the invoice of a card order to the recipients', async () => {
    const order = await placeOrder(server.app, { service: 'to_recipients' });
    const mail = await onlyMail(server.dir, 'order-confirmation', order.email);
    const facts = await orderFacts(server.app, order.id);
    expect(facts.shipping_mode).toBe('to_recipients');
    expect(facts.grand_total).toBeGreaterThan(0);
    expect(facts.invoices.some((i) => i.type === 'invoice')).toBe(true);
    expectMailMatchesOrder(mail, facts);

    // The check itself catches a net total and a delivery address for recipients' cards.
    const text = mail.text ?? '';
    const gross = /Gesamt: (\S+ €)/.exec(text)?.[1] ?? '';
    const net = `${(facts.grand_total / 1.19).toFixed(2).replace('.', ',')} €`;
    const netMail = { ...mail, text: text.replace(`Gesamt: ${gross}`, `Gesamt: ${net}`) };
    expect(() => expectMailMatchesOrder(netMail, facts)).toThrow();
    const address = { ...mail, text: `${text}\nDie Karten kommen an deine Lieferadresse.` };
    expect(() => expectMailMatchesOrder(address, facts)).toThrow();
    const noInvoice = { ...mail, attachments: [] };
    expect(() => expectMailMatchesOrder(noInvoice, facts)).toThrow();
  });

  it('shows each unit price so that quantity × unit is the line’s amount (issue #27)', async () => {
    // 20 cards at 2,90 € net: 69,02 € gross, 3,451 € a card — „3,45 €“ would be 69,00 €.
    const configuration = validConfiguration(20);
    const order = await placeOrder(server.app, { service: 'to_customer', configuration });
    const mail = await onlyMail(server.dir, 'order-confirmation', order.email);
    const facts = await orderFacts(server.app, order.id);
    expectMailMatchesOrder(mail, facts);
    const text = (mail.text ?? '').replace(/\u00a0/g, ' ');
    const line = text.split('\n').find((l) => /^20 × /.test(l)) ?? '';
    expect(line).toContain(' à 3,451 €: 69,02 €');
    expectUnitTimesQuantity(line);

    // The check catches a unit price rounded to the cent and a line without one.
    const unit = / à (\d+,\d+) €/.exec(line)?.[1] ?? '';
    const cents = Math.round(Number(unit.replace(',', '.')) * 100) / 100;
    const rounded = line.replace(` à ${unit} €`, ` à ${cents.toFixed(2).replace('.', ',')} €`);
    expect(() => expectUnitTimesQuantity(rounded)).toThrow();
    expect(() => expectUnitTimesQuantity(line.replace(/ à [^:]+:/, ':'))).toThrow();
  });

  it('after a payment approved on the provider’s page: one mail, for the parcel to the customer', async () => {
    const app: FastifyInstance = server.app;
    const client = new StoreClient(app);
    await addDesignedCards(app, client, { product_id: 'prd_a6_postkarte', quantity: 4 });
    const email = 'paypal-kundin@example.de';
    await client.put('/cart', {
      account: { email },
      shipping: {
        name: 'Anna Muster',
        address1: 'Lindenweg 7',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        service: 'to_customer',
      },
    });
    const cart = (await client.get('/cart')).body;
    const intent = (
      await app.inject({
        method: 'GET',
        url: vaultUrl('/intent', 'post', {
          gateway: 'sandbox',
          intent: {
            method: 'paypal',
            amount: String(Math.round(cart.capture_total * 100)),
            currency: 'eur',
          },
        }),
      })
    ).json().$data;
    await client.put('/cart/payment-approval', { intent_id: intent.id });
    await app.inject({ method: 'GET', url: `${new URL(intent.redirect_url).pathname}/approve` });
    await client.put('/cart', {
      billing: { method: 'paypal', intent: { sandbox: { id: intent.id } } },
    });
    const order = (await client.post('/cart/order')).body;
    expect(order.errors).toBeUndefined();
    // The return page may submit again (reload): still one confirmation.
    await client.post('/cart/order');

    const mail = await onlyMail(server.dir, 'order-confirmation', email);
    const facts = await orderFacts(app, order.id);
    expect(facts.timeline.find((e) => e.kind === 'paid')?.data.method).toBe('paypal');
    expectMailMatchesOrder(mail, facts);
  });

  it('for a WunderLink: nothing to pay, and no delivery address for cards to the recipients', async () => {
    const link = await createLink(server.app, {
      campaign: 'Winterfest',
      free_cards: 3,
      // Valid around the test's clock, not the machine's.
      valid_from: new Date(clock.now().getTime() - 86_400_000).toISOString(),
    });
    const customer = await customerWithDesign(server.app, { cards: 2 });
    const res = await redeem(server.app, link.id, customer.session, {
      configuration_id: customer.configurationId,
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const mail = await onlyMail(server.dir, 'order-confirmation', customer.email);
    const facts = await orderFacts(server.app, order.id);
    expect(facts.grand_total).toBe(0);
    expect(mail.text).toContain('„Winterfest“');
    expectMailMatchesOrder(mail, facts);
  });
});

describe('the sent e-mail', { timeout: 30_000 }, () => {
  it('names the Berlin day of a late-evening move (the next day in UTC terms) and the parcel', async () => {
    const order = await placeOrder(server.app, { service: 'to_customer' });
    const tracking = await admin('PUT', `/orders/${order.id}/tracking`, {
      carrier: 'dhl',
      number: '00340434161094042557',
    });
    expect(tracking.statusCode).toBe(200);
    await produce(order);
    // 23:40 UTC on Tuesday 1 December is Wednesday 2 December in Berlin — after the planned day.
    moveClockTo('2026-12-01T23:40:00Z');
    await sendOut(order);
    const mail = await onlyMail(server.dir, 'order-sent-out', order.email);
    const facts = await orderFacts(server.app, order.id);
    expect(mail.text).toContain('am Mittwoch, 2. Dezember 2026 an DHL übergeben');
    expect(facts.tracking?.number).toBe('00340434161094042557');
    expectMailMatchesOrder(mail, facts);

    // The check itself catches the false statements of issue 28.
    const lie = (from: string | RegExp, to: string) => ({
      ...mail,
      text: (mail.text ?? '').replace(from, to),
      html: typeof mail.html === 'string' ? mail.html.replace(from, to) : mail.html,
    });
    const planned = berlinDay(facts.shipping_date ?? '');
    expect(planned).not.toBe('Mittwoch, 2. Dezember 2026');
    expect(() =>
      expectMailMatchesOrder(lie('Mittwoch, 2. Dezember 2026', planned), facts),
    ).toThrow();
    // The UTC day of the move instead of Berlin's.
    const utcDay = lie('Mittwoch, 2. Dezember 2026', 'Dienstag, 1. Dezember 2026');
    expect(() => expectMailMatchesOrder(utcDay, facts)).toThrow();
    const untracked = lie(/Sendungsnummer[\s\S]*?verfolgen:\n\S+\n/, '');
    expect(untracked.text).not.toContain('Sendungsnummer');
    expect(() => expectMailMatchesOrder(untracked, facts)).toThrow();
  });

  it('to the recipients, in the customer’s „Sie“: no parcel, no delivery address', async () => {
    const order = await placeOrder(server.app, { service: 'to_recipients' });
    await server.app.db
      .updateTable('accounts')
      .set({ address_form: 'sie' })
      .where('email', '=', order.email)
      .execute();
    await produce(order);
    moveClockTo('2026-12-03T09:15:00Z');
    await sendOut(order);
    const mail = await onlyMail(server.dir, 'order-sent-out', order.email);
    expect(mail.subject).toMatch(/^Ihre Karten/);
    const facts = await orderFacts(server.app, order.id);
    const moved = facts.timeline.find((e) => e.to === 'sent_out');
    expect(berlinDay(moved?.at ?? '')).toBe('Donnerstag, 3. Dezember 2026');
    expectMailMatchesOrder(mail, facts);
  });
});

describe('the refund e-mail', { timeout: 30_000 }, () => {
  it('names the amount given back, the method and the credit note, and is in the timeline', async () => {
    const order = await placeOrder(server.app);
    expect((await admin('POST', `/orders/${order.id}/status`, { to: 'canceled' })).statusCode).toBe(
      200,
    );
    expect(await outboxMails(server.dir, 'order-refund', order.email)).toEqual([]);
    const paid = (await orderFacts(server.app, order.id)).money.paid;
    const refund = await admin('POST', `/orders/${order.id}/refund`, {
      amount: Math.round(paid * 50) / 100,
      note: 'Kulanz',
    });
    expect(refund.statusCode).toBe(200);
    const mail = await onlyMail(server.dir, 'order-refund', order.email);
    const facts = await orderFacts(server.app, order.id);
    // „E-Mail gesendet: Erstattung zu deiner Bestellung …“, after the refund it tells of.
    const sent = facts.timeline.find(
      (e) => e.kind === 'mail_sent' && e.data.mail === 'order-refund',
    );
    expect(sent?.data.subject).toBe(`Erstattung zu deiner Bestellung ${order.number}`);
    const refunded = facts.timeline.find((e) => e.kind === 'refunded');
    expect(refunded?.data.credit_note).toMatch(/^GS-/);
    expect(Date.parse(sent?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(refunded?.at ?? ''));
    expect(mail.text).toContain('(Kreditkarte)');
    expectMailMatchesOrder(mail, facts);
  });
});
