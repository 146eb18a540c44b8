import type { ShippingMode } from '@federkiel/machines/configurator/vocabulary';
import {
  PRICE_NOTES_DE,
  priceBreakdown,
  priceLabelDe,
  type PriceParts,
} from '@federkiel/machines/pricing/priceBreakdown';
import { unitPriceText } from '@federkiel/machines/pricing/unitPrice';
import { formatEuros } from '../store/money.ts';

// The shop's e-mail texts, in German, in the form of address the customer chose: "du"
// (the shop's default voice) or "Sie". Accounts store it (`address_form`); guests are
// written to in the default. Every text has a plain and an HTML part with the same words.

export type AddressForm = 'du' | 'sie';

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

export interface Voice {
  hello: (firstName: string) => string;
  your: string;
}

export const VOICES: Record<AddressForm, Voice> = {
  du: { hello: (n) => (n ? `Hallo ${n},` : 'Hallo,'), your: 'dein' },
  sie: { hello: (n) => (n ? `Guten Tag ${n},` : 'Guten Tag,'), your: 'Ihr' },
};

const SIGNATURE = ['Herzliche Grüße', 'Dein Federkiel-Team'];
const SIGNATURE_SIE = ['Mit freundlichen Grüßen', 'Ihr Federkiel-Team'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Paragraphs (lines within a paragraph joined by line breaks) → text and HTML parts. Lines
 * that are URLs become links unless `linkify` is false (text a visitor typed in).
 */
export function compose(
  subject: string,
  form: AddressForm,
  paragraphs: string[][],
  linkify = true,
): MailText {
  const all = [...paragraphs, form === 'du' ? SIGNATURE : SIGNATURE_SIE];
  const text = all.map((lines) => lines.join('\n')).join('\n\n') + '\n';
  const html =
    '<!doctype html><html lang="de"><body style="font-family:Georgia,serif;color:#222">' +
    all
      .map(
        (lines) =>
          `<p>${lines
            .map((line) =>
              linkify && /^https?:\/\//.test(line)
                ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
                : escapeHtml(line),
            )
            .join('<br>')}</p>`,
      )
      .join('') +
    '</body></html>';
  return { subject, text, html };
}

export function welcomeMail(input: {
  firstName: string;
  form: AddressForm;
  shopUrl: string;
}): MailText {
  const v = VOICES[input.form];
  return compose('Willkommen bei Federkiel', input.form, [
    [v.hello(input.firstName)],
    [
      input.form === 'du'
        ? 'schön, dass du da bist! Dein Kundenkonto ist eingerichtet.'
        : 'vielen Dank für Ihre Registrierung. Ihr Kundenkonto ist eingerichtet.',
    ],
    [
      input.form === 'du'
        ? 'Jetzt kannst du Karten gestalten, Entwürfe speichern und deine Bestellungen verfolgen:'
        : 'Sie können jetzt Karten gestalten, Entwürfe speichern und Ihre Bestellungen verfolgen:',
      input.shopUrl,
    ],
  ]);
}

export function recoveryMail(input: {
  firstName: string;
  form: AddressForm;
  link: string;
  validMinutes: number;
}): MailText {
  const v = VOICES[input.form];
  const ifNot =
    input.form === 'du'
      ? 'Falls du das nicht warst, kannst du diese E-Mail einfach ignorieren – dein Passwort bleibt unverändert.'
      : 'Falls Sie das nicht waren, können Sie diese E-Mail einfach ignorieren – Ihr Passwort bleibt unverändert.';
  return compose('Passwort zurücksetzen', input.form, [
    [v.hello(input.firstName)],
    [
      input.form === 'du'
        ? 'du möchtest ein neues Passwort für dein Federkiel-Konto festlegen. Über diesen Link geht es weiter:'
        : 'Sie möchten ein neues Passwort für Ihr Federkiel-Konto festlegen. Über diesen Link geht es weiter:',
      input.link,
    ],
    [`Der Link ist ${input.validMinutes} Minuten gültig und funktioniert nur einmal.`],
    [ifNot],
  ]);
}

export interface ConfirmationLine {
  /** The item's id in `parts.items` (its amount is taken from there). */
  id: string;
  name: string;
  quantity: number;
}

/**
 * The order's price lines as every page shows them (docs/prices.md): the items and
 * Zwischensumme, Mengenrabatt, Gutschein, Versand, Gesamt and the VAT contained — gross,
 * as private customers must see them; names from `@federkiel/machines/pricing`.
 */
export function orderPriceLines(lines: readonly ConfirmationLine[], parts: PriceParts): string[] {
  const breakdown = priceBreakdown(parts, 'gross');
  const amountOf = new Map(breakdown.items.map((item) => [item.id, item.cents]));
  return [
    ...lines.map((l) => {
      const cents = amountOf.get(l.id) ?? 0;
      // „à“ the unit price as precise as quantity × unit = the line's amount (issue #27).
      return `${l.quantity} × ${l.name} à ${unitPriceText(cents, l.quantity)}: ${formatEuros(cents)}`;
    }),
    ...breakdown.lines.map(
      (line) => `${priceLabelDe(line)}: ${line.sign < 0 ? '−' : ''}${formatEuros(line.cents)}`,
    ),
    // "inkl. 19 % MwSt." already ends the sentence.
    `Alle Preise ${PRICE_NOTES_DE.gross.replace(', zzgl. Versand', '').replace(/\.?$/, '.')}`,
  ];
}

export function orderConfirmationMail(input: {
  firstName: string;
  form: AddressForm;
  number: string;
  lines: ConfirmationLine[];
  /** The priced cart's figures in cents (`orderPriceParts` in submitOrder.ts). */
  parts: PriceParts;
  orderUrl: string;
  /** The WunderLink campaign the cards were granted by (issue 11); the order costs nothing. */
  giftCampaign?: string | undefined;
}): MailText {
  const v = VOICES[input.form];
  const sums = orderPriceLines(input.lines, input.parts);
  const gift = input.giftCampaign
    ? [
        input.form === 'du'
          ? `Die Karten sind ein Geschenk aus unserer Aktion „${input.giftCampaign}“ – du bezahlst nichts.`
          : `Die Karten sind ein Geschenk aus unserer Aktion „${input.giftCampaign}“ – Sie bezahlen nichts.`,
      ]
    : null;
  return compose(
    `${input.form === 'du' ? 'Deine' : 'Ihre'} Bestellung ${input.number}`,
    input.form,
    [
      [v.hello(input.firstName)],
      [
        input.form === 'du'
          ? `vielen Dank für deine Bestellung ${input.number}! Unser Roboter greift bald zum Stift.`
          : `vielen Dank für Ihre Bestellung ${input.number}! Unser Roboter greift bald zum Stift.`,
      ],
      ...(gift ? [gift] : []),
      sums,
      [
        `Den Stand ${v.your}er Bestellung ${input.form === 'du' ? 'siehst du' : 'sehen Sie'} jederzeit hier:`,
        input.orderUrl,
      ],
    ],
  );
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `2026-12-03` (a German calendar day) or an ISO time → "Donnerstag, 3. Dezember 2026";
 * anything else → null.
 */
function germanDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = CALENDAR_DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'full',
    timeZone: day ? 'UTC' : 'Europe/Berlin',
  }).format(date);
}

/** "deine Karte", "beide Karten", "alle 1.200 Karten" (du/Sie as `your`). */
function cardsPhrase(cards: number, your: string): string {
  if (cards === 1) return `${your} Karte`;
  if (cards === 2) return 'beide Karten';
  return `alle ${cards.toLocaleString('de-DE')} Karten`;
}

export interface SentOutMailInput {
  firstName: string;
  form: AddressForm;
  /** The order number, e.g. `FK-100042`. */
  number: string;
  /** How many cards were written and sent. */
  cards: number;
  /** Straight to the recipients, or all in one parcel to the customer. */
  shippingMode: ShippingMode;
  /**
   * When staff moved the order to „Versendet“: an ISO time (named as its day in Berlin) or
   * `YYYY-MM-DD`. Never the planned shipping date — the mail says what happened.
   */
  sentAt?: string | null;
  /** The parcel's tracking number and its carrier's link (parcels „an mich“). */
  tracking?: { label: string; number: string; url: string } | null;
  /** The customer's order page. */
  orderUrl: string;
}

/** "Deine Karten sind unterwegs": sent when production reaches `sent_out`. */
export function sentOutMail(input: SentOutMailInput): MailText {
  const du = input.form === 'du';
  const v = VOICES[input.form];
  const one = input.cards === 1;
  const your = du ? 'deine' : 'Ihre';
  const Your = du ? 'Deine' : 'Ihre';
  const day = germanDay(input.sentAt);

  const subject = one
    ? `${Your} Karte ist unterwegs – Bestellung ${input.number}`
    : `${Your} Karten sind unterwegs – Bestellung ${input.number}`;
  // A parcel with a tracking number went to that carrier; „zur Post“ would name another.
  const carrier = input.tracking?.label;
  const handedOver =
    carrier && carrier !== 'Deutsche Post' ? `an ${carrier} übergeben` : 'zur Post gebracht';
  const written =
    `${your} Bestellung ${input.number} ist fertig: Unser Roboter hat ` +
    `${cardsPhrase(input.cards, your)} geschrieben, und wir haben sie ` +
    (day ? `am ${day} ${handedOver}.` : `${handedOver}.`);
  let where: string;
  if (input.shippingMode === 'to_recipients') {
    where = one
      ? 'Die Karte geht einzeln frankiert direkt an ihren Empfänger.'
      : 'Die Karten gehen direkt an die Empfänger – jede einzeln frankiert.';
  } else if (one) {
    where = `Die Karte kommt an ${your} Lieferadresse.`;
  } else {
    where = du
      ? 'Alle Karten kommen gesammelt in einem Paket an deine Lieferadresse – so kannst du sie selbst verteilen.'
      : 'Alle Karten kommen gesammelt in einem Paket an Ihre Lieferadresse – so können Sie sie selbst verteilen.';
  }
  const details = du
    ? 'Alle Details zu deiner Bestellung findest du hier:'
    : 'Alle Details zu Ihrer Bestellung finden Sie hier:';
  const joy = one
    ? `Wir hoffen, ${your} Karte macht viel Freude!`
    : `Wir hoffen, ${your} Karten machen viel Freude!`;

  const tracking = input.tracking
    ? [
        `Sendungsnummer (${input.tracking.label}): ${input.tracking.number}`,
        du ? 'Hier kannst du das Paket verfolgen:' : 'Hier können Sie das Paket verfolgen:',
        input.tracking.url,
      ]
    : null;
  return compose(subject, input.form, [
    [v.hello(input.firstName)],
    [written],
    [where],
    ...(tracking ? [tracking] : []),
    [details, input.orderUrl],
    [joy],
  ]);
}

export interface ContactInquiry {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  form: AddressForm;
}

/** One line for a header or a label: no control characters, at most `max` characters. */
function oneLine(text: string, max = 120): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The contact form's inquiry, to the shop (Reply-To is the customer, set by the caller).
 * The visitor's words are escaped and never turned into links.
 */
export function contactInquiryMail(input: ContactInquiry & { id: string }): MailText {
  const who = oneLine(input.company ? `${input.name} (${input.company})` : input.name);
  return compose(
    `Kontaktanfrage von ${who}`,
    'sie',
    [
      ['Neue Anfrage über das Kontaktformular:'],
      [
        `Name: ${oneLine(input.name, 200)}`,
        `Firma: ${oneLine(input.company, 200) || '–'}`,
        `E-Mail: ${oneLine(input.email, 254)}`,
        `Telefon: ${oneLine(input.phone, 30) || '–'}`,
        `Anrede in der Antwort: ${input.form === 'du' ? 'du' : 'Sie'}`,
        `Anfrage: ${input.id}`,
      ],
      input.message.split(/\r?\n/),
      ['Antworten geht direkt an die Kundin oder den Kunden (Reply-To).'],
    ],
    false,
  );
}

/**
 * The confirmation to the customer, in du or Sie. It does not repeat the message: the form
 * takes any address, and a confirmation quoting the visitor's text would let anyone send
 * their words to a stranger under the shop's name.
 */
export function contactConfirmationMail(input: { name: string; form: AddressForm }): MailText {
  const du = input.form === 'du';
  const v = VOICES[input.form];
  return compose(
    du ? 'Deine Anfrage bei Federkiel' : 'Ihre Anfrage bei Federkiel',
    input.form,
    [
      [v.hello(oneLine(input.name, 200))],
      [
        du
          ? 'vielen Dank für deine Nachricht! Sie ist bei uns angekommen, und wir melden uns so bald wie möglich bei dir – meist innerhalb von zwei Werktagen.'
          : 'vielen Dank für Ihre Nachricht! Sie ist bei uns angekommen, und wir melden uns so bald wie möglich bei Ihnen – meist innerhalb von zwei Werktagen.',
      ],
      [
        du
          ? 'Falls du uns nicht geschrieben hast, kannst du diese E-Mail einfach ignorieren.'
          : 'Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail einfach ignorieren.',
      ],
    ],
    false,
  );
}
