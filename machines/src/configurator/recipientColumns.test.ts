import { describe, expect, it } from 'vitest';
import {
  matchColumn,
  parseAddressForm,
  parseGender,
  recipientFromRow,
  templateHeaders,
} from './recipientColumns.ts';

describe('spreadsheet columns', () => {
  it.each([
    ['Vorname', 'firstName'],
    ['first_name', 'firstName'],
    [' NACHNAME ', 'lastName'],
    ['Name', 'lastName'],
    ['Straße', 'address.line1'],
    ['Strasse', 'address.line1'],
    ['Postleitzahl', 'address.postalCode'],
    ['PLZ', 'address.postalCode'],
    ['Anrede', 'gender'],
    ['Du/Sie', 'addressForm'],
    ['geschenk', 'variables.Geschenk'],
    ['Lieblingsfarbe', null],
    ['', null],
  ])('header %j → %s', (header, field) => {
    expect(matchColumn(header, ['Geschenk'])).toBe(field);
  });

  it.each([
    ['Frau', 'female'],
    ['Fr.', 'female'],
    ['weiblich', 'female'],
    ['Herr', 'male'],
    ['m', 'male'],
    ['divers', 'neutral'],
    ['', null],
    ['Familie', null],
  ])('Anrede %j → %s', (text, gender) => {
    expect(parseGender(text)).toBe(gender);
  });

  it.each([
    ['Du', 'du'],
    ['SIE', 'sie'],
    ['ihr', 'ihr'],
    ['formell', 'sie'],
    ['?', null],
  ])('Ansprache %j → %s', (text, form) => {
    expect(parseAddressForm(text)).toBe(form);
  });

  it('turns a row into recipient input, tidying what spreadsheets break', () => {
    expect(
      recipientFromRow({
        gender: 'Herr',
        firstName: ' Jürgen ',
        lastName: 'Groß',
        'address.line1': 'Königsallee 1',
        'address.postalCode': '1067',
        'address.city': 'Dresden',
        'address.country': 'Deutschland',
        'variables.Geschenk': 'Wein',
      }),
    ).toEqual({
      title: '',
      firstName: 'Jürgen',
      lastName: 'Groß',
      company: '',
      gender: 'male',
      addressForm: 'sie',
      address: {
        line1: 'Königsallee 1',
        line2: '',
        postalCode: '01067',
        city: 'Dresden',
        country: 'DE',
      },
      variables: { Geschenk: 'Wein' },
      freeText: '',
    });
    expect(recipientFromRow({ gender: 'Familie', lastName: 'Weber' })).toMatchObject({
      gender: null,
      addressForm: 'ihr',
    });
  });

  it('lists the template headers for the order', () => {
    expect(templateHeaders('salutation_address')).not.toContain('Freitext');
    expect(templateHeaders('free_text')).toContain('Freitext');
    expect(templateHeaders('variable_blocks', ['Geschenk']).at(-1)).toBe('Geschenk');
  });
});
