// German postal codes → places, offline: the postcode check's table (issue 42, machines
// `addresses/`, OpenStreetMap data, ODbL), one chunk fetched the first time a German PLZ is
// complete, so the start bundle does not grow and checkout and postcode check share it.
import { loadDePostcodes } from '@federkiel/machines/addresses/dePostcodes';

/** A complete German postal code (five digits), as the table keys it. */
export function germanPostalCode(zip: string, country: string): string | null {
  const code = zip.trim();
  return country.toUpperCase() === 'DE' && /^\d{5}$/.test(code) ? code : null;
}

/** The places of a German postal code, the main one first; empty when unknown or offline. */
export async function citiesOf(zip: string, country: string): Promise<string[]> {
  const code = germanPostalCode(zip, country);
  if (!code) return [];
  try {
    // A failed chunk load does not stick: `loadDePostcodes` tries again on the next PLZ.
    return [...((await loadDePostcodes()).townsOf(code) ?? [])];
  } catch {
    return [];
  }
}
