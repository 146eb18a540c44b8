import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { OrderDetail, TimelineEntry } from '@federkiel/machines/fulfilment/dashboardApi';
import { paymentLabel } from '../../src/invoices/invoicePdf.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';

// Issue 28: every customer e-mail about an order is read back from the outbox (.eml, as a
// mail program would) and each fact it states is held against what the order stored — its
// detail, its invoices and its timeline. A fact the mail states that the order does not
// record, or states differently, fails the test.

export interface OrderInvoice {
  number: string;
  type: 'invoice' | 'credit';
  grand_total: number;
}

/** The order as the dashboard stores it, with its invoices and credit notes. */
export type OrderFacts = OrderDetail & { invoices: OrderInvoice[] };

export async function orderFacts(app: FastifyInstance, id: string): Promise<OrderFacts> {
  const detail = await app.inject({
    method: 'GET',
    url: `/swell/admin/orders/${id}`,
    headers: BEARER,
  });
  expect(detail.statusCode).toBe(200);
  const invoices = await app.inject({
    method: 'GET',
    url: `/swell/admin/orders/${id}/invoices`,
    headers: BEARER,
  });
  expect(invoices.statusCode).toBe(200);
  return { ...(detail.json() as OrderDetail), invoices: invoices.json().results };
}

/** The outbox's mails of one kind (`order-sent-out` …) to one address, oldest first. */
export async function outboxMails(dir: string, kind: string, to: string): Promise<ParsedMail[]> {
  const outbox = path.join(dir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const files = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml') && new RegExp(`Z-${kind}-[0-9a-f]{6}\\.eml$`).test(f))
    .sort();
  const parsed = await Promise.all(
    files.map((f) => simpleParser(fs.readFileSync(path.join(outbox, f)))),
  );
  return parsed.filter((mail) => addressOf(mail) === to.toLowerCase());
}

export async function onlyMail(dir: string, kind: string, to: string): Promise<ParsedMail> {
  const mails = await outboxMails(dir, kind, to);
  expect(mails, `${kind} mails to ${to}`).toHaveLength(1);
  return mails[0] as ParsedMail;
}

function addressOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return (to?.value[0]?.address ?? '').toLowerCase();
}

const WEEKDAYS = 'Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag';
const MONTHS = 'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
const FULL_DAY = new RegExp(`(?:${WEEKDAYS}), \\d{1,2}\\. (?:${MONTHS}) \\d{4}`, 'g');
const NUMERIC_DAY = /\b\d{1,2}\.\d{1,2}\.(?:\d{4})?(?!\d)/g;
const EUROS = /(\d{1,3}(?:\.\d{3})*,\d{2})\s€/g;

/** An instant (or `YYYY-MM-DD`) as the customer's calendar names it: in Berlin. */
export function berlinDay(at: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(at);
  return new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'full',
    timeZone: calendar ? 'UTC' : 'Europe/Berlin',
  }).format(new Date(calendar ? `${at}T00:00:00Z` : at));
}

const cents = (euros: string): number => Number(euros.replace(/\./g, '').replace(',', ''));
const toCents = (euros: number): number => Math.round(euros * 100);

/** The HTML part as the words a reader sees (compose() escapes as `&#NN;`). */
function htmlWords(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

function amountsIn(text: string): number[] {
  return [...text.matchAll(EUROS)].map((m) => cents(m[1] as string));
}

function lineValue(text: string, label: RegExp): number | null {
  const line = text.split('\n').find((l) => label.test(l));
  const amount = line ? amountsIn(line).at(-1) : undefined;
  return amount ?? null;
}

const ITEM_LINE = /^(\d+) × .+ à (≈ )?(\d{1,3}(?:\.\d{3})*,(\d{2,4})) €: (\S+ €)$/;

/**
 * Issue #27 item 5: an item line „100 × A6 Postkarte à 4,165 €: 416,50 €“ shows its unit
 * price so that quantity × unit is the line's amount as shown; „≈“ only where no unit of up
 * to 4 decimals reaches it, and then the nearest one.
 */
export function expectUnitTimesQuantity(line: string): void {
  const match = ITEM_LINE.exec(line);
  expect(match, `„${line}“ shows quantity × unit price: amount`).not.toBeNull();
  const [, quantityText, approx, unitText, decimals, totalText] = match as RegExpExecArray;
  const quantity = Number(quantityText);
  // In hundredths of a cent, so 4 decimals stay integers.
  const unit =
    Number((unitText as string).replace(/\./g, '').replace(',', '')) *
    10 ** (4 - (decimals as string).length);
  const total = (amountsIn(totalText as string)[0] ?? NaN) * 100;
  if (approx) {
    expect((total / quantity) % 1, `${line}: a precise unit price exists`).not.toBe(0);
    expect(Math.abs(unit * quantity - total)).toBeLessThanOrEqual(quantity / 2);
  } else {
    expect(unit * quantity, `${line}: quantity × unit price`).toBe(total);
  }
}

/** The timeline's record of this mail: same subject and address, at most a few seconds apart. */
function mailEvent(mail: ParsedMail, timeline: readonly TimelineEntry[]): TimelineEntry {
  const sentAt = mail.date?.getTime() ?? NaN;
  const matches = timeline.filter(
    (e) =>
      e.kind === 'mail_sent' &&
      e.data.subject === mail.subject &&
      Math.abs(Date.parse(e.at) - sentAt) < 5_000,
  );
  expect(matches, `timeline entry „E-Mail gesendet: ${mail.subject}“`).toHaveLength(1);
  return matches[0] as TimelineEntry;
}

/** The newest staff move to `to` (production or status) before the mail. */
function lastMove(timeline: readonly TimelineEntry[], to: string, before: string) {
  return timeline.find((e) => e.source === 'staff' && e.to === to && e.at <= before) ?? null;
}

export function expectMailMatchesOrder(
  mail: ParsedMail,
  order: OrderFacts,
  timeline: readonly TimelineEntry[] = order.timeline,
): void {
  const text = (mail.text ?? '').replace(/\u00a0/g, ' ');
  const html = htmlWords(typeof mail.html === 'string' ? mail.html : '').replace(/\u00a0/g, ' ');
  const subject = mail.subject ?? '';

  // Who and which order.
  expect(addressOf(mail)).toBe(order.email.toLowerCase());
  expect(subject).toContain(order.number);
  expect(text).toContain(order.number);
  // Only this order's number: a mail never names another order.
  expect(new Set(text.match(/FK-\d+/g))).toEqual(new Set([order.number]));
  expect(text).toContain(`/order/${order.id}`);

  const event = mailEvent(mail, timeline);
  expect(event.data.to).toBe(order.email);
  const kind = String(event.data.mail);

  // Both parts say the same: every date and amount of the text is in the HTML.
  const days = text.match(FULL_DAY) ?? [];
  for (const day of days) expect(html).toContain(day);
  for (const amount of text.match(EUROS) ?? []) expect(html).toContain(amount);
  // Dates only as full Berlin days, never as a bare 28.11. that could be read either way.
  expect(text.match(NUMERIC_DAY) ?? []).toEqual([]);

  // Where the cards go: an order to the recipients has no delivery address of the customer.
  const toRecipients = order.shipping_mode === 'to_recipients';
  if (toRecipients) {
    expect(text).not.toMatch(/Lieferadresse/);
    for (const street of [order.billing.address1, order.shipping?.address1]) {
      if (street) expect(text).not.toContain(street);
    }
  }

  // The invoice files carry the number of the order's invoice.
  const invoice = order.invoices.find((i) => i.type === 'invoice');
  const attachments = mail.attachments.map((a) => a.filename ?? '');

  switch (kind) {
    case 'order-confirmation': {
      expect(days, 'the confirmation names no day').toEqual([]);
      // Gross, as the customer saw and paid it: the total is the order's total, and the
      // lines above it add up to it.
      const total = lineValue(text, /^Gesamt:/);
      expect(total).toBe(toCents(order.grand_total));
      const placed = timeline.find((e) => e.kind === 'placed');
      expect(placed?.data.total_cents).toBe(total);
      const paid = timeline
        .filter((e) => e.kind === 'paid')
        .reduce((sum, e) => sum + Number(e.data.amount_cents), 0);
      expect(paid).toBe(toCents(order.money.paid));
      if (!text.includes('Geschenkkarte')) expect(paid).toBe(total);
      const items = text.split('\n').filter((l) => /^\d+ × /.test(l));
      const quantity = items.reduce((sum, l) => sum + Number(l.split(' × ')[0]), 0);
      expect(quantity).toBe(order.cards);
      const itemsCents = items.reduce((sum, l) => sum + (amountsIn(l).at(-1) ?? 0), 0);
      for (const line of items) expectUnitTimesQuantity(line);
      expect(lineValue(text, /^Zwischensumme:/)).toBe(itemsCents);
      const signed = text
        .split('\n')
        .filter((l) => /^(Mengenrabatt|Gutschein|Versand)/.test(l))
        .reduce((sum, l) => sum + (l.includes('−') ? -1 : 1) * (amountsIn(l).at(-1) ?? 0), 0);
      expect(itemsCents + signed).toBe(total);
      if (toRecipients) expect(text).toMatch(/Versand \(an die Empfänger/);
      if (invoice) {
        expect(attachments).toContain(`Rechnung-${invoice.number}.pdf`);
        for (const name of attachments) expect(name).toContain(invoice.number);
      } else {
        expect(attachments).toEqual([]);
      }
      break;
    }
    case 'order-sent-out': {
      // The day staff moved it to „Versendet“, in Berlin — not the planned date.
      const moved = lastMove(timeline, 'sent_out', event.at);
      expect(moved, 'a move to sent_out before the mail').not.toBeNull();
      expect(days).toEqual([berlinDay(moved?.at as string)]);
      expect(amountsIn(text)).toEqual([]);
      const cards = order.cards;
      if (cards === 1) expect(text).toMatch(/(deine|Ihre) Karte /);
      else if (cards === 2) expect(text).toContain('beide Karten');
      else expect(text).toContain(`alle ${cards.toLocaleString('de-DE')} Karten`);
      if (toRecipients) {
        expect(text).toMatch(/direkt an (die|ihren) Empfänger/);
      } else {
        expect(text).toMatch(/an (deine|Ihre) Lieferadresse/);
      }
      if (order.tracking) {
        const handedOver =
          order.tracking.label === 'Deutsche Post'
            ? 'zur Post gebracht'
            : `an ${order.tracking.label} übergeben`;
        expect(text).toContain(`${days[0] ?? ''} ${handedOver}.`);
        expect(text).toContain(order.tracking.number);
        expect(text).toContain(order.tracking.url);
        expect(mail.html).toContain(`href="${order.tracking.url}"`);
      } else {
        expect(text).not.toMatch(/Sendungsnummer|verfolgen/);
      }
      expect(attachments).toEqual([]);
      break;
    }
    case 'order-refund': {
      const refund = timeline.find((e) => e.kind === 'refunded' && e.at <= event.at);
      expect(refund, 'a refund before the mail').toBeTruthy();
      const amount = Number(refund?.data.amount_cents);
      expect(amountsIn(text)).toEqual([amount]);
      expect(amount).toBe(toCents(order.money.refunded));
      expect(days).toEqual([]);
      // The way it goes back is the way the customer paid.
      expect(text).toContain(`(${paymentLabel(String(refund?.data.method))})`);
      expect(text).toContain(refund?.data.full ? 'den vollen Betrag' : 'einen Teil');
      const note = refund?.data.credit_note;
      if (typeof note === 'string') {
        const credit = order.invoices.find((i) => i.number === note);
        expect(credit).toMatchObject({ type: 'credit' });
        expect(toCents(Math.abs(credit?.grand_total ?? 0))).toBe(amount);
        // Named as what it is (issue #39): a Stornorechnung or a Rechnungskorrektur.
        expect(text).toMatch(new RegExp(`(Stornorechnung|Rechnungskorrektur) ${note}`));
        expect(attachments).toEqual([
          expect.stringMatching(`^(Stornorechnung|Rechnungskorrektur)-${note}\\.pdf$`),
        ]);
        expect(text).not.toMatch(/Gutschrift/);
      } else {
        expect(text).not.toMatch(/Gutschrift|Stornorechnung|Rechnungskorrektur/);
        expect(attachments).toEqual([]);
      }
      break;
    }
    default:
      throw new Error(`no facts known for the mail kind ${kind}`);
  }
}
