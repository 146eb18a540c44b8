// Issue #29 item 5: the ids a business customer gives at checkout, checked for their form
// only (no VIES look-up: the shop stays offline; EU reverse charge is out of scope).

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

export type VatIdProblem = 'vatIdCountry' | 'vatIdFormat';

/**
 * Why a VAT id cannot be right: an unknown country prefix, or not the form of its country.
 * An empty id is fine (it is optional).
 */
export function vatIdProblem(value: string | null | undefined): VatIdProblem | null {
  const id = normalizeVatId(value ?? '');
  if (id === '') return null;
  const format = VAT_ID_FORMATS[id.slice(0, 2)];
  if (!format) return 'vatIdCountry';
  return format.test(id) ? null : 'vatIdFormat';
}

/** An example of the country's form, for the message ("z. B. DE123456789"). */
export function vatIdExample(value: string | null | undefined): string {
  const prefix = normalizeVatId(value ?? '').slice(0, 2);
  return VAT_ID_EXAMPLES[prefix] ?? 'DE123456789';
}

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

export function leitwegIdValid(value: string | null | undefined): boolean {
  const id = normalizeLeitwegId(value ?? '');
  return id === '' || LEITWEG_ID.test(id);
}
