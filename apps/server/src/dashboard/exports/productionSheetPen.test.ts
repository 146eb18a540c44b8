import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { CANVASES } from '@federkiel/machines/configurator/testing/fixtures';
import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { cardsOf } from '../orderCards.ts';
import { BUSSMANN, makeConfiguration, penLine } from './penFixtures.ts';
import { productionSheetPdf } from './productionSheetPdf.ts';
import { cardPens } from './productionSheetPen.ts';
import { makeCards, makeDetail } from './testFixtures.ts';

// The production sheet shows what the pen writes (issue 26): each side's lines as the pen
// layout breaks them, the side's name, a picture of the strokes and a check box per card;
// the cards' heading never ends a page alone; "1 Karte", "2 Karten".

const require = createRequire(import.meta.url);
const caveatWoff = readFileSync(
  require.resolve('@fontsource/caveat/files/caveat-latin-400-normal.woff'),
);

interface Item {
  str: string;
  page: number;
  y: number;
}

/** The drawing operators of every page: pdfkit's content streams, inflated. */
function contentStreams(bytes: Buffer): string {
  const latin = bytes.toString('latin1');
  const parts: string[] = [];
  for (const match of latin.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = latin.indexOf('endstream', start);
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or a font): not drawing operators.
    }
  }
  return parts.join('\n');
}

async function readBack(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const items: Item[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim() !== '')
        items.push({ str: item.str, page: n, y: item.transform[5] as number });
    }
  }
  const ops = contentStreams(bytes);
  return {
    items,
    text: items.map((item) => item.str).join('\n'),
    /** Rectangles drawn (`re`): check boxes and the stroke pictures' card outlines. */
    rectangles: (ops.match(/ re\n/g) ?? []).length,
    /** Line segments drawn (`l`): the pen strokes, the rules between cards. */
    segments: (ops.match(/ l\n/g) ?? []).length,
  };
}

const LONG =
  'zu Ihrem Geburtstag gratuliere ich Ihnen herzlich. Für das neue Lebensjahr wünsche ich Ihnen Gesundheit, Freude und viele schöne Augenblicke.\n\nMit den besten Wünschen';

describe('production sheet with the pen layout', () => {
  it('shows each side with the pen’s own line breaks, its name, strokes and a check box', async () => {
    const postcard = makeConfiguration({
      pages: [
        { heading: '', body: `Guten Tag {{Vorname}} {{Nachname}},\n\n${LONG}` },
        { heading: '', body: '' },
      ],
      recipients: [BUSSMANN, { ...BUSSMANN, firstName: 'Jördis', gender: 'female' }],
    });
    const folded = makeConfiguration({
      canvas: CANVASES.a6Folded,
      pages: [
        { heading: '', body: '' },
        { heading: '', body: `Liebe {{Vorname}},\n\n${LONG}` },
      ],
      recipients: [{ ...BUSSMANN, firstName: 'Ömer' }],
    });
    const lines = [await penLine(postcard), await penLine(folded)];
    const cards = cardsOf({
      lines: lines.map((line, i) => ({
        itemId: `item_${i + 1}`,
        configuration: line.configuration,
      })),
    });
    const pens = [...cardPens(lines)];
    const penLines = pens.map((pen) => pen.sides.flatMap((side) => side.lines.map((l) => l.text)));
    // The body is longer than one line of the card: the pen breaks it.
    expect(penLines[0]?.length).toBeGreaterThan(5);

    const withPen = await readBack(
      productionSheetPdf(makeDetail(), cards, { font: caveatWoff, lines }),
    );
    // Every line of the pen layout is one line of the sheet (not reflowed to A4 width).
    for (const card of penLines) {
      for (const line of card.filter((text) => text.trim() !== '')) {
        expect(withPen.items.map((item) => item.str)).toContain(line);
      }
    }
    // Each line on a line of its own: no two lines of a card printed over each other.
    const firstCard = (penLines[0] ?? []).filter((text) => text.trim() !== '');
    const heights = firstCard.map(
      (line) => withPen.items.find((item) => item.str === line && item.page === 2)?.y,
    );
    expect(new Set(heights).size).toBe(firstCard.length);
    expect(withPen.text).toContain('Rückseite (Datei 0001-vorderseite.svg)');
    expect(withPen.text).toContain('Rückseite (Datei 0002-vorderseite.svg)');
    expect(withPen.text).toContain('Innen rechts (Datei 0003-innen-rechts.svg)');

    // A check box per card, an outline per stroke picture, and the pen's strokes drawn.
    const without = await readBack(productionSheetPdf(makeDetail(), cards, { font: caveatWoff }));
    expect(without.text).not.toContain('Rückseite');
    expect(without.rectangles).toBe(3);
    expect(withPen.rectangles).toBe(3 + 3);
    const strokePoints = pens
      .flatMap((pen) => pen.sides)
      .reduce((sum, side) => sum + side.drawing.strokes.length, 0);
    expect(withPen.segments - without.segments).toBeGreaterThan(strokePoints);
  });

  it('draws a check box for every card', async () => {
    const { rectangles } = await readBack(productionSheetPdf(makeDetail(), makeCards(4)));
    expect(rectangles).toBe(4);
  });

  it('names a card the pen cannot write', async () => {
    const configuration = makeConfiguration({
      pages: [
        { heading: '', body: 'Hallo {{Vorname}},' },
        { heading: '', body: '' },
      ],
      recipients: [{ ...BUSSMANN, firstName: '李' }],
    });
    const line = await penLine(configuration);
    const cards = cardsOf({ lines: [{ itemId: 'item_1', configuration }] });
    const { text } = await readBack(
      productionSheetPdf(makeDetail(), cards, { font: caveatWoff, lines: [line] }),
    );
    expect(text).toContain('Der Roboter kann diese Karte nicht schreiben');
  });

  it('keeps the cards’ heading on the page of the first card, whatever comes before', async () => {
    for (let extra = 0; extra < 40; extra += 1) {
      const detail = makeDetail({
        additional_comment: Array.from({ length: 18 + extra }, (_, i) => `Hinweis ${i + 1}`).join(
          '\n',
        ),
      });
      const { items } = await readBack(productionSheetPdf(detail, makeCards(2)));
      const heading = items.find((item) => item.str.startsWith('Karten ('));
      const first = items.find((item) => item.str.startsWith('Karte 1 von 2'));
      expect(heading, `extra ${extra}`).toBeDefined();
      expect(first?.page, `extra ${extra}`).toBe(heading?.page);
    }
  }, 60_000);

  it('says "1 Karte" and "2 Karten"', async () => {
    const [item] = makeDetail().items;
    if (!item) throw new Error('fixture without item');
    const one = await readBack(
      productionSheetPdf(makeDetail({ items: [{ ...item, cards: 1 }] }), makeCards(1)),
    );
    expect(one.text).toContain('Karten (1 Karte)');
    expect(one.text).toMatch(/· 1 Karte\n/);
    const two = await readBack(
      productionSheetPdf(makeDetail({ items: [{ ...item, cards: 2 }] }), makeCards(2)),
    );
    expect(two.text).toContain('Karten (2 Karten)');
    expect(two.text).toMatch(/· 2 Karten\n/);
  });
});
