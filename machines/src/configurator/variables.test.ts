import { describe, expect, it } from 'vitest';
import {
  findVariables,
  insertVariable,
  isKnownVariable,
  substituteVariables,
  unknownVariables,
  variableKey,
} from './variables.ts';

const values = new Map([
  [variableKey('Vorname'), 'Anna'],
  [variableKey('Nachname'), 'Schmidt'],
  [variableKey('Firma'), ''],
  [variableKey('Geschenk'), 'ein Buch'],
]);

describe('variables', () => {
  it.each([
    ['Hallo {{Vorname}}!', 'Hallo Anna!', [], []],
    ['{{Vorname}} {{Nachname}}', 'Anna Schmidt', [], []],
    ['case and spaces: {{ vorname }} {{NACHNAME}}', 'case and spaces: Anna Schmidt', [], []],
    ['Für dich: {{Geschenk}}.', 'Für dich: ein Buch.', [], []],
    ['Grüße an {{Firma}}', 'Grüße an ', [], ['Firma']],
    ['Tippfehler {{Vornam}} bleibt', 'Tippfehler {{Vornam}} bleibt', ['Vornam'], []],
    ['kein Platzhalter', 'kein Platzhalter', [], []],
    ['{{Vorname}}, {{Vorname}}', 'Anna, Anna', [], []],
    ['{Vorname} und {{ Vor name }} sind keine', '{Vorname} und {{ Vor name }} sind keine', [], []],
  ])('%s', (text, expected, unknown, empty) => {
    expect(substituteVariables(text, values)).toEqual({ text: expected, unknown, empty });
  });

  it('finds each variable once, as first written', () => {
    expect(findVariables('{{Vorname}} {{vorname}} {{Firma}} {{Anrede}}')).toEqual([
      'Vorname',
      'Firma',
      'Anrede',
    ]);
  });

  it('reports names that are neither built in nor declared', () => {
    expect(unknownVariables('{{Anrede}} {{Geschenk}} {{Rabatt}} {{firma}}', ['geschenk'])).toEqual([
      'Rabatt',
    ]);
    expect(isKnownVariable('ANREDE', [])).toBe(true);
  });

  it('inserts a variable at the cursor', () => {
    expect(insertVariable('Hallo !', 6, 'Vorname')).toEqual({
      text: 'Hallo {{Vorname}}!',
      cursor: 17,
    });
    expect(insertVariable('x', 99, 'Firma')).toEqual({ text: 'x{{Firma}}', cursor: 10 });
  });
});
