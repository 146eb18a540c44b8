import type { StepProblem } from '@federkiel/machines';
import type { Translate } from '../../../lib/i18n/useT.ts';

/**
 * A step problem in the shop's words (locale `configurator:problems.<code>`, du/Sie), with
 * image slots and text variants named the way the page names them.
 */
export function problemMessage(t: Translate, problem: StepProblem): string {
  const params: Record<string, string | number> = { ...problem.params };
  if (typeof params.slot === 'string') params.slot = t(`slots.${params.slot}`);
  if (typeof params.variant === 'string') params.variant = t(`variants.${params.variant}`);
  return t(`problems.${problem.code}`, params);
}
