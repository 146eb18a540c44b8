import { countryRule } from './countries.ts';
import type { Recipient } from './recipientSchema.ts';

// The one address block of the shop (issue 38): what the pen writes on the envelope, what the
// exports (TXT, CSV/XLSX, production sheet) and the dashboard show, in the order DIN 5008 and
// Deutsche Post („Richtig adressieren“) give for the address zone:
//
//   company                     (a company first: the letter goes to the company)
//   name, with academic title
//   c/o line                    („c/o …“, „bei …“, „z. Hd. …“: between name and street)
//   street and house number, or Postfach
//   further address line        (as the customer wrote it: building, floor)
//   postal code and city
//   COUNTRY                     (abroad only, in capitals, in German — the sending country's
//                                language; nothing for Germany)
//
// Empty parts are left out; nothing else is changed (the city stays as written).

/** The parts of a postal address, whatever record they come from. */
export interface PostalAddressParts {
  company?: string | null | undefined;
  /** The person, with academic title ("Dr. Anna Schmidt"). */
  name?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  postalCode?: string | null | undefined;
  city?: string | null | undefined;
  /** ISO 3166-1 alpha-2; empty or "DE" = Germany. */
  country?: string | null | undefined;
}

/** The sending country: addresses here need no country line. */
export const HOME_COUNTRY = 'DE';

// „c/o“ (care of), „℅“, „bei“, „z. Hd.“/„zu Händen“, „per Adresse“/„p. A.“ introduce the
// person or household the post hands the letter to. „bei“ only counts in the second line and
// only without a house number at its end („Bei den Mühren 5a“ is a street).
const CARE_OF = /^(c\s*\/\s*o\b|℅|c\.\s?o\.|z\.\s?hd\.?|zu\s+händen\b|per\s+adresse\b|p\.\s?a\.)/iu;
const BEI = /^bei\s/iu;
const ENDS_WITH_HOUSE_NUMBER = /\d+\s*[a-z]?$/iu;

/** Is this address line a c/o line (it belongs above the street)? */
export function isCareOfLine(line: string, { allowBei = true } = {}): boolean {
  const text = line.trim();
  if (CARE_OF.test(text)) return true;
  return allowBei && BEI.test(text) && !ENDS_WITH_HOUSE_NUMBER.test(text);
}

let germanRegionNames: Intl.DisplayNames | null | undefined;

/** A country's German name: the shop's list first, then the runtime's (ICU) names. */
function germanCountryName(code: string): string {
  const known = countryRule(code)?.name;
  if (known) return known;
  if (germanRegionNames === undefined) {
    try {
      germanRegionNames = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'none' });
    } catch {
      germanRegionNames = null;
    }
  }
  try {
    return germanRegionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The last line of an address abroad („ÖSTERREICH“), or '' for Germany. */
export function countryLine(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  if (!code || code === HOME_COUNTRY) return '';
  const name = /^[A-Z]{2}$/.test(code) ? germanCountryName(code) : (country ?? '').trim();
  return name.toLocaleUpperCase('de');
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The address block, line by line (see the file comment for the order). */
export function postalAddressBlock(parts: PostalAddressParts): string[] {
  let street = clean(parts.line1);
  let extra = clean(parts.line2);
  let careOf = '';
  if (extra && isCareOfLine(extra)) {
    careOf = extra;
    extra = '';
  } else if (street && extra && isCareOfLine(street, { allowBei: false })) {
    // The c/o typed into the first line, the street into the second.
    careOf = street;
    street = extra;
    extra = '';
  }
  return [
    clean(parts.company),
    clean(parts.name),
    careOf,
    street,
    extra,
    [clean(parts.postalCode), clean(parts.city)].filter(Boolean).join(' '),
    countryLine(parts.country),
  ].filter(Boolean);
}

/** The name line: academic title, first and last name. */
export function recipientName(recipient: Pick<Recipient, 'title' | 'firstName' | 'lastName'>) {
  return [recipient.title, recipient.firstName, recipient.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** A card recipient's address block: what the pen writes on the envelope. */
export function recipientAddressBlock(recipient: Recipient): string[] {
  const { line1, line2, postalCode, city, country } = recipient.address;
  return postalAddressBlock({
    company: recipient.company,
    name: recipientName(recipient),
    line1,
    line2,
    postalCode,
    city,
    country,
  });
}

/** A store address (an order's billing or delivery address) as the same block. */
export function storeAddressBlock(address: {
  name?: string | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  company?: string | null | undefined;
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  zip?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
}): string[] {
  const name =
    clean(address.name) ||
    [clean(address.first_name), clean(address.last_name)].filter(Boolean).join(' ');
  return postalAddressBlock({
    company: address.company,
    name,
    line1: address.address1,
    line2: address.address2,
    postalCode: address.zip,
    city: address.city,
    country: address.country,
  });
}

/**
 * A dashboard card's block (`OrderCard`): its `address_lines` are the whole block; cards
 * whose lines start below the name (older answers) get company and name put in front.
 */
export function orderCardAddressBlock(card: {
  name: string;
  company: string;
  address_lines: readonly string[];
}): string[] {
  const lines: string[] = [];
  for (const line of [card.company, card.name, ...card.address_lines]) {
    const value = line.trim();
    if (value && !lines.includes(value)) lines.push(value);
  }
  return lines;
}
