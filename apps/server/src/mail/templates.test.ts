import { describe, expect, it } from 'vitest';
import { sentOutMail, type SentOutMailInput } from './templates.ts';

const base: SentOutMailInput = {
  firstName: 'Ada',
  form: 'du',
  number: 'FK-100042',
  cards: 60,
  shippingMode: 'to_recipients',
  sentAt: '2026-12-03',
  orderUrl: 'https://federkiel.example/order/ord_1',
};

describe('sentOutMail', () => {
  it('du: subject, greeting, card count, date, recipients and the order link', () => {
    const mail = sentOutMail(base);
    expect(mail.subject).toBe('Deine Karten sind unterwegs – Bestellung FK-100042');
    expect(mail.text).toBe(
      [
        'Hallo Ada,',
        '',
        'deine Bestellung FK-100042 ist fertig: Unser Roboter hat alle 60 Karten geschrieben, und wir haben sie am Donnerstag, 3. Dezember 2026 zur Post gebracht.',
        '',
        'Die Karten gehen direkt an die Empfänger – jede einzeln frankiert.',
        '',
        'Alle Details zu deiner Bestellung findest du hier:',
        'https://federkiel.example/order/ord_1',
        '',
        'Wir hoffen, deine Karten machen viel Freude!',
        '',
        'Herzliche Grüße',
        'Dein Federkiel-Team',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      '<a href="https://federkiel.example/order/ord_1">https://federkiel.example/order/ord_1</a>',
    );
    expect(mail.html).toContain('alle 60 Karten geschrieben');
  });

  it('Sie: formal subject, greeting, parcel to the customer and signature', () => {
    const mail = sentOutMail({
      ...base,
      form: 'sie',
      firstName: 'Grace',
      cards: 1200,
      shippingMode: 'to_customer',
    });
    expect(mail.subject).toBe('Ihre Karten sind unterwegs – Bestellung FK-100042');
    expect(mail.text).toContain('Guten Tag Grace,');
    expect(mail.text).toContain(
      'Ihre Bestellung FK-100042 ist fertig: Unser Roboter hat alle 1.200 Karten geschrieben',
    );
    expect(mail.text).toContain(
      'Alle Karten kommen gesammelt in einem Paket an Ihre Lieferadresse – so können Sie sie selbst verteilen.',
    );
    expect(mail.text).toContain('Alle Details zu Ihrer Bestellung finden Sie hier:');
    expect(mail.text).toContain('Mit freundlichen Grüßen\nIhr Federkiel-Team');
    // No "du" form slips into the Sie mail.
    expect(mail.text).not.toMatch(/\b(du|dein\w*|dich|dir)\b/i);
  });

  it('du to the customer says the parcel comes to "deine Lieferadresse"', () => {
    const mail = sentOutMail({ ...base, shippingMode: 'to_customer' });
    expect(mail.text).toContain(
      'Alle Karten kommen gesammelt in einem Paket an deine Lieferadresse – so kannst du sie selbst verteilen.',
    );
    expect(mail.text).not.toContain('Empfänger');
    expect(mail.text).not.toMatch(/\b(Sie|Ihre?n?)\b/);
  });

  it('speaks of one card, or both, in the singular and dual', () => {
    const one = sentOutMail({ ...base, cards: 1 });
    expect(one.subject).toBe('Deine Karte ist unterwegs – Bestellung FK-100042');
    expect(one.text).toContain('Unser Roboter hat deine Karte geschrieben');
    expect(one.text).toContain('Die Karte geht einzeln frankiert direkt an ihren Empfänger.');
    expect(one.text).toContain('Wir hoffen, deine Karte macht viel Freude!');
    const oneHome = sentOutMail({ ...base, form: 'sie', cards: 1, shippingMode: 'to_customer' });
    expect(oneHome.subject).toBe('Ihre Karte ist unterwegs – Bestellung FK-100042');
    expect(oneHome.text).toContain('Die Karte kommt an Ihre Lieferadresse.');
    expect(sentOutMail({ ...base, cards: 2 }).text).toContain('hat beide Karten geschrieben');
  });

  it('leaves the date out when it is unknown or not a date', () => {
    for (const sentAt of [undefined, null, '', 'bald']) {
      const mail = sentOutMail({ ...base, sentAt });
      expect(mail.text).toContain('und wir haben sie zur Post gebracht.');
      expect(mail.text).not.toContain(' am ');
    }
    // An ISO time is read as a German day (late evening UTC is already the next day).
    expect(sentOutMail({ ...base, sentAt: '2026-12-02T23:30:00Z' }).text).toContain(
      'am Donnerstag, 3. Dezember 2026 zur Post',
    );
  });

  it('escapes the first name in the HTML part and keeps it as typed in the text part', () => {
    const mail = sentOutMail({ ...base, firstName: '<b>Ada</b>' });
    expect(mail.html).toContain('Hallo &#60;b&#62;Ada&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('Hallo <b>Ada</b>,');
    const quoted = sentOutMail({ ...base, form: 'sie', firstName: `O'Hara & "Co"` });
    expect(quoted.html).toContain('Guten Tag O&#39;Hara &#38; &#34;Co&#34;,');
  });

  it('greets without a name when the account has none', () => {
    expect(sentOutMail({ ...base, firstName: '' }).text.startsWith('Hallo,\n')).toBe(true);
    expect(
      sentOutMail({ ...base, form: 'sie', firstName: '' }).text.startsWith('Guten Tag,\n'),
    ).toBe(true);
  });
});

describe('sentOutMail with a tracking number', () => {
  it('names the carrier and the number and links to the parcel', () => {
    const mail = sentOutMail({
      ...base,
      shippingMode: 'to_customer',
      tracking: { label: 'DHL', number: '003404341234567890', url: 'https://dhl.example/p?n=1' },
    });
    expect(mail.text).toContain(
      'Sendungsnummer (DHL): 003404341234567890\nHier kannst du das Paket verfolgen:\nhttps://dhl.example/p?n=1',
    );
    expect(mail.html).toContain('<a href="https://dhl.example/p?n=1">');
    expect(sentOutMail(base).text).not.toContain('Sendungsnummer');
  });

  it('says the parcel went to its carrier, and „zur Post“ only for Deutsche Post', () => {
    const sentAt = '2026-12-02T10:00:00Z';
    const parcel = (label: string) =>
      sentOutMail({
        ...base,
        sentAt,
        shippingMode: 'to_customer',
        tracking: { label, number: '1', url: 'https://carrier.example/1' },
      }).text;
    expect(parcel('DPD')).toContain('am Mittwoch, 2. Dezember 2026 an DPD übergeben.');
    expect(parcel('DPD')).not.toContain('zur Post');
    expect(parcel('Deutsche Post')).toContain('am Mittwoch, 2. Dezember 2026 zur Post gebracht.');
    expect(sentOutMail({ ...base, sentAt }).text).toContain('zur Post gebracht.');
  });
});
