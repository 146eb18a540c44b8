import { describe, expect, it } from 'vitest';
import { addressLines as envelopeAddressLines } from '@federkiel/machines/configurator/envelopeLayout';
import { createRecipient } from '@federkiel/machines/configurator/recipientSchema';
import { addressLines, recipientName } from '../orderCards.ts';
import { addressBlock, cardShipping, cardText, itemOfCard, streetLines } from './cardContent.ts';
import { orderCardsTxt } from './orderCardsTxt.ts';
import { makeCard, makeDetail } from './testFixtures.ts';

describe('card content', () => {
  it('does not repeat name and company when the address lines start with them', () => {
    const card = makeCard(1, {
      name: 'Änne Müller',
      company: 'Süß GmbH',
      address_lines: ['Süß GmbH', 'Änne Müller', 'Hauptstraße 1', '10115 Berlin'],
    });
    expect(addressBlock(card)).toEqual([
      'Süß GmbH',
      'Änne Müller',
      'Hauptstraße 1',
      '10115 Berlin',
    ]);
    expect(streetLines(card)).toEqual(['Hauptstraße 1', '10115 Berlin']);
  });

  it('DIN 5008 / Deutsche Post: writes the block the envelope gets — company, name, c/o above the street, COUNTRY', () => {
    const recipient = createRecipient('r1', {
      firstName: 'Maria',
      lastName: 'Huber',
      company: 'Kaffeehaus Sperl',
      address: {
        line1: 'Gumpendorfer Straße 11',
        line2: 'c/o Rezeption',
        postalCode: '1060',
        city: 'Wien',
        country: 'AT',
      },
    });
    const card = makeCard(1, {
      name: recipientName(recipient),
      company: recipient.company,
      address_lines: addressLines(recipient),
    });
    const envelope = envelopeAddressLines(recipient);
    expect(envelope).toEqual([
      'Kaffeehaus Sperl',
      'Maria Huber',
      'c/o Rezeption',
      'Gumpendorfer Straße 11',
      '1060 Wien',
      'ÖSTERREICH',
    ]);
    expect(addressBlock(card)).toEqual(envelope);
    expect(orderCardsTxt(makeDetail(), [card])).toContain(envelope.join('\n'));
  });

  it('joins heading and body, and pages with a blank line', () => {
    const card = makeCard(1, {
      pages: [
        { heading: 'Liebe Anna,', body: 'danke!' },
        { heading: '  ', body: 'Seite 2' },
        { heading: '', body: '' },
      ],
    });
    expect(cardText(card)).toBe('Liebe Anna,\ndanke!\n\nSeite 2');
  });

  it('takes shipping from the card’s item, else from the order', () => {
    const [first] = makeDetail().items;
    if (!first) throw new Error('fixture without item');
    const detail = makeDetail({
      shipping_date: '2026-04-01',
      shipping_mode: 'to_customer',
      envelope: 'blank',
      items: [first, { ...first, id: 'item_2', shipping: { mode: '', date: null, envelope: '' } }],
    });
    expect(itemOfCard(detail, makeCard(1, { item: 2 }))?.id).toBe('item_2');
    expect(cardShipping(detail, makeCard(1, { item: 1 }))).toEqual({
      date: '2026-03-10',
      mode: 'to_recipients',
      envelope: 'closed',
    });
    expect(cardShipping(detail, makeCard(1, { item: 2 }))).toEqual({
      date: '2026-04-01',
      mode: 'to_customer',
      envelope: 'blank',
    });
    expect(itemOfCard(detail, makeCard(1, { item: 7 }))).toBeUndefined();
  });
});
