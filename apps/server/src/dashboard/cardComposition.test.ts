import ExcelJS from 'exceljs';
import { penCardPages } from '@federkiel/machines/pen/testing/penDrawings';
import { describe, expect, it } from 'vitest';
import { orderCardsTxt } from './exports/orderCardsTxt.ts';
import { orderCardsXlsx } from './exports/orderCardsXlsx.ts';
import { BUSSMANN, makeConfiguration, penLine } from './exports/penFixtures.ts';
import { makeDetail } from './exports/testFixtures.ts';
import { settingsOf, writtenSalutation } from './cardComposition.ts';
import { cardsOf } from './orderCards.ts';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';

// The recipients' exports say what the robot writes (issue 26): the salutation cell and the
// TXT's text lines are those of the pen layout the production SVGs are drawn from.

const BODY = 'zu Ihrem Geburtstag gratuliere ich Ihnen herzlich.\n\nMit den besten Wünschen';

async function anredeCells(buffer: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = header.indexOf('Anrede');
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
    String(sheet.getRow(i + 2).getCell(column).value ?? ''),
  );
}

/** The first written line of each card as the pen lays it out for the production SVG. */
async function penFirstLines(configuration: OrderConfiguration): Promise<string[]> {
  const { pen } = await penLine(configuration);
  if (!pen) throw new Error('no pen font');
  return configuration.recipients.map((recipient) => {
    const [first] = penCardPages({
      font: pen.font,
      settings: settingsOf(configuration),
      recipient,
    });
    return first?.drawing.layout.lines[0]?.text ?? '';
  });
}

async function exportsOf(configuration: OrderConfiguration) {
  const cards = cardsOf({ lines: [{ itemId: 'item_1', configuration }] });
  const detail = makeDetail();
  return {
    cards,
    xlsx: await anredeCells(await orderCardsXlsx(detail, cards)),
    txt: orderCardsTxt(detail, cards).split('\n'),
  };
}

describe('the recipients exports follow the pen composition', () => {
  it('writes the salutation the card writes, not the one {{Anrede}} would give', async () => {
    const configuration = makeConfiguration({
      pages: [
        { heading: '', body: `Guten Tag {{Vorname}} {{Nachname}},\n\n${BODY}` },
        { heading: '', body: '' },
      ],
      recipients: [BUSSMANN],
    });
    const [pen] = await penFirstLines(configuration);
    expect(pen).toBe('Guten Tag Björn Bußmann,');
    const { xlsx, txt, cards } = await exportsOf(configuration);
    expect(cards[0]?.salutation).toBe(pen);
    expect(xlsx).toEqual([pen]);
    expect(txt).toContain(pen);
    expect(txt.join('\n')).not.toContain('Sehr geehrter');
  });

  it('fills {{Anrede}} with the customer’s own form, as the pen writes it', async () => {
    const configuration = makeConfiguration({
      pages: [
        { heading: '', body: `{{Anrede}}\n\n${BODY}` },
        { heading: '', body: '' },
      ],
      customSalutation: {
        feminine: 'Liebe {{Vorname}},',
        masculine: 'Moin {{Vorname}} {{Nachname}},',
      },
      recipients: [
        BUSSMANN,
        { firstName: 'Änne', lastName: 'Groß', gender: 'female', addressForm: 'du' },
        { firstName: 'Kim', lastName: 'Öz', gender: 'neutral', addressForm: 'sie' },
      ],
    });
    const pen = await penFirstLines(configuration);
    expect(pen).toEqual(['Moin Björn Bußmann,', 'Liebe Änne,', 'Guten Tag Kim Öz,']);
    const { xlsx, txt } = await exportsOf(configuration);
    expect(xlsx).toEqual(pen);
    for (const line of pen) expect(txt).toContain(line);
  });

  it('has no salutation for a card that writes none', () => {
    const configuration = makeConfiguration({
      pages: [
        { heading: 'Frohe Weihnachten', body: 'und ein gutes neues Jahr!' },
        { heading: '', body: '' },
      ],
      recipients: [BUSSMANN],
    });
    const [recipient] = configuration.recipients;
    if (!recipient) throw new Error('no recipient');
    expect(writtenSalutation(settingsOf(configuration), recipient)).toBe('');
  });
});
