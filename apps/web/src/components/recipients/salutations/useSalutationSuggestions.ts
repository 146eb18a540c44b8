import { useCallback, useMemo, useState } from 'react';
import type { Recipient } from '@federkiel/machines';
import {
  needsSalutation,
  suggestSalutations,
  type FirstNameDictionary,
  type SalutationSuggestions,
} from '@federkiel/machines/configurator/salutationSuggestions';
import { loadFirstNameDictionary } from './firstNameDictionary.ts';

export type SuggestionStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface SalutationSuggestionState {
  status: SuggestionStatus;
  /** Suggestions and open cards for the current list (null unless ready). */
  result: SalutationSuggestions | null;
  /** Suggested gender by recipient id (for the table). */
  byId: ReadonlyMap<string, 'female' | 'male'>;
  /** Cards without a salutation that need one. */
  missing: number;
  /** Loads the dictionary (first time only) and shows the suggestions. */
  start: () => void;
  stop: () => void;
}

const EMPTY = new Map<string, 'female' | 'male'>();

/**
 * Salutation suggestions from first names: off until asked for (the step turns them on after
 * an import with cards without salutation); the dictionary is loaded then, not before.
 */
export function useSalutationSuggestions(
  recipients: readonly Recipient[],
  load: () => Promise<FirstNameDictionary> = loadFirstNameDictionary,
): SalutationSuggestionState {
  const [status, setStatus] = useState<SuggestionStatus>('off');
  const [dictionary, setDictionary] = useState<FirstNameDictionary | null>(null);

  const start = useCallback(() => {
    setStatus('loading');
    load().then(
      (loaded) => {
        setDictionary(loaded);
        setStatus((current) => (current === 'loading' ? 'ready' : current));
      },
      () => setStatus((current) => (current === 'loading' ? 'failed' : current)),
    );
  }, [load]);
  const stop = useCallback(() => setStatus('off'), []);

  const missing = useMemo(() => recipients.filter(needsSalutation).length, [recipients]);
  const result = useMemo(
    () => (status === 'ready' && dictionary ? suggestSalutations(recipients, dictionary) : null),
    [status, dictionary, recipients],
  );
  const byId = useMemo(
    () =>
      result ? new Map(result.suggested.map((s) => [s.recipientId, s.gender] as const)) : EMPTY,
    [result],
  );
  return { status, result, byId, missing, start, stop };
}
