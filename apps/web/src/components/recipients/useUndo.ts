import { useCallback, useState } from 'react';
import type { Recipient } from '@federkiel/machines';

/** The list before a delete or an import, to put back with one click. */
export interface UndoOffer {
  message: string;
  before: Recipient[];
  /** The list length the action left; any other change makes the offer stale. */
  lengthAfter: number;
}

export interface UndoState {
  offer: UndoOffer | null;
  /** A short message after undoing ("Rückgängig gemacht."). */
  notice: string | null;
  propose: (offer: UndoOffer) => void;
  /** A message without anything to undo. */
  notify: (notice: string) => void;
  /** Takes the offer if it still fits the list; null when stale. */
  take: (currentLength: number, notice: string) => UndoOffer | null;
  dismiss: () => void;
}

export function useUndo(): UndoState {
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const propose = useCallback((next: UndoOffer) => {
    setOffer(next);
    setNotice(null);
  }, []);
  const notify = useCallback((next: string) => {
    setOffer(null);
    setNotice(next);
  }, []);
  const dismiss = useCallback(() => {
    setOffer(null);
    setNotice(null);
  }, []);
  const take = useCallback(
    (currentLength: number, doneNotice: string) => {
      if (!offer || offer.lengthAfter !== currentLength) {
        setOffer(null);
        return null;
      }
      setOffer(null);
      setNotice(doneNotice);
      return offer;
    },
    [offer],
  );
  return { offer, notice, propose, notify, take, dismiss };
}
