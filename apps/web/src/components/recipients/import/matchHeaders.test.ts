import { describe, expect, it } from 'vitest';
import { templateHeaders } from '@federkiel/machines';
import { headerScore, matchHeader, matchHeaders, normalizeHeader } from './matchHeaders.ts';
import type { ImportOptions } from './importTypes.ts';

const BASIC: ImportOptions = { personalisation: 'salutation_address', variableNames: [] };

describe('normalizeHeader', () => {
  it.each([
    ['Straße und Hausnummer', 'strasseundhausnummer'],
    ['  STRASSE ', 'strasse'],
    ['Post-Leitzahl', 'postleitzahl'],
    ['first_name', 'firstname'],
    ['Ländercode', 'laendercode'],
    ['Prénom', 'prenom'],
  ])('%s → %s', (header, key) => {
    expect(normalizeHeader(header)).toBe(key);
  });
});

describe('matchHeader', () => {
  it.each([
    ['PLZ', 'address.postalCode'],
    ['Postleitzahl', 'address.postalCode'],
    ['zip', 'address.postalCode'],
    ['ZIP Code', 'address.postalCode'],
    ['Strasse', 'address.line1'],
    ['STRASSE UND HAUSNUMMER', 'address.line1'],
    ['Hausnummer', 'address.houseNumber'],
    ['PLZ/Ort', 'address.postalCodeCity'],
    ['Vorname', 'firstName'],
    ['First Name', 'firstName'],
    ['last_name', 'lastName'],
    ['Familienname', 'lastName'],
    ['Anrede', 'gender'],
    ['Geschlecht', 'gender'],
    ['Du/Sie', 'addressForm'],
    ['Ansprache', 'addressForm'],
    ['Unternehmen', 'company'],
    ['Land', 'address.country'],
    ['Country', 'address.country'],
    ['Ort', 'address.city'],
    ['Stadt', 'address.city'],
    ['Titel', 'title'],
  ])('%s → %s', (header, field) => {
    expect(matchHeader(header, BASIC)).toBe(field);
  });

  it('leaves unknown headers to the customer', () => {
    expect(matchHeader('E-Mail', BASIC)).toBeNull();
    expect(matchHeader('Kundennummer', BASIC)).toBeNull();
    expect(matchHeader('', BASIC)).toBeNull();
  });

  it('offers free text only with the free-text personalisation', () => {
    expect(matchHeader('Freitext', BASIC)).toBeNull();
    expect(matchHeader('Freitext', { personalisation: 'free_text', variableNames: [] })).toBe(
      'freeText',
    );
  });

  it('matches declared variables (case and umlauts ignored), before aliases', () => {
    const options: ImportOptions = {
      personalisation: 'variable_blocks',
      variableNames: ['Geschenk', 'Text'],
    };
    expect(matchHeader('geschenk', options)).toBe('variables.Geschenk');
    expect(matchHeader('TEXT', options)).toBe('variables.Text');
    expect(matchHeader('Geschenk', BASIC)).toBeNull();
  });
});

describe('matchHeaders', () => {
  it('recognises every column of our own template', () => {
    const headers = templateHeaders('variable_blocks', ['Geschenk']);
    const matches = matchHeaders(headers, {
      personalisation: 'variable_blocks',
      variableNames: ['Geschenk'],
    });
    expect(matches.every((m) => m.field !== null)).toBe(true);
    expect(matches.at(-1)?.field).toBe('variables.Geschenk');
  });

  it('marks unknown headers and gives a field to its first column only', () => {
    const matches = matchHeaders(['Name', 'E-Mail', 'Nachname', 'PLZ'], BASIC);
    expect(matches).toEqual([
      { index: 0, header: 'Name', field: 'lastName', recognised: true },
      { index: 1, header: 'E-Mail', field: null, recognised: false },
      { index: 2, header: 'Nachname', field: null, recognised: true },
      { index: 3, header: 'PLZ', field: 'address.postalCode', recognised: true },
    ]);
  });

  it('scores header rows above data rows', () => {
    expect(headerScore(['Vorname', 'Nachname', 'PLZ', 'Notiz'], BASIC)).toBe(3);
    expect(headerScore(['Anna', 'Schmidt', '10115', 'Berlin'], BASIC)).toBe(0);
  });
});
