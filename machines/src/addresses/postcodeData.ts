import { townKey } from './townNames.ts';

// The German postcode table in the compact form the generated data module holds
// (dePostcodeData.ts, `npm run data:postcodes`): the town names once, sorted and joined by
// "|", and per postcode "01067" followed by the indexes of its towns in base 36, entries
// joined by ";" ("01067a3;01069a3;99998f2,k7"). About 45 kB gzip for 8,000 postcodes.

export interface PostcodeTable {
  /** The towns of a postcode ("99998" → Körner, Mühlhausen), or undefined: no such PLZ. */
  townsOf(postalCode: string): readonly string[] | undefined;
  /** The postcodes of a town by its `townKey` (Köln → 50667 … 51149). */
  codesOf(key: string): readonly string[];
  /** The town's name as the data writes it, by its `townKey`. */
  nameOf(key: string): string | undefined;
}

export function encodePostcodes(entries: readonly (readonly [string, readonly string[]])[]): {
  towns: string[];
  codes: string;
} {
  const towns = [...new Set(entries.flatMap(([, names]) => names))].sort((a, b) =>
    a.localeCompare(b, 'de'),
  );
  const index = new Map(towns.map((town, i) => [town, i.toString(36)]));
  const codes = [...entries]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, names]) => `${code}${names.map((name) => index.get(name)).join(',')}`)
    .join(';');
  return { towns, codes };
}

export function decodePostcodes(towns: string, codes: string): PostcodeTable {
  const names = towns.split('|');
  const byCode = new Map<string, string[]>();
  for (const entry of codes.split(';')) {
    const list = entry
      .slice(5)
      .split(',')
      .map((i) => names[parseInt(i, 36)])
      .filter((name): name is string => name !== undefined);
    byCode.set(entry.slice(0, 5), list);
  }
  // The index by town is needed only for a postcode that does not exist (its town's own
  // postcode as the fix): built on first use, which keeps the first check quick.
  let byTown: Map<string, { name: string; codes: string[] }> | null = null;
  const townIndex = () => {
    if (byTown) return byTown;
    byTown = new Map();
    for (const [code, list] of byCode)
      for (const name of list) {
        const key = townKey(name);
        let town = byTown.get(key);
        if (!town) byTown.set(key, (town = { name, codes: [] }));
        town.codes.push(code);
      }
    return byTown;
  };
  return {
    townsOf: (postalCode) => byCode.get(postalCode),
    codesOf: (key) => townIndex().get(key)?.codes ?? [],
    nameOf: (key) => townIndex().get(key)?.name,
  };
}
