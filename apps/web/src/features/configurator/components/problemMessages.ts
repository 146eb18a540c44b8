import type { StepProblem } from '@federkiel/machines';
import type { Translate } from '../../../lib/i18n/useT.ts';

/** Problems about cards the pen cannot write: they end with what to do (du/Sie). */
const WITH_FIX: ReadonlySet<string> = new Set(['unsupportedCharacters', 'addressTooLong']);

/**
 * A step problem in the shop's words (locale `configurator:problems.<code>`, du/Sie), with
 * image slots and text variants named the way the page names them.
 */
export function problemMessage(t: Translate, problem: StepProblem): string {
  const params: Record<string, string | number> = { ...problem.params };
  if (typeof params.slot === 'string') params.slot = t(`slots.${params.slot}`);
  if (typeof params.variant === 'string') params.variant = t(`variants.${params.variant}`);
  if (WITH_FIX.has(problem.code)) {
    // Without a card count (an older answer) the plain text, which needs no plural.
    if (!params.count) delete params.count;
    params.cards ??= '';
    params.fix = t(`problems.${problem.code}Fix`);
  }
  return t(`problems.${problem.code}`, params);
}
