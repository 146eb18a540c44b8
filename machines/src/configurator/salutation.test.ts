import { describe, expect, it } from 'vitest';
import { createRecipient, type RecipientInput } from './recipientSchema.ts';
import { salutationFor, standardSalutation, usesCustomSalutation } from './salutation.ts';
import { variableKey } from './variables.ts';

const person = (input: RecipientInput) => createRecipient('r1', input);

describe('standardSalutation', () => {
  it.each([
    // du
    [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'du' },
      'Liebe Anna,',
    ],
    [{ firstName: 'Tom', lastName: 'Meyer', gender: 'male', addressForm: 'du' }, 'Lieber Tom,'],
    [{ firstName: 'Alex', lastName: 'Kim', gender: 'neutral', addressForm: 'du' }, 'Hallo Alex,'],
    [{ firstName: 'Alex', lastName: 'Kim', gender: null, addressForm: 'du' }, 'Hallo Alex,'],
    [
      { firstName: '', lastName: 'Schmidt', gender: 'female', addressForm: 'du' },
      'Liebe Frau Schmidt,',
    ],
    [{ firstName: '', lastName: 'Meyer', gender: 'male', addressForm: 'du' }, 'Lieber Herr Meyer,'],
    [
      { firstName: '  Jürgen  ', lastName: 'Groß', gender: 'male', addressForm: 'du' },
      'Lieber Jürgen,',
    ],
    // Sie
    [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'sie' },
      'Sehr geehrte Frau Schmidt,',
    ],
    [
      { firstName: 'Tom', lastName: 'Meyer', gender: 'male', addressForm: 'sie' },
      'Sehr geehrter Herr Meyer,',
    ],
    [
      {
        title: 'Dr.',
        firstName: 'Anna',
        lastName: 'Schmidt',
        gender: 'female',
        addressForm: 'sie',
      },
      'Sehr geehrte Frau Dr. Schmidt,',
    ],
    [
      { title: 'Prof. Dr.', lastName: 'Meyer', gender: 'male', addressForm: 'sie' },
      'Sehr geehrter Herr Prof. Dr. Meyer,',
    ],
    [
      { firstName: 'Alex', lastName: 'Kim', gender: 'neutral', addressForm: 'sie' },
      'Guten Tag Alex Kim,',
    ],
    [
      { firstName: 'Alex', lastName: 'Kim', gender: null, addressForm: 'sie' },
      'Guten Tag Alex Kim,',
    ],
    [{ firstName: 'Anna', lastName: '', gender: 'female', addressForm: 'sie' }, 'Guten Tag Anna,'],
    [
      { lastName: 'von Hohenzollern', gender: 'male', addressForm: 'sie' },
      'Sehr geehrter Herr von Hohenzollern,',
    ],
    // ihr
    [
      { firstName: 'Anna', lastName: 'Weber', gender: 'female', addressForm: 'ihr' },
      'Liebe Familie Weber,',
    ],
    [
      { firstName: 'Anna und Tom', lastName: '', gender: null, addressForm: 'ihr' },
      'Liebe Anna und Tom,',
    ],
    [
      { firstName: '', lastName: '', gender: null, addressForm: 'ihr', company: '' },
      'Hallo ihr Lieben,',
    ],
    // company only
    [{ company: 'Muster GmbH', addressForm: 'sie' }, 'Sehr geehrte Damen und Herren,'],
    [{ company: 'Muster GmbH', addressForm: 'du' }, 'Hallo zusammen,'],
    [{ company: 'Muster GmbH', addressForm: 'ihr' }, 'Hallo ihr Lieben,'],
    [{ addressForm: 'sie' }, 'Sehr geehrte Damen und Herren,'],
  ] as [RecipientInput, string][])('%j → %s', (input, expected) => {
    expect(standardSalutation(person(input))).toBe(expected);
  });

  it('a company with a contact person addresses the person', () => {
    const contact = person({
      firstName: 'Tom',
      lastName: 'Meyer',
      company: 'Muster GmbH',
      gender: 'male',
      addressForm: 'sie',
    });
    expect(standardSalutation(contact)).toBe('Sehr geehrter Herr Meyer,');
  });
});

describe('custom salutation (masculine and feminine forms)', () => {
  const custom = {
    masculine: 'Hallo lieber {{Vorname}} {{Nachname}},',
    feminine: 'Hallo liebe {{ vorname }},',
  };

  it.each([
    [
      { firstName: 'Tom', lastName: 'Meyer', gender: 'male', addressForm: 'du' },
      'Hallo lieber Tom Meyer,',
    ],
    [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'sie' },
      'Hallo liebe Anna,',
    ],
    // Not for groups, neutral or company-only recipients: the standard rules stay.
    [
      { firstName: 'Anna', lastName: 'Weber', gender: 'female', addressForm: 'ihr' },
      'Liebe Familie Weber,',
    ],
    [
      { firstName: 'Alex', lastName: 'Kim', gender: 'neutral', addressForm: 'sie' },
      'Guten Tag Alex Kim,',
    ],
    [{ company: 'Muster GmbH', addressForm: 'sie' }, 'Sehr geehrte Damen und Herren,'],
  ] as [RecipientInput, string][])('%j → %s', (input, expected) => {
    expect(salutationFor(person(input), custom)).toBe(expected);
  });

  it('fills custom variables and falls back to the rules when the form is empty', () => {
    const tom = person({ firstName: 'Tom', lastName: 'Meyer', gender: 'male', addressForm: 'du' });
    const values = new Map([[variableKey('Spitzname'), 'Tommi']]);
    expect(
      salutationFor(tom, { masculine: 'Moin {{Spitzname}},', feminine: 'Moin,' }, values),
    ).toBe('Moin Tommi,');
    expect(salutationFor(tom, { masculine: '  ', feminine: 'Liebe,' })).toBe('Lieber Tom,');
    expect(salutationFor(tom, null)).toBe('Lieber Tom,');
  });

  it('says whom the custom forms apply to', () => {
    const custom2 = { masculine: 'a', feminine: 'b' };
    expect(
      usesCustomSalutation(person({ lastName: 'X', gender: 'male', addressForm: 'sie' }), custom2),
    ).toBe(true);
    expect(
      usesCustomSalutation(person({ lastName: 'X', gender: null, addressForm: 'sie' }), custom2),
    ).toBe(false);
    expect(
      usesCustomSalutation(person({ lastName: 'X', gender: 'male', addressForm: 'sie' }), null),
    ).toBe(false);
  });
});
