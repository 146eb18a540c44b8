import { useEffect, useState } from 'react';
import { loadDePostcodes } from '@federkiel/machines/addresses/dePostcodes';
import type { PostcodeTable } from '@federkiel/machines/addresses/postcodeData';

/**
 * The German postcode table (issue 42), fetched on demand — a chunk of its own, ≈ 90 kB
 * gzip — once `needed` (a German postcode has been typed); null until then. A failed
 * download is tried again when `needed` is true on a later render.
 */
export function usePostcodeTable(needed: boolean): PostcodeTable | null {
  const [table, setTable] = useState<PostcodeTable | null>(null);
  useEffect(() => {
    if (!needed || table) return;
    let live = true;
    loadDePostcodes().then(
      (loaded) => {
        if (live) setTable(loaded);
      },
      // Without the table only the shape of a postcode is checked (the forms' own rule).
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, table]);
  return table;
}
