import {
  fitSettingsOf,
  type ConfigurationDraft,
  type FitCheckResult,
  type Recipient,
} from '@federkiel/machines';
import type { CanWrite } from '@federkiel/machines/configurator/similarLetters';
import {
  writingProblemsByRecipient,
  type CardWritingProblem,
} from '@federkiel/machines/configurator/writingCheck';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  unwritableLetters,
  type PenCardProblem,
} from '../../../components/recipients/summary/penProblems.ts';
import { runFitCheck } from '../api/runFitCheck.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';

// What the robot cannot write, card by card, while the customer edits (issue 26). The source
// of truth is the shared writing check (`checkFit` → `writingProblems`), the same the summary
// and the server run: the summary's result when it is for the draft as it is now, else the
// same check in the fit worker a moment after the last edit. Only the rows edited since that
// check get the instant local glyph scan (their letters); every card has one source, so
// nothing is counted twice.

/** Wait this long after the last edit before the whole list is checked again. */
export const WRITING_CHECK_DELAY_MS = 300;

interface Checked {
  problems: readonly CardWritingProblem[];
  /** The list as it was checked (edited rows are new objects). */
  recipients: readonly Recipient[];
}

function checkable(draft: ConfigurationDraft): boolean {
  return draft.font !== null && fitSettingsOf(draft) !== null && draft.recipients.length > 0;
}

export function useWritingProblems(canWrite: CanWrite | null): PenCardProblem[] {
  const queryClient = useQueryClient();
  const draft = useConfiguratorSelector((s) => s.context.draft);
  const revision = useConfiguratorSelector((s) => s.context.revision);
  const summaryFit = useConfiguratorSelector((s) =>
    s.context.checkedRevision === s.context.revision ? s.context.fit : null,
  );
  const current = summaryFit?.writingProblems ? summaryFit : null;

  const [settled, setSettled] = useState(revision);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(revision), WRITING_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision]);
  const latest = useRef(draft);
  latest.current = draft;
  // The revision restarts with every configurator; the id keeps two of them apart.
  const instance = useId();
  const live = useQuery({
    queryKey: ['configurator', 'writing-check', instance, settled],
    queryFn: async (): Promise<Checked> => {
      const checked = latest.current;
      const settings = fitSettingsOf(checked);
      if (!checked.font || !settings) return { problems: [], recipients: checked.recipients };
      const result: FitCheckResult = await runFitCheck(
        { font: checked.font, settings, recipients: checked.recipients },
        queryClient,
      );
      return { problems: result.writingProblems ?? [], recipients: checked.recipients };
    },
    enabled: current === null && checkable(draft),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  // The newest answer stays until the next one: after an edit the summary's result is no
  // longer current, and the live check has not answered yet.
  const last = useRef<Checked | null>(null);
  if (current && last.current?.problems !== current.writingProblems)
    last.current = { problems: current.writingProblems ?? [], recipients: draft.recipients };
  else if (!current && live.data && live.data !== last.current) last.current = live.data;
  const checked = !current && live.isError ? null : last.current;
  const envelope = draft.shipping.envelope !== 'blank';
  return useMemo(
    () => mergeProblems(draft.recipients, checked, canWrite, envelope),
    [draft.recipients, checked, canWrite, envelope],
  );
}

/**
 * The shared check's problems renumbered to the list as it is now; rows edited since the
 * check keep what only the shared check can judge (a line too long, the sender) and get the
 * local scan's letters. Without any result (first check running, or it failed) the local scan
 * covers every card.
 */
export function mergeProblems(
  recipients: readonly Recipient[],
  checked: Checked | null,
  canWrite: CanWrite | null,
  envelope: boolean,
): PenCardProblem[] {
  const scan = (recipient: Recipient, index: number) =>
    canWrite
      ? unwritableLetters([recipient], canWrite, { envelope }).map((problem) => ({
          ...problem,
          cardNumber: index + 1,
        }))
      : [];
  if (!checked) return recipients.flatMap(scan);
  const byRecipient = writingProblemsByRecipient(checked.problems);
  const before = new Map(checked.recipients.map((recipient) => [recipient.id, recipient]));
  return recipients.flatMap((recipient, index) => {
    const own = (byRecipient.get(recipient.id) ?? []).map((problem): CardWritingProblem => ({
      ...problem,
      index,
      cardNumber: index + 1,
    }));
    if (before.get(recipient.id) === recipient || !canWrite) return own;
    const judgedByCheck = own.filter((p) => p.kind === 'too_long' || p.field === 'sender');
    return [...judgedByCheck, ...scan(recipient, index)];
  });
}
