import { describe, expect, it } from 'vitest';
import { createImportHandler } from './importHandler.ts';
import type { ImportResponse } from './importProtocol.ts';
import type { ImportOptions } from './importTypes.ts';
import {
  csvText,
  encodeWindows1252,
  recipientRows,
  TEMPLATE_HEADERS,
} from './testing/makeSpreadsheets.ts';

const OPTIONS: ImportOptions = { personalisation: 'salutation_address', variableNames: [] };

function run() {
  const handle = createImportHandler();
  const replies: ImportResponse[] = [];
  return { handle, replies, reply: (response: ImportResponse) => replies.push(response) };
}

describe('import handler (the worker logic)', () => {
  it('parses, summarises with a preview, then maps with the chosen targets', async () => {
    const { handle, replies, reply } = run();
    const text = csvText([
      [...TEMPLATE_HEADERS, 'Kundennummer'],
      ...recipientRows(12).map((r) => [...r, 'K1']),
    ]);
    const file = new Blob([encodeWindows1252(text) as BlobPart]);
    await handle({ type: 'parse', id: 1, file, fileName: 'kunden.csv', options: OPTIONS }, reply);
    const parsed = replies.find((r) => r.type === 'parsed');
    expect(replies[0]).toMatchObject({ type: 'progress', phase: 'reading' });
    if (parsed?.type !== 'parsed') throw new Error('not parsed');
    expect(parsed.summary).toMatchObject({
      fileName: 'kunden.csv',
      rowCount: 12,
      encoding: 'windows-1252',
      delimiter: ';',
    });
    expect(parsed.summary.previewRows).toHaveLength(5);
    expect(parsed.summary.previewRows[0]?.[2]).toBe('Jürgen');
    expect(parsed.summary.columns.at(-1)).toMatchObject({ header: 'Kundennummer', field: null });

    const targets = parsed.summary.columns.map((c) => c.field);
    await handle({ type: 'map', id: 2, targets, skipFirstRow: false }, reply);
    const mapped = replies.at(-1);
    if (mapped?.type !== 'mapped') throw new Error('not mapped');
    expect(mapped.recipients).toHaveLength(12);
    expect(mapped.recipients[0]).toMatchObject({ firstName: 'Jürgen', gender: 'male' });
  });

  it('answers failed with a code the UI explains', async () => {
    const { handle, replies, reply } = run();
    const file = new Blob([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0])]);
    await handle({ type: 'parse', id: 7, file, fileName: 'alt.xls', options: OPTIONS }, reply);
    expect(replies.at(-1)).toMatchObject({ type: 'failed', id: 7, code: 'legacyExcel' });
  });
});
