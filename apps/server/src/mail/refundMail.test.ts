import { describe, expect, it } from 'vitest';
import { refundMail, type RefundMailInput } from './refundMail.ts';

const input: RefundMailInput = {
  firstName: 'Ada',
  form: 'du',
  number: 'FK-100042',
  amountCents: 123456,
  full: false,
  method: 'paypal',
  creditNote: 'GS-2026-000007',
  creditNoteTitle: 'Rechnungskorrektur',
  creditNoteAttached: true,
  orderUrl: 'https://federkiel.example/order/ord_1',
};

describe('refund e-mail', () => {
  it('names the gross amount, the part refunded, the method and the attached credit note', () => {
    const mail = refundMail(input);
    expect(mail.subject).toBe('Erstattung zu deiner Bestellung FK-100042');
    expect(mail.text).toContain(
      'wir haben dir 1.234,56 € für deine stornierte Bestellung FK-100042 erstattet – einen Teil des bezahlten Betrags.',
    );
    expect(mail.text).toContain('mit der du bezahlt hast (PayPal)');
    expect(mail.text).toContain(
      'Die Rechnungskorrektur GS-2026-000007 liegt dieser E-Mail als PDF bei.',
    );
    expect(mail.html).toContain('<a href="https://federkiel.example/order/ord_1">');
  });

  it('in „Sie“, for the full amount, names a credit note it could not attach without claiming it', () => {
    const mail = refundMail({
      ...input,
      form: 'sie',
      full: true,
      method: 'card',
      creditNoteTitle: 'Stornorechnung',
      creditNoteAttached: false,
    });
    expect(mail.subject).toBe('Erstattung zu Ihrer Bestellung FK-100042');
    expect(mail.text).toContain('wir haben Ihnen 1.234,56 € für Ihre stornierte Bestellung');
    expect(mail.text).toContain('– den vollen Betrag.');
    expect(mail.text).toContain('mit der Sie bezahlt haben (Kreditkarte)');
    expect(mail.text).toContain('Die Stornorechnung dazu hat die Nummer GS-2026-000007.');
    expect(mail.text).not.toMatch(/\bdu\b|\bdir\b|liegt dieser E-Mail/);
  });

  it('says nothing of a credit note when none was issued', () => {
    const mail = refundMail({ ...input, creditNote: null, creditNoteAttached: false });
    expect(mail.text).not.toMatch(/Gutschrift|Stornorechnung|Rechnungskorrektur/);
  });
});
