import { countryRule, isValidPostalCode } from '../configurator/countries.ts';
import type { PostcodeTable } from './postcodeData.ts';
import { sameTown, townDistance, townKey } from './townNames.ts';

// Does the post deliver to this address (issue 42)? The postcode's shape for every country
// the shop knows, and for Germany the postcode against its town from the OpenStreetMap data
// (dePostcodeData.ts). Pure: the browser passes the table once it has loaded it on demand,
// the server loads it at start. A town the data lists under several postcodes, or a postcode
// with several towns (Ortsteile, merged municipalities), passes with any of them.

export type AddressField = 'address.postalCode' | 'address.city';

export type AddressProblemCode =
  /** The postcode does not have the country's shape („Eine PLZ in Österreich hat 4 Ziffern“). */
  | 'postalCodeFormat'
  /** No such German postcode. */
  | 'postalCodeUnknown'
  /** The postcode exists but belongs to other towns. */
  | 'townMismatch';

export interface AddressSuggestion {
  field: AddressField;
  value: string;
}

export interface AddressProblem {
  field: AddressField;
  code: AddressProblemCode;
  postalCode: string;
  city: string;
  country: string;
  /** townMismatch: the towns of the postcode as the data writes them. */
  towns?: string[];
  /** The one-click fix, when there is exactly one likely answer. */
  suggestion?: AddressSuggestion;
}

export interface CheckedAddress {
  postalCode: string;
  city: string;
  country: string;
}

/** „in Österreich“, „in der Schweiz“: where the rule of a format message applies. */
const IN_COUNTRY: Record<string, string> = {
  DE: 'in Deutschland',
  AT: 'in Österreich',
  CH: 'in der Schweiz',
  LI: 'in Liechtenstein',
  NL: 'in den Niederlanden',
  BE: 'in Belgien',
  LU: 'in Luxemburg',
  FR: 'in Frankreich',
  DK: 'in Dänemark',
  IT: 'in Italien',
  ES: 'in Spanien',
  PL: 'in Polen',
  CZ: 'in Tschechien',
  SE: 'in Schweden',
  NO: 'in Norwegen',
  FI: 'in Finnland',
  PT: 'in Portugal',
  GB: 'im Vereinigten Königreich',
  US: 'in den USA',
};

/** „hat 4 Ziffern“ / „hat die Form 1234 AB“ (from the country's example). */
export function postalCodeShape(country: string): { where: string; shape: string } | null {
  const rule = countryRule(country);
  if (!rule) return null;
  const where = IN_COUNTRY[rule.code] ?? `in ${rule.name}`;
  const digits = /^\d+$/.test(rule.example);
  return {
    where,
    shape: digits ? `hat ${rule.example.length} Ziffern` : `hat die Form ${rule.example}`,
  };
}

/** The problems of one address; empty postcode or town are the required check's business. */
export function checkAddress(
  address: CheckedAddress,
  table: PostcodeTable | null,
  { format = true }: { format?: boolean } = {},
): AddressProblem[] {
  const postalCode = address.postalCode.trim();
  const city = address.city.trim();
  const country = address.country.trim().toUpperCase();
  if (!postalCode) return [];
  const base = { postalCode, city, country };
  if (!isValidPostalCode(postalCode, country))
    return format ? [{ ...base, field: 'address.postalCode', code: 'postalCodeFormat' }] : [];
  if (country !== 'DE' || !table || !city) return [];

  const towns = table.townsOf(postalCode);
  if (!towns) {
    // The town's only postcode is the likely fix; a town with many leaves the choice open.
    const codes = table.codesOf(townKey(city));
    const only = codes.length === 1 ? codes[0] : undefined;
    return [
      {
        ...base,
        field: 'address.postalCode',
        code: 'postalCodeUnknown',
        ...(only ? { suggestion: { field: 'address.postalCode', value: only } } : {}),
      },
    ];
  }
  if (towns.some((town) => sameTown(city, town))) return [];
  const closest = towns
    .map((town) => ({ town, distance: townDistance(city, town) }))
    .sort((a, b) => a.distance - b.distance)[0]?.town;
  return [
    {
      ...base,
      field: 'address.city',
      code: 'townMismatch',
      towns: [...towns],
      ...(closest ? { suggestion: { field: 'address.city', value: closest } } : {}),
    },
  ];
}

/** „PLZ 50667 gehört zu Köln – meintest du Köln?“ (the shop's „du“; the web has the Sie form). */
export function addressProblemMessage(problem: AddressProblem): string {
  switch (problem.code) {
    case 'postalCodeFormat': {
      const rule = postalCodeShape(problem.country);
      return rule
        ? `Eine PLZ ${rule.where} ${rule.shape}.`
        : 'Diese PLZ hat nicht die Form einer Postleitzahl.';
    }
    case 'postalCodeUnknown':
      return problem.suggestion
        ? `Diese PLZ gibt es nicht – ${problem.city} hat die PLZ ${problem.suggestion.value}.`
        : 'Diese PLZ gibt es nicht.';
    case 'townMismatch': {
      const towns = (problem.towns ?? []).join(', ');
      return problem.suggestion
        ? `PLZ ${problem.postalCode} gehört zu ${towns} – meintest du ${problem.suggestion.value}?`
        : `PLZ ${problem.postalCode} gehört zu ${towns}.`;
    }
  }
}
