import fs from 'node:fs';
import { createRequire } from 'node:module';
import { formatUnit, preciseUnit } from '@federkiel/machines/pricing/unitPrice';
import type { InvoiceContent } from './invoiceContent.ts';
import {
  correctionNote,
  deliveryFact,
  deliverySentence,
  documentTitle,
  germanDate,
} from './invoiceWording.ts';

export { germanDate };

// The visible invoice: one A4 PDF made with pdfkit from the frozen content. Inter is embedded
// (PDF/A forbids fonts the reader must supply); @e-invoice-eu/core then turns it into
// PDF/A-3 with the XML attached (invoiceDocuments.ts).

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function interFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(
      require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
    ),
    bold: fs.readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  };
  return fonts;
}

/** `123456` → `1.234,56 €` */
export function euros(cents: number): string {
  const text = (Math.abs(cents) / 100).toLocaleString('de-DE', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${cents < 0 ? '−' : ''}${text} €`;
}

/**
 * A line's unit price as shown: as precise as quantity × unit = the line's net amount, by
 * the rule the e-mails and order pages use (issue #27). Display only — the XML keeps the
 * line's own `unitCents` (BT-146). „ca.“, as the embedded Latin Inter has no „≈“.
 */
export function unitEuros(netCents: number, quantity: number): string {
  const unit = preciseUnit(Math.abs(netCents), quantity);
  const text = formatUnit({ ...unit, approximate: false }).replace(/\u00a0/g, ' ');
  return `${unit.approximate ? 'ca. ' : ''}${netCents < 0 ? '−' : ''}${text}`;
}

const PAYMENT_LABELS: Record<string, string> = {
  card: 'Kreditkarte',
  google: 'Google Pay',
  apple: 'Apple Pay',
  paypal: 'PayPal',
  klarna: 'Klarna',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  paysafecard: 'paysafecard',
  amazon: 'Amazon Pay',
  giftcard: 'Geschenkkarte',
};

export function paymentLabel(method: string): string {
  return PAYMENT_LABELS[method] ?? method;
}

const LEFT = 56;
const RIGHT = 539;
const COLUMNS = [
  { title: 'Pos.', x: LEFT, width: 26, align: 'left' as const },
  { title: 'Bezeichnung', x: 84, width: 190, align: 'left' as const },
  { title: 'Menge', x: 276, width: 44, align: 'right' as const },
  { title: 'Einzelpreis', x: 322, width: 62, align: 'right' as const },
  { title: 'Netto', x: 386, width: 64, align: 'right' as const },
  { title: 'USt.', x: 452, width: 28, align: 'right' as const },
  { title: 'USt.-Betrag', x: 482, width: 57, align: 'right' as const },
];

export async function renderInvoicePdf(content: InvoiceContent, issuedAt: Date): Promise<Buffer> {
  const { default: PdfDocument } = await import('pdfkit');
  const title = documentTitle(content);
  const doc = new PdfDocument({
    size: 'A4',
    margins: { top: 56, left: 56, right: 56, bottom: 20 },
    pdfVersion: '1.7',
    info: {
      Title: `${title} ${content.number}`,
      Author: content.seller.name,
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const { regular, bold } = interFonts();
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);

  const { seller, buyer } = content;
  doc.font('Regular').fontSize(8).fillColor('#444');
  doc.text(`${seller.name} · ${seller.street} · ${seller.zip} ${seller.city}`, LEFT, 56);
  doc.fillColor('#000').fontSize(10);
  const buyerLines = [
    buyer.company,
    buyer.name,
    buyer.street,
    `${buyer.zip} ${buyer.city}`.trim(),
    buyer.country !== 'DE' ? buyer.country : null,
    buyer.vatId ? `USt-IdNr.: ${buyer.vatId}` : null,
    buyer.leitwegId ? `Leitweg-ID: ${buyer.leitwegId}` : null,
  ].filter((l): l is string => !!l);
  doc.text(buyerLines.join('\n'), LEFT, 80, { width: 260 });

  const invoice = content.kind === 'invoice';
  const delivery = deliveryFact(content);
  const facts = [
    [invoice ? 'Rechnungsnummer' : 'Belegnummer', content.number],
    [invoice ? 'Rechnungsdatum' : 'Belegdatum', germanDate(content.issueDate)],
    ...(delivery ? [delivery] : []),
    ['Bestellung', content.orderNumber],
    ...(content.refersTo
      ? [
          [
            'zu Rechnung',
            `${content.refersTo.number} vom ${germanDate(content.refersTo.issueDate)}`,
          ],
        ]
      : []),
    ...(content.corrects
      ? [
          [
            'ersetzt Rechnung',
            `${content.corrects.number} vom ${germanDate(content.corrects.issueDate)}`,
          ],
        ]
      : []),
  ];
  let y = 80;
  for (const [label, value] of facts) {
    doc
      .font('Regular')
      .fontSize(9)
      .text(label ?? '', 340, y, { width: 84 });
    doc.font('Bold').text(value ?? '', 424, y, { width: RIGHT - 424, align: 'right' });
    y += 14;
  }

  y = Math.max(y, doc.y) + 30;
  doc.font('Bold').fontSize(16).text(`${title} ${content.number}`, LEFT, y);
  y = doc.y + 14;
  if (content.corrects) {
    doc
      .font('Regular')
      .fontSize(10)
      .text(correctionNote(content) ?? '', LEFT, y);
    y = doc.y + 10;
  }
  if (content.reason) {
    doc.font('Regular').fontSize(10).text(`Grund: ${content.reason}`, LEFT, y);
    y = doc.y + 10;
  }

  const header = () => {
    doc.font('Bold').fontSize(8);
    for (const c of COLUMNS) doc.text(c.title, c.x, y, { width: c.width, align: c.align });
    y += 14;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(RIGHT, y - 3)
      .lineWidth(0.5)
      .stroke();
  };
  header();
  doc.font('Regular').fontSize(8);
  for (const line of content.lines) {
    const cells = [
      String(line.position),
      line.name,
      line.quantity.toLocaleString('de-DE'),
      unitEuros(line.netCents, line.quantity),
      euros(line.netCents),
      `${line.vatPercent} %`,
      euros(line.vatCents),
    ];
    const height = doc.heightOfString(line.name, { width: COLUMNS[1]?.width ?? 190 });
    if (y + height > 740) {
      doc.addPage();
      y = 56;
      header();
      doc.font('Regular').fontSize(8);
    }
    COLUMNS.forEach((c, i) => doc.text(cells[i] ?? '', c.x, y, { width: c.width, align: c.align }));
    y += Math.max(height, 10) + 4;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  y += 8;
  if (y > 680) {
    doc.addPage();
    y = 56;
  }
  const totals: [string, string, boolean][] = [
    ['Summe netto', euros(content.netCents), false],
    [`Umsatzsteuer ${content.vatPercent} %`, euros(content.vatCents), false],
    ['Gesamtbetrag brutto', euros(content.grossCents), true],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Bold' : 'Regular').fontSize(10);
    doc.text(label, 330, y, { width: 120 });
    doc.text(value, 450, y, { width: 89, align: 'right' });
    y += 16;
  }
  y += 12;
  doc.font('Regular').fontSize(9);
  const paid = content.payments
    .map((p) => `${paymentLabel(p.method)} ${euros(p.amountCents)}`)
    .join(', ');
  const closing = content.paidDate
    ? `Bezahlt am ${germanDate(content.paidDate)} per ${paid || 'Gutschein'}. Es ist kein Betrag mehr offen.`
    : `Der Betrag von ${euros(content.grossCents)} wird auf das ursprüngliche Zahlungsmittel erstattet.`;
  doc.text(closing, LEFT, y, { width: RIGHT - LEFT });
  doc.moveDown(0.5);
  doc.text(deliverySentence(content), { width: RIGHT - LEFT });

  doc.fontSize(7).fillColor('#444');
  const taxIds = [
    seller.taxNumber ? `Steuernummer: ${seller.taxNumber}` : null,
    seller.vatId ? `USt-IdNr.: ${seller.vatId}` : null,
  ].filter(Boolean);
  doc.text(
    [
      `${seller.name} · ${seller.street} · ${seller.zip} ${seller.city}`,
      taxIds.join(' · '),
      seller.email,
    ].join('\n'),
    LEFT,
    770,
    { width: RIGHT - LEFT, align: 'center', lineBreak: true },
  );
  doc.end();
  return done;
}
