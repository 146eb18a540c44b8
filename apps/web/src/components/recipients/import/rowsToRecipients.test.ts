import { describe, expect, it } from 'vitest';
import {
  createRecipient,
  emptyDraft,
  recipientRules,
  validateRecipients,
} from '@federkiel/machines';
import { matchHeaders } from './matchHeaders.ts';
import type { ColumnTargets, ImportOptions } from './importTypes.ts';
import { firstRowExample, rowCells, rowsToRecipients } from './rowsToRecipients.ts';
import { TEMPLATE_HEADERS } from './testing/makeSpreadsheets.ts';

const OPTIONS: ImportOptions = { personalisation: 'salutation_address', variableNames: [] };
const targetsOf = (headers: string[], options = OPTIONS): ColumnTargets =>
  matchHeaders(headers, options).map((m) => m.field);

describe('rowsToRecipients', () => {
  it('maps template rows to recipient input, tidying Anrede, Land and PLZ', () => {
    const { recipients } = rowsToRecipients(
      [
        [
          'Herr',
          '',
          'Jürgen',
          'Weiß',
          '',
          'du',
          'Königstr. 5',
          '',
          '1067',
          'Dresden',
          'Deutschland',
        ],
      ],
      targetsOf(TEMPLATE_HEADERS),
    );
    expect(recipients).toEqual([
      {
        title: '',
        firstName: 'Jürgen',
        lastName: 'Weiß',
        company: '',
        gender: 'male',
        addressForm: 'du',
        address: {
          line1: 'Königstr. 5',
          line2: '',
          postalCode: '01067',
          city: 'Dresden',
          country: 'DE',
        },
        variables: {},
        freeText: '',
      },
    ]);
  });

  it('joins a separate house number and splits "PLZ Ort"', () => {
    const targets = targetsOf(['Nachname', 'Straße', 'Hausnr.', 'PLZ/Ort']);
    expect(targets).toEqual([
      'lastName',
      'address.line1',
      'address.houseNumber',
      'address.postalCodeCity',
    ]);
    const cells = rowCells(['Meyer', 'Lindenweg', '12a', '80331 München'], targets);
    expect(cells).toEqual({
      lastName: 'Meyer',
      'address.line1': 'Lindenweg 12a',
      'address.postalCode': '80331',
      'address.city': 'München',
    });
  });

  it('ignores columns without target and fills declared variables', () => {
    const options: ImportOptions = {
      personalisation: 'variable_blocks',
      variableNames: ['Geschenk'],
    };
    const targets = targetsOf(['Nachname', 'E-Mail', 'geschenk'], options);
    const { recipients } = rowsToRecipients([['Meyer', 'm@example.org', 'Pralinen']], targets);
    expect(recipients[0]).toMatchObject({ lastName: 'Meyer', variables: { Geschenk: 'Pralinen' } });
    expect(JSON.stringify(recipients[0])).not.toContain('example.org');
  });

  it('leaves out the first row only when the customer chose to', () => {
    const example = [
      'Frau',
      'Dr.',
      'Anna',
      'Schmidt',
      '',
      'Sie',
      'Hauptstraße 1',
      '',
      '10115',
      'Berlin',
      'DE',
    ];
    const targets = targetsOf(TEMPLATE_HEADERS);
    const rows = [example, ['Herr', '', 'Tom', 'Meyer']];
    expect(firstRowExample(rows, targets)).toBe('exact');
    expect(rowsToRecipients(rows, targets)).toMatchObject({ skippedExampleRows: 0 });
    expect(rowsToRecipients(rows, targets).recipients).toHaveLength(2);
    const skipped = rowsToRecipients(rows, targets, true);
    expect(skipped.skippedExampleRows).toBe(1);
    expect(skipped.recipients.map((r) => r.lastName)).toEqual(['Meyer']);
  });

  it('calls a real Anna Schmidt only similar to the example row', () => {
    const targets = targetsOf(['Vorname', 'Nachname', 'Straße', 'PLZ', 'Ort']);
    const rows = [['Anna', 'Schmidt', 'Hauptstraße 1', '10115', 'Berlin']];
    expect(firstRowExample(rows, targets)).toBe('similar');
    expect(rowsToRecipients(rows, targets).recipients).toHaveLength(1);
  });

  it('gives rows the machines validate like hand-typed ones', () => {
    // A text that writes the salutation, so the gender is a required field.
    const texts = emptyDraft().texts;
    for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = '{{Anrede}}';
    const targets = targetsOf(TEMPLATE_HEADERS);
    const { recipients } = rowsToRecipients(
      [
        ['Frau', '', 'Änne', 'Öztürk', '', 'Sie', 'Übergasse 1', '', '50667', 'Köln', 'DE'],
        ['Herr', '', 'Tom', 'Meyer', '', 'Sie', 'Weg 2', '', '123', 'Köln', 'DE'],
        ['??', '', 'Alex', '', '', 'Du', '', '', '', '', ''],
      ],
      targets,
    );
    const validation = validateRecipients(
      recipients.map((input, i) => createRecipient(`r${i + 1}`, input)),
      recipientRules({ ...emptyDraft(), personalisation: 'salutation_address', texts }, 10_000),
    );
    expect(validation.invalidCount).toBe(2);
    expect(validation.issues.filter((i) => i.index === 1).map((i) => i.code)).toEqual([
      'postalCode',
    ]);
    expect(validation.issues.filter((i) => i.index === 2).map((i) => i.field)).toEqual(
      expect.arrayContaining(['lastName', 'gender', 'address.line1']),
    );
  });
});
