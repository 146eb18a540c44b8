// Countries we ship to, with their postal code format (spec §5: "invalid postal code format
// for the country"). Other ISO codes are accepted with a loose format check, because a
// handwritten card can go anywhere the post goes.

export interface CountryRule {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  postalCode: RegExp;
  /** Shown in the message: "z. B. 10115". */
  example: string;
}

export const COUNTRIES: readonly CountryRule[] = [
  { code: 'DE', name: 'Deutschland', postalCode: /^\d{5}$/, example: '10115' },
  { code: 'AT', name: 'Österreich', postalCode: /^\d{4}$/, example: '1010' },
  { code: 'CH', name: 'Schweiz', postalCode: /^\d{4}$/, example: '8001' },
  { code: 'LI', name: 'Liechtenstein', postalCode: /^\d{4}$/, example: '9490' },
  { code: 'NL', name: 'Niederlande', postalCode: /^\d{4} ?[A-Z]{2}$/i, example: '1234 AB' },
  { code: 'BE', name: 'Belgien', postalCode: /^\d{4}$/, example: '1000' },
  { code: 'LU', name: 'Luxemburg', postalCode: /^(L-)?\d{4}$/i, example: '1111' },
  { code: 'FR', name: 'Frankreich', postalCode: /^\d{5}$/, example: '75001' },
  { code: 'DK', name: 'Dänemark', postalCode: /^\d{4}$/, example: '1050' },
  { code: 'IT', name: 'Italien', postalCode: /^\d{5}$/, example: '00118' },
  { code: 'ES', name: 'Spanien', postalCode: /^\d{5}$/, example: '28001' },
  { code: 'PL', name: 'Polen', postalCode: /^\d{2}-\d{3}$/, example: '00-950' },
  { code: 'CZ', name: 'Tschechien', postalCode: /^\d{3} ?\d{2}$/, example: '110 00' },
  { code: 'SE', name: 'Schweden', postalCode: /^\d{3} ?\d{2}$/, example: '111 22' },
  { code: 'NO', name: 'Norwegen', postalCode: /^\d{4}$/, example: '0150' },
  { code: 'FI', name: 'Finnland', postalCode: /^\d{5}$/, example: '00100' },
  { code: 'PT', name: 'Portugal', postalCode: /^\d{4}-\d{3}$/, example: '1000-001' },
  {
    code: 'GB',
    name: 'Vereinigtes Königreich',
    postalCode: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i,
    example: 'SW1A 1AA',
  },
  { code: 'US', name: 'Vereinigte Staaten', postalCode: /^\d{5}(-\d{4})?$/, example: '10001' },
];

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;
const ISO_CODE = /^[A-Z]{2}$/;

export function countryRule(code: string): CountryRule | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** A syntactically valid ISO country code (known or not). */
export function isCountryCode(code: string): boolean {
  return ISO_CODE.test(code);
}

/** Spec §5: the postal code fits the country's format (loosely for countries not listed). */
export function isValidPostalCode(postalCode: string, country: string): boolean {
  const pattern = countryRule(country)?.postalCode ?? ANY_POSTAL_CODE;
  return pattern.test(postalCode.trim());
}

/** Tidies an imported postal code: upper case, the usual space (NL, GB), a lost leading 0. */
export function normalizePostalCode(postalCode: string, country: string): string {
  let code = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  const upper = country.toUpperCase();
  // Spreadsheets store "01067" (Dresden) as the number 1067.
  if (
    (upper === 'DE' || upper === 'FR' || upper === 'IT' || upper === 'ES') &&
    /^\d{4}$/.test(code)
  )
    code = `0${code}`;
  if (upper === 'NL') code = code.replace(/^(\d{4}) ?([A-Z]{2})$/, '$1 $2');
  if (upper === 'GB') code = code.replace(/^(\S+?) ?(\d[A-Z]{2})$/, '$1 $2');
  return code;
}

const COUNTRY_ALIASES: Record<string, string> = {
  d: 'DE',
  deutschland: 'DE',
  germany: 'DE',
  österreich: 'AT',
  oesterreich: 'AT',
  austria: 'AT',
  schweiz: 'CH',
  switzerland: 'CH',
  niederlande: 'NL',
  holland: 'NL',
  netherlands: 'NL',
  frankreich: 'FR',
  france: 'FR',
  belgien: 'BE',
  belgium: 'BE',
  luxemburg: 'LU',
  luxembourg: 'LU',
  dänemark: 'DK',
  denmark: 'DK',
  italien: 'IT',
  italy: 'IT',
  spanien: 'ES',
  spain: 'ES',
  polen: 'PL',
  poland: 'PL',
  england: 'GB',
  uk: 'GB',
  großbritannien: 'GB',
  'united kingdom': 'GB',
  usa: 'US',
  'united states': 'US',
};

/** Reads a country as people type it ("Deutschland", "de", "Germany") → ISO code, or null. */
export function parseCountry(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const alias = COUNTRY_ALIASES[value.toLocaleLowerCase('de')];
  if (alias) return alias;
  const byName = COUNTRIES.find(
    (c) => c.name.toLocaleLowerCase('de') === value.toLocaleLowerCase('de'),
  );
  if (byName) return byName.code;
  return isCountryCode(value.toUpperCase()) ? value.toUpperCase() : null;
}
