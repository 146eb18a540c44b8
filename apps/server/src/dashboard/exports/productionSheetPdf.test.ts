import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { productionSheetPdf } from './productionSheetPdf.ts';
import { makeCard, makeCards, makeDetail } from './testFixtures.ts';

const require = createRequire(import.meta.url);
const caveatWoff = readFileSync(
  require.resolve('@fontsource/caveat/files/caveat-latin-400-normal.woff'),
);

async function readPdf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // Font dictionaries are plain (uncompressed) objects: their names can be read directly.
  const fonts = [
    ...new Set(
      [...bytes.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/<>]+)/g)].map(
        (match) => match[1],
      ),
    ),
  ].sort();
  return { bytes, text, pages: totalPages, fonts };
}

describe('productionSheetPdf', () => {
  it('streams a sheet with the order, its statuses, comments and every card', async () => {
    const cards = makeCards(12);
    const stream = productionSheetPdf(makeDetail(), cards, { font: caveatWoff });
    expect(stream).toBeInstanceOf(Readable);
    const { bytes, text, pages } = await readPdf(stream);

    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toBeGreaterThan(1);
    for (const expected of [
      'Produktionsblatt',
      'FK-100042',
      '02.03.2026, 00:30',
      'jürgen.groß@example.de',
      'Groß & Söhne GmbH, Jürgen Groß', // company first, as in the address block
      'In Bearbeitung',
      'In Produktion',
      'Bezahlt',
      '10.03.2026',
      'Direkt an die Empfänger (einzeln frankiert)',
      'Umschlag verschlossen',
      'Papier aus Charge 7 nehmen.',
      'Bitte bis Freitag – danke!',
      'Handschrift „Caveat“',
      'Produktionsblatt FK-100042 · Seite 2',
    ]) {
      expect(text).toContain(expected);
    }
    let last = -1;
    for (const card of cards) {
      const at = text.indexOf(`Karte ${card.n} von 12`);
      expect(at).toBeGreaterThan(last);
      last = at;
      expect(text).toContain(`Straße der Größe ${card.n}\n${10000 + card.n} Köln`);
      expect(text).toContain(`Schöne Grüße aus Düsseldorf – Karte-${card.n}-Ende`);
    }
  });

  it('embeds the handwriting font from a WOFF file', async () => {
    const { fonts } = await readPdf(
      productionSheetPdf(makeDetail(), makeCards(2), { font: caveatWoff }),
    );
    expect(fonts).toEqual(['Caveat-Regular', 'Helvetica', 'Helvetica-Bold']);
  });

  it('falls back to Helvetica without a font and says so on the sheet', async () => {
    const { fonts, text } = await readPdf(productionSheetPdf(makeDetail(), makeCards(2)));
    expect(fonts).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(text).toContain('Keine Handschrift-Datei mitgegeben');
    expect(text).toContain('Karte-2-Ende');
  });

  it('falls back when the font file cannot be read', async () => {
    const { fonts, text } = await readPdf(
      productionSheetPdf(makeDetail(), makeCards(2), { font: Buffer.from('wOFF kaputt') }),
    );
    expect(fonts).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(text).toContain('Die Handschrift-Datei ließ sich nicht lesen');
    expect(text).toContain('Karte-1-Ende');
  });

  it('names characters the font cannot draw instead of failing', async () => {
    const card = makeCard(1, {
      name: 'Zoë 李',
      pages: [
        { heading: 'Liebe Zoë,', body: 'alles Gute 🎉 und 谢谢!' },
        { heading: '', body: 'Zweite Seite' },
      ],
    });
    for (const font of [caveatWoff, undefined]) {
      const { text } = await readPdf(productionSheetPdf(makeDetail(), [card], { font }));
      expect(text).toContain('Zoë ?');
      expect(text).toContain('alles Gute ? und ??!');
      expect(text).toContain('U+1F389, U+8C22');
      expect(text).toContain('Seite 2');
      expect(text).toContain('Zweite Seite');
    }
  });

  it('keeps a card longer than a page in the handwriting font across the page break', async () => {
    const body = Array.from({ length: 80 }, (_, i) => `Absatz ${i + 1} mit Grüßen`).join('\n');
    const card = makeCard(1, { pages: [{ heading: 'Liebe Änne,', body }] });
    const chunks: Buffer[] = [];
    for await (const chunk of productionSheetPdf(makeDetail(), [card], { font: caveatWoff })) {
      chunks.push(chunk as Buffer);
    }
    const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
    const items: { str: string; fontName: string; page: number }[] = [];
    for (let page = 1; page <= pdf.numPages; page += 1) {
      const content = await (await pdf.getPage(page)).getTextContent();
      for (const item of content.items) {
        if ('str' in item) items.push({ str: item.str, fontName: item.fontName, page });
      }
    }
    const paragraphs = items.filter((item) => item.str.startsWith('Absatz'));
    expect(paragraphs.map((item) => item.str)).toEqual(
      Array.from({ length: 80 }, (_, i) => `Absatz ${i + 1} mit Grüßen`),
    );
    expect(new Set(paragraphs.map((item) => item.page)).size).toBeGreaterThan(1);
    expect(new Set(paragraphs.map((item) => item.fontName)).size).toBe(1);
    const title = items.find((item) => item.str.startsWith('Karte 1 von 1'));
    expect(title?.fontName).not.toBe(paragraphs[0]?.fontName);
    // The page head of the next page is there, and in its own (standard) font.
    const head = items.find((item) => item.str === 'Produktionsblatt FK-100042 · Seite 3');
    expect(head).toBeDefined();
    expect(head?.fontName).not.toBe(paragraphs[0]?.fontName);
  });

  it('shows empty comments as such', async () => {
    const { text } = await readPdf(
      productionSheetPdf(makeDetail({ additional_comment: '', client_comment: ' ' }), []),
    );
    expect(text).toContain('Keine Hinweise.');
    expect(text).toContain('Kein Kommentar.');
  });

  it('streams a large order to the end', async () => {
    const cards = makeCards(2_000);
    let chunks = 0;
    let bytes = 0;
    let tail = Buffer.alloc(0);
    for await (const chunk of productionSheetPdf(makeDetail(), cards, { font: caveatWoff })) {
      chunks += 1;
      bytes += (chunk as Buffer).length;
      tail = Buffer.concat([tail, chunk as Buffer]).subarray(-64);
    }
    // Handed over piece by piece, not as one document at the end.
    expect(chunks).toBeGreaterThan(1);
    expect(bytes).toBeGreaterThan(100_000);
    expect(tail.toString('latin1')).toMatch(/%%EOF\s*$/);
  }, 60_000);
});
