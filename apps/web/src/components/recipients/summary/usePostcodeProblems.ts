import { useEffect, useMemo, useState } from 'react';
import type { Recipient } from '@federkiel/machines';
import { loadDePostcodes } from '@federkiel/machines/addresses/dePostcodes';
import type { PostcodeTable } from '@federkiel/machines/addresses/postcodeData';
import {
  checkRecipientAddresses,
  type RecipientAddressProblem,
} from '@federkiel/machines/addresses/recipientAddresses';

const NONE: readonly RecipientAddressProblem[] = [];

/**
 * The postcode check of the recipient step (issue 42): the German postcode table is fetched
 * on demand (its own chunk, ≈ 90 kB gzip) once a card has a German postcode, then every
 * change of the list is checked again (10,000 cards in a few milliseconds).
 */
export function usePostcodeProblems(
  recipients: readonly Recipient[],
): readonly RecipientAddressProblem[] {
  const [table, setTable] = useState<PostcodeTable | null>(null);
  const needed = useMemo(
    () => recipients.some((r) => r.address.country === 'DE' && r.address.postalCode.trim()),
    [recipients],
  );
  useEffect(() => {
    if (!needed || table) return;
    let live = true;
    // Without the table only the shape of postcodes is checked (the validation does that);
    // a failed download is tried again on the next change of the list.
    loadDePostcodes().then(
      (loaded) => {
        if (live) setTable(loaded);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, table, recipients]);
  return useMemo(
    () => (table ? checkRecipientAddresses(recipients, table) : NONE),
    [recipients, table],
  );
}
