import { stepReachable } from './machineContext.ts';
import type { ConfiguratorContext } from './machineTypes.ts';
import { stepProblemMessage } from './stepMessages.ts';
import type { StepProblem } from './stepProblems.ts';
import { STEPS, type StepId } from './vocabulary.ts';

// Narrow reads of a configurator snapshot for the UI (`useSelector(actor, selectX)`). They
// take the parts of a snapshot they need, so they work on `actor.getSnapshot()` as it is.

interface SnapshotLike {
  context: ConfiguratorContext;
  hasTag(tag: string): boolean;
}

/** The step on screen, or null while saving / after adding to the cart. */
export function selectStep(snapshot: SnapshotLike): StepId | null {
  return STEPS.find((step) => snapshot.hasTag(`step:${step}`)) ?? null;
}

/** Why the current (or given) step cannot be left forward; empty when it can. */
export function selectStepProblems(snapshot: SnapshotLike, step?: StepId): StepProblem[] {
  const which = step ?? selectStep(snapshot);
  return which ? snapshot.context.problems[which] : [];
}

/** The same as German sentences. */
export function selectStepMessages(snapshot: SnapshotLike, step?: StepId): string[] {
  return selectStepProblems(snapshot, step).map(stepProblemMessage);
}

export type StepStatus = 'current' | 'finished' | 'reachable' | 'locked';

/**
 * For the step indicator: `current`; `finished` (done and reachable: a link); `reachable`
 * (the next step, open because every step before it is done); `locked`.
 */
export function selectStepStatuses(snapshot: SnapshotLike): Record<StepId, StepStatus> {
  const current = selectStep(snapshot);
  const { context } = snapshot;
  const view = { ...context, step: current ?? context.step };
  return Object.fromEntries(
    STEPS.map((step) => {
      if (step === current) return [step, 'current'];
      if (!current || !stepReachable(view, step)) return [step, 'locked'];
      return [step, context.finishedSteps.includes(step) ? 'finished' : 'reachable'];
    }),
  ) as Record<StepId, StepStatus>;
}
