import { useCallback, useMemo, useState } from 'react';
import type { Recipient } from '@federkiel/machines';
import {
  needsSalutation,
  suggestSalutations,
  type FirstNameDictionary,
  type SalutationSuggestion,
  type SalutationSuggestions,
} from '@federkiel/machines/configurator/salutationSuggestions';
import { loadFirstNameDictionary } from './firstNameDictionary.ts';

export type SuggestionStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface SalutationSuggestionState {
  status: SuggestionStatus;
  /** Suggestions and open cards for the current list (null unless ready). */
  result: SalutationSuggestions | null;
  /** Every suggestion by recipient id (for the table; `confidence` says whether to check). */
  byId: ReadonlyMap<string, SalutationSuggestion>;
  /** The sure suggestions: what "Alle Vorschläge übernehmen" applies. */
  sure: readonly SalutationSuggestion[];
  /** Cards without a salutation that need one. */
  missing: number;
  /** Loads the dictionary (first time only) and shows the suggestions. */
  start: () => void;
  stop: () => void;
}

const EMPTY = new Map<string, SalutationSuggestion>();
const NONE: readonly SalutationSuggestion[] = [];

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
    () => (result ? new Map(result.suggested.map((s) => [s.recipientId, s] as const)) : EMPTY),
    [result],
  );
  const sure = useMemo(
    () => (result ? result.suggested.filter((s) => s.confidence === 'sure') : NONE),
    [result],
  );
  return { status, result, byId, sure, missing, start, stop };
}
