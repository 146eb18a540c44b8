import type { Invoice } from '@e-invoice-eu/core';
import { COMPANY } from '@federkiel/machines/company/company';
import type { Buyer, InvoiceContent, InvoiceLine, InvoicePayment } from './invoiceContent.ts';
import { paymentLabel } from './invoicePdf.ts';
import { correctionNote, deliveryExpected, deliverySentence } from './invoiceWording.ts';
import type { Seller } from './seller.ts';

// The invoice in the internal format of @e-invoice-eu/core (UBL's element names), from
// which the library writes the CII XML of Factur-X / ZUGFeRD (profile EN 16931) and of
// XRechnung. Goods are invoice lines; discounts and the coupon are document-level
// allowances and the postage a document-level charge, all in VAT category S at 19 %, so
// the line and document totals follow EN 16931's sums (BR-CO-10 … BR-CO-16) exactly.

type Doc = Invoice['ubl:Invoice'];

/** Cents as the decimal string the XML carries: `-1234` → `-12.34`. */
export function xmlAmount(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

const EUR = 'EUR' as const;

function vatCategory(percent: number) {
  return {
    'cbc:ID': 'S' as const,
    'cbc:Percent': String(percent),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' as const },
  };
}

/**
 * UN/ECE 4461: 48 bank card, 68 online payment service, 30 credit transfer, 97 clearing
 * between partners (the shop's own gift card). A card payment is 48 only with the card's last
 * digits (BG-18, BT-87: XRechnung's BR-DE-24-a requires the block with 48); a wallet payment
 * whose card the gateway did not report is an online payment service (68).
 */
export function paymentMeansCode(payment: InvoicePayment): '48' | '68' | '30' | '97' {
  const { method } = payment;
  if ((method === 'card' || method === 'google' || method === 'apple') && payment.card) return '48';
  if (method === 'giftcard') return '97';
  if (method === 'bank_transfer') return '30';
  return '68';
}

type PaymentMeans = NonNullable<Doc['cac:PaymentMeans']>[number];

/**
 * BG-16 of what really happened: the invoice's payment (the non-gift-card one, else the gift
 * card), or where a credit note's money goes back to — the same card or service, or the gift
 * card. Its name stays readable in BT-82.
 */
function paymentMeans(payments: readonly InvoicePayment[]): PaymentMeans {
  const main = payments.find((p) => p.method !== 'giftcard') ??
    payments[0] ?? { method: 'giftcard', amountCents: 0 };
  const code = paymentMeansCode(main);
  return {
    'cbc:PaymentMeansCode': code,
    'cbc:PaymentMeansCode@name': paymentLabel(main.method),
    ...(code === '48' && main.card
      ? {
          'cac:CardAccount': {
            'cbc:PrimaryAccountNumberID': main.card.last4,
            'cbc:NetworkID': main.card.brand,
          },
        }
      : {}),
  };
}

type SellerParty = Doc['cac:AccountingSupplierParty']['cac:Party'];
type BuyerParty = Doc['cac:AccountingCustomerParty']['cac:Party'];
type CountryCode = SellerParty['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];

interface PartyInput {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  email: string;
}

function postalAddress(input: PartyInput) {
  return {
    ...(input.street ? { 'cbc:StreetName': input.street } : {}),
    ...(input.city ? { 'cbc:CityName': input.city } : {}),
    ...(input.zip ? { 'cbc:PostalZone': input.zip } : {}),
    'cac:Country': { 'cbc:IdentificationCode': input.country as CountryCode },
  };
}

function sellerParty(seller: Seller, phone: string): SellerParty {
  const vat = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' as const } };
  const schemes: NonNullable<SellerParty['cac:PartyTaxScheme']> =
    seller.vatId && seller.taxNumber
      ? [
          { 'cbc:CompanyID': seller.vatId, ...vat },
          { 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
        ]
      : seller.vatId
        ? [{ 'cbc:CompanyID': seller.vatId, ...vat }]
        : seller.taxNumber
          ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }]
          : [];
  return {
    'cbc:EndpointID': seller.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PartyName': { 'cbc:Name': seller.name },
    'cac:PostalAddress': postalAddress(seller),
    ...(schemes.length > 0 ? { 'cac:PartyTaxScheme': schemes } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.name },
    'cac:Contact': {
      'cbc:Name': seller.name,
      'cbc:Telephone': phone,
      'cbc:ElectronicMail': seller.email,
    },
  };
}

function buyerParty(buyer: Buyer): BuyerParty {
  const name = buyer.company ?? buyer.name;
  return {
    'cbc:EndpointID': buyer.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PartyName': { 'cbc:Name': name },
    'cac:PostalAddress': postalAddress({ ...buyer, name }),
    ...(buyer.vatId
      ? {
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': buyer.vatId,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' as const },
          },
        }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': name },
  };
}

function allowanceOrCharge(line: InvoiceLine) {
  const charge = line.netCents > 0;
  return {
    'cbc:ChargeIndicator': charge ? 'true' : 'false',
    // UNTDID 5189 95 discount / 7161 DL delivery
    ...(charge
      ? { 'cbc:AllowanceChargeReasonCode': 'DL' }
      : { 'cbc:AllowanceChargeReasonCode': '95' }),
    'cbc:AllowanceChargeReason': line.name,
    'cbc:Amount': xmlAmount(Math.abs(line.netCents)),
    'cbc:Amount@currencyID': EUR,
    'cac:TaxCategory': vatCategory(line.vatPercent),
  };
}

/**
 * When the supply happened (issue #39): BT-72 once its day has come; for an invoice made
 * before it, the calendar month of the expected day as the invoicing period (BG-14, as
 * § 31 Abs. 4 UStDV allows the month) — BT-72 is an actual date; nothing for a credit note
 * of an order nothing was sent out of.
 */
function supply(content: InvoiceContent): Partial<Doc> {
  const day = content.deliveryDate;
  if (day === null) return {};
  if (!deliveryExpected(content)) return { 'cac:Delivery': { 'cbc:ActualDeliveryDate': day } };
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    'cac:InvoicePeriod': {
      'cbc:StartDate': `${day.slice(0, 7)}-01`,
      'cbc:EndDate': `${day.slice(0, 7)}-${String(last).padStart(2, '0')}`,
    },
  };
}

export function invoiceXmlData(content: InvoiceContent): Invoice {
  const goods = content.lines.filter((l) => l.kind === 'goods' || l.kind === 'refund');
  const others = content.lines.filter((l) => l.kind !== 'goods' && l.kind !== 'refund');
  const allowances = others.filter((l) => l.netCents < 0);
  const charges = others.filter((l) => l.netCents > 0);
  const lineTotal = goods.reduce((s, l) => s + l.netCents, 0);
  const allowanceTotal = -allowances.reduce((s, l) => s + l.netCents, 0);
  const chargeTotal = charges.reduce((s, l) => s + l.netCents, 0);
  const paidCents = content.payments.reduce((s, p) => s + p.amountCents, 0);

  const correction = correctionNote(content);
  const notes = [
    ...(correction ? [correction] : []),
    ...(deliveryExpected(content) ? [deliverySentence(content)] : []),
  ];
  const doc: Doc = {
    'cbc:ID': content.number,
    'cbc:IssueDate': content.issueDate,
    'cbc:InvoiceTypeCode': content.kind === 'credit_note' ? '381' : '380',
    ...(notes.length > 0 ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': EUR,
    // XRechnung's buyer reference (BT-10) is the Leitweg-ID; otherwise the order number.
    'cbc:BuyerReference': content.buyer.leitwegId ?? content.orderNumber,
    'cac:OrderReference': { 'cbc:ID': content.orderNumber },
    ...(content.refersTo || content.corrects
      ? {
          // BT-25: a credit note's invoice; a corrected invoice's predecessor.
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': (content.refersTo ?? content.corrects)?.number ?? '',
                'cbc:IssueDate': (content.refersTo ?? content.corrects)?.issueDate ?? '',
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': sellerParty(content.seller, content.seller.phone ?? COMPANY.phone),
    },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(content.buyer) },
    ...supply(content),
    'cac:PaymentMeans': [
      paymentMeans(
        content.kind === 'credit_note'
          ? (content.refundedTo ?? content.payments)
          : content.payments,
      ),
    ],
    'cac:PaymentTerms': {
      'cbc:Note': content.paidDate
        ? `Bezahlt am ${content.paidDate}.`
        : 'Erstattung auf das ursprüngliche Zahlungsmittel.',
    },
    ...(others.length > 0
      ? { 'cac:AllowanceCharge': [...allowances, ...charges].map(allowanceOrCharge) as never }
      : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': xmlAmount(content.vatCents),
        'cbc:TaxAmount@currencyID': EUR,
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': xmlAmount(content.netCents),
            'cbc:TaxableAmount@currencyID': EUR,
            'cbc:TaxAmount': xmlAmount(content.vatCents),
            'cbc:TaxAmount@currencyID': EUR,
            'cac:TaxCategory': vatCategory(content.vatPercent),
          },
        ],
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': xmlAmount(lineTotal),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cbc:TaxExclusiveAmount': xmlAmount(content.netCents),
      'cbc:TaxExclusiveAmount@currencyID': EUR,
      'cbc:TaxInclusiveAmount': xmlAmount(content.grossCents),
      'cbc:TaxInclusiveAmount@currencyID': EUR,
      ...(allowanceTotal > 0
        ? {
            'cbc:AllowanceTotalAmount': xmlAmount(allowanceTotal),
            'cbc:AllowanceTotalAmount@currencyID': EUR,
          }
        : {}),
      ...(chargeTotal > 0
        ? {
            'cbc:ChargeTotalAmount': xmlAmount(chargeTotal),
            'cbc:ChargeTotalAmount@currencyID': EUR,
          }
        : {}),
      ...(paidCents > 0
        ? { 'cbc:PrepaidAmount': xmlAmount(paidCents), 'cbc:PrepaidAmount@currencyID': EUR }
        : {}),
      'cbc:PayableAmount': xmlAmount(content.grossCents - paidCents),
      'cbc:PayableAmount@currencyID': EUR,
    },
    'cac:InvoiceLine': goods.map((line) => ({
      'cbc:ID': String(line.position),
      'cbc:InvoicedQuantity': String(line.quantity),
      // H87: piece (one card)
      'cbc:InvoicedQuantity@unitCode': line.kind === 'goods' ? 'H87' : 'C62',
      'cbc:LineExtensionAmount': xmlAmount(line.netCents),
      'cbc:LineExtensionAmount@currencyID': EUR,
      'cac:Item': {
        'cbc:Name': line.name,
        'cac:ClassifiedTaxCategory': vatCategory(line.vatPercent),
      },
      'cac:Price': {
        'cbc:PriceAmount': xmlAmount(line.unitCents),
        'cbc:PriceAmount@currencyID': EUR,
      },
    })) as Doc['cac:InvoiceLine'],
  };
  return { 'ubl:Invoice': doc };
}
