import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  switzerland,
  type Country,
} from 'jsvat';

// Issue #29 item 5 and #39: the ids a business customer gives at checkout and in the account,
// checked for their form and their check digits — at the field (web) and again by the server,
// with this one module. No VIES look-up (the shop stays offline; EU reverse charge is out of
// scope), so a number with a right check digit may still not be issued to anyone.

/**
 * VAT id formats of the EU member states (VIES, without the check digits) and of
 * Switzerland (UID with MWST/TVA/IVA), keyed by the id's own prefix. Greece uses "EL".
 */
const VAT_ID_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  CH: /^CHE\d{9}(MWST|TVA|IVA)?$/,
};

/** How a VAT id is compared: upper case, without spaces, dots and dashes. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export type VatIdProblem = 'vatIdCountry' | 'vatIdFormat' | 'vatIdCheckDigit';

/**
 * The check-digit rules per prefix, from jsvat (MIT, the national algorithms as published:
 * Germany ISO 7064 MOD 11,10 per BZSt, and so on). Every EU state and Switzerland has one.
 */
const CHECK_DIGIT_RULES: Record<string, Country> = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  CY: cyprus,
  CZ: czechRepublic,
  DE: germany,
  DK: denmark,
  EE: estonia,
  EL: greece,
  ES: spain,
  FI: finland,
  FR: france,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LU: luxembourg,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  PL: poland,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
  SK: slovakiaRepublic,
  CH: switzerland,
};

/**
 * Why a VAT id cannot be right: an unknown country prefix, not the form of its country, or a
 * check digit that does not fit the other digits. An empty id is fine (it is optional).
 */
export function vatIdProblem(value: string | null | undefined): VatIdProblem | null {
  const id = normalizeVatId(value ?? '');
  if (id === '') return null;
  const prefix = id.slice(0, 2);
  const format = VAT_ID_FORMATS[prefix];
  if (!format) return 'vatIdCountry';
  if (!format.test(id)) return 'vatIdFormat';
  const rules = CHECK_DIGIT_RULES[prefix];
  if (rules && !checkVAT(id, [rules]).isValid) return 'vatIdCheckDigit';
  return null;
}

/** An example of the country's form, for the message ("z. B. DE123456789"). */
export function vatIdExample(value: string | null | undefined): string {
  const prefix = normalizeVatId(value ?? '').slice(0, 2);
  return VAT_ID_EXAMPLES[prefix] ?? 'DE123456789';
}

// Forms only: digits of no one's number (their check digits are not meant to fit).
const VAT_ID_EXAMPLES: Record<string, string> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  DE: 'DE123456789',
  DK: 'DK12345678',
  ES: 'ESX1234567X',
  FR: 'FR12123456789',
  IT: 'IT12345678901',
  LU: 'LU12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  CH: 'CHE123456789MWST',
};

/**
 * The Leitweg-ID of a German public-sector buyer (XRechnung BT-10, KoSIT):
 * coarse address (2–12 digits), optional fine address (up to 30 letters or digits),
 * two check digits, joined by dashes — e.g. 04011000-1234512345-06.
 */
const LEITWEG_ID = /^\d{2,12}(-[A-Z0-9]{1,30})?-\d{2}$/;

export function normalizeLeitwegId(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export type LeitwegIdProblem = 'leitwegId' | 'leitwegIdCheckDigit';

/**
 * ISO 7064 MOD 97-10 over coarse and fine address, as the KoSIT Leitweg-ID specification
 * computes its two check digits (like an IBAN's): letters count as 10 (A) … 35 (Z), and the
 * whole, check digits last, leaves 1 when divided by 97. `991-12345-73` is right, `-06` not.
 */
export function leitwegCheckDigitsValid(id: string): boolean {
  const digits = normalizeLeitwegId(id)
    .replaceAll('-', '')
    .replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** Why a Leitweg-ID cannot be right: its form, or its check digits. Empty is fine. */
export function leitwegIdProblem(value: string | null | undefined): LeitwegIdProblem | null {
  const id = normalizeLeitwegId(value ?? '');
  if (id === '') return null;
  if (!LEITWEG_ID.test(id)) return 'leitwegId';
  return leitwegCheckDigitsValid(id) ? null : 'leitwegIdCheckDigit';
}

export function leitwegIdValid(value: string | null | undefined): boolean {
  return leitwegIdProblem(value) === null;
}
