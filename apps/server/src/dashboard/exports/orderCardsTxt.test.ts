import { describe, expect, it } from 'vitest';
import { orderCardsTxt } from './orderCardsTxt.ts';
import { makeCard, makeCards, makeDetail } from './testFixtures.ts';

describe('orderCardsTxt', () => {
  it('writes one block per card in the robot’s order, address above the text', () => {
    const cards = makeCards(120);
    const txt = orderCardsTxt(makeDetail(), cards);

    expect(txt.startsWith('Bestellung FK-100042 – 120 Karten\n\n')).toBe(true);
    expect(txt.charCodeAt(0)).not.toBe(0xfeff);
    expect(txt).not.toContain('\r');
    expect(txt).toContain(
      [
        '--- Karte 3 von 120 ---',
        // DIN 5008 Firmenbrief: company first, as the envelope writes it.
        'Bäckerei Süß 3',
        'Änne Müller 3',
        'Straße der Größe 3',
        '10003 Köln',
        '',
        'Liebe Änne 3,',
        'vielen Dank für Ihre Treue im Jahr 3. Schöne Grüße aus Düsseldorf – Karte-3-Ende',
      ].join('\n'),
    );
    // Every card's text, each exactly once, in order.
    const positions = cards.map((card) => txt.indexOf(`Karte-${card.n}-Ende\n`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(txt.match(/^--- Karte \d+ von 120 ---$/gm)).toHaveLength(120);
  });

  it('marks the pages of a multi-page card and neutralises formula-like lines', () => {
    const card = makeCard(1, {
      company: '+49 30 123',
      address_lines: ['@Postfach 1', '10115 Berlin'],
      name: '=HYPERLINK("http://x")',
      pages: [
        { heading: 'Hallo ihr Lieben,', body: 'erste Seite\n-1+1 ist null\n\t=1+1' },
        { heading: '', body: 'zweite Seite\r\nmit Gruß\r=2' },
      ],
    });
    expect(orderCardsTxt(makeDetail(), [card])).toBe(
      [
        'Bestellung FK-100042 – 1 Karte',
        '',
        '--- Karte 1 von 1 ---',
        "'+49 30 123",
        `'=HYPERLINK("http://x")`,
        "'@Postfach 1",
        '10115 Berlin',
        '',
        '[Seite 1]',
        'Hallo ihr Lieben,',
        'erste Seite',
        "'-1+1 ist null",
        "'\t=1+1",
        '',
        '[Seite 2]',
        'zweite Seite',
        'mit Gruß',
        "'=2",
        '',
      ].join('\n'),
    );
  });

  it('says so when a card has no address', () => {
    const card = makeCard(1, { name: '', company: '', address_lines: [] });
    expect(orderCardsTxt(makeDetail(), [card])).toContain(
      '--- Karte 1 von 1 ---\n(ohne Adresse)\n',
    );
  });
});
