import { useCallback, useMemo, useState } from 'react';
import type { Recipient } from '@federkiel/machines';

export interface RecipientSelection {
  /** Selected ids that are still in the list. */
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  toggleAll: () => void;
  clear: () => void;
}

/** Checkbox selection of table rows; ids of removed rows drop out by themselves. */
export function useRecipientSelection(recipients: readonly Recipient[]): RecipientSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => {
    if (chosen.size === 0) return chosen;
    const present = new Set<string>();
    for (const recipient of recipients) if (chosen.has(recipient.id)) present.add(recipient.id);
    return present.size === chosen.size ? chosen : present;
  }, [chosen, recipients]);

  const toggle = useCallback((id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => {
    setChosen(
      selected.size === recipients.length ? new Set() : new Set(recipients.map((r) => r.id)),
    );
  }, [selected, recipients]);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selected, toggle, toggleAll, clear };
}
