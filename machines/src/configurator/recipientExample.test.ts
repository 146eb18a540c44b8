import { describe, expect, it } from 'vitest';
import { RECIPIENT_COLUMNS, type ColumnField } from './recipientColumns.ts';
import { exampleRowMatch, templateExampleValue } from './recipientExample.ts';

type Cells = Partial<Record<ColumnField | `variables.${string}`, string>>;

const templateRow = (): Cells =>
  Object.fromEntries(
    RECIPIENT_COLUMNS.filter((c) => c.field !== 'freeText').map((c) => [c.field, c.example]),
  );

describe('the template example row on import', () => {
  it('recognises the untouched example row, with or without the Freitext column', () => {
    expect(exampleRowMatch(templateRow())).toBe('exact');
    expect(exampleRowMatch({ ...templateRow(), freeText: templateExampleValue('freeText') })).toBe(
      'exact',
    );
  });

  it('keeps a real Anna Schmidt whose other cells differ', () => {
    const anna: Cells = {
      firstName: 'Anna',
      lastName: 'Schmidt',
      'address.line1': 'Hauptstraße 1',
      'address.postalCode': '10115',
      'address.city': 'Berlin',
    };
    expect(exampleRowMatch(anna)).toBe('similar');
    expect(exampleRowMatch({ ...templateRow(), title: '' })).toBe('similar');
    expect(exampleRowMatch({ ...templateRow(), 'variables.Geschenk': 'Wein' })).toBe('similar');
  });

  it('counts text in columns nobody imports as a difference', () => {
    expect(exampleRowMatch(templateRow(), ['Kundin seit 2019'])).toBe('similar');
    expect(exampleRowMatch(templateRow(), ['', ' '])).toBe('exact');
  });

  it('leaves ordinary rows alone', () => {
    expect(exampleRowMatch({ ...templateRow(), lastName: 'Schmitt' })).toBeNull();
    expect(exampleRowMatch({ firstName: 'Anna', lastName: 'Schmidt' })).toBeNull();
  });
});
