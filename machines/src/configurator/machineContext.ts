import { applyEdit, type EditEvent } from './edits.ts';
import type { FitCheckResult } from './fitCheck.ts';
import {
  type EditorState,
  editorStateFrom,
  emptyEditorState,
  parseSavedProgress,
  type SavedProgress,
} from './progress.ts';
import type { ConfiguratorContext, ConfiguratorEvent, ConfiguratorInput } from './machineTypes.ts';
import {
  type FitState,
  type RuleSettings,
  type StepProblems,
  stepProblems,
} from './stepProblems.ts';
import { copyVariant, startVariantFresh } from './variants.ts';
import { DEFAULT_MAX_CARDS, STEPS, type StepId } from './vocabulary.ts';

// The configurator machine's context: how it is built and how each transition changes it.
// Pure functions, so the machine's actions are one-liners and these are tested directly.

export function fitStateOf(
  context: Pick<ConfiguratorContext, 'revision' | 'checkedRevision' | 'fit' | 'fitFailed'>,
): FitState {
  if (context.checkedRevision !== context.revision) return { status: 'pending' };
  if (context.fitFailed || !context.fit) return { status: 'failed' };
  return { status: 'done', result: context.fit };
}

/** Recomputes the derived parts (problems, recipient validation) after a change. */
export function derive(context: ConfiguratorContext): ConfiguratorContext {
  const { problems, recipients } = stepProblems(
    context.draft,
    context.settings,
    fitStateOf(context),
  );
  return { ...context, problems, recipientValidation: recipients };
}

/** Applies an edit and bumps the revision (which makes the summary check again). */
export function withEdit(context: ConfiguratorContext, event: EditEvent): ConfiguratorContext {
  const editor = applyEdit(context, event);
  return derive({ ...context, ...editor, revision: context.revision + 1 });
}

export function withEditor(context: ConfiguratorContext, editor: EditorState): ConfiguratorContext {
  return derive({ ...context, ...editor, revision: context.revision + 1 });
}

/** May the customer go to `target` now? Back always; forward over finished, valid steps. */
export function stepReachable(
  context: Pick<ConfiguratorContext, 'step' | 'finishedSteps' | 'problems'>,
  target: StepId,
): boolean {
  if (target === context.step) return false;
  const before = STEPS.slice(0, STEPS.indexOf(target));
  if (STEPS.indexOf(target) < STEPS.indexOf(context.step)) return true;
  return before.every(
    (step) =>
      (context.finishedSteps.includes(step) || step === context.step) &&
      context.problems[step].length === 0,
  );
}

/** The steps before `target` count as finished once the customer has moved past them. */
export function finishStepsBefore(finished: readonly StepId[], target: StepId): StepId[] {
  const before = STEPS.slice(0, STEPS.indexOf(target));
  return STEPS.filter((step) => finished.includes(step) || before.includes(step));
}

/** Where restored progress resumes: the saved step, or the first step before it that is not done. */
export function resumeStep(
  saved: StepId,
  finished: readonly StepId[],
  problems: StepProblems,
): StepId {
  for (const step of STEPS.slice(0, STEPS.indexOf(saved)))
    if (!finished.includes(step) || problems[step].length > 0) return step;
  return saved;
}

function highestRecipientNumber(editor: EditorState): number {
  return editor.draft.recipients.reduce((max, r) => {
    const n = /^r(\d+)$/.exec(r.id);
    return n ? Math.max(max, Number(n[1])) : max;
  }, 0);
}

/** The context for saved progress (or a new order when `saved` is null). */
export function contextFor(
  settings: RuleSettings,
  saved: SavedProgress | null,
  start?: ConfiguratorInput['start'],
): ConfiguratorContext {
  let editor = saved
    ? editorStateFrom(saved, settings.today, settings.leadWorkingDays)
    : emptyEditorState(settings.today, settings.leadWorkingDays);
  editor = {
    ...editor,
    nextRecipientNumber: Math.max(editor.nextRecipientNumber, highestRecipientNumber(editor) + 1),
  };
  if (start?.template)
    editor = applyEdit(editor, { type: 'CHOOSE_TEMPLATE', template: start.template });
  else if (start?.canvas)
    editor = applyEdit(editor, { type: 'CHOOSE_CANVAS', canvas: start.canvas });
  const base = derive({
    ...editor,
    settings,
    step: 'path',
    finishedSteps: saved?.finishedSteps ?? [],
    problems: { path: [], content: [], data: [], summary: [] },
    recipientValidation: { valid: true, issues: [], invalidCount: 0, listIssues: [] },
    variantOffer: null,
    revision: 0,
    checkingRevision: -1,
    checkedRevision: -1,
    fit: null,
    fitFailed: false,
    quote: null,
    quoteFailed: false,
    saveFailed: false,
    pendingReplacement: null,
    configurationId: null,
  });
  const step = saved ? resumeStep(saved.step, base.finishedSteps, base.problems) : 'path';
  return { ...base, step };
}

export function initialContext(input: ConfiguratorInput): ConfiguratorContext {
  const settings: RuleSettings = {
    today: input.today,
    maxCards: input.maxCards ?? DEFAULT_MAX_CARDS,
    leadWorkingDays: input.leadWorkingDays ?? 1,
  };
  return contextFor(settings, parseSavedProgress(input.saved ?? null), input.start);
}

/** Answers the open variant offer by copying the previous variant, or by starting fresh. */
export function answerVariantOffer(
  context: ConfiguratorContext,
  copy: boolean,
): ConfiguratorContext {
  const offer = context.variantOffer;
  if (!offer) return context;
  const editor = copy ? copyVariant(context, offer) : startVariantFresh(context, offer);
  return { ...withEditor(context, editor), variantOffer: null };
}

/** The summary starts its fit check and price quote for the current revision. */
export function checksStarted(context: ConfiguratorContext): ConfiguratorContext {
  return derive({
    ...context,
    checkingRevision: context.revision,
    checkedRevision: -1,
    fit: null,
    fitFailed: false,
    quoteFailed: false,
  });
}

/** The fit check answered (null = it failed); the result is for the revision it started on. */
export function fitStored(
  context: ConfiguratorContext,
  fit: FitCheckResult | null,
): ConfiguratorContext {
  return derive({
    ...context,
    fit,
    fitFailed: fit === null,
    checkedRevision: context.checkingRevision,
  });
}

/**
 * After "discard": NEW_ORDER starts empty, LOAD_DRAFT loads its draft, CONFIRM_DISCARD does
 * what was asked before the confirmation.
 */
export function replacedProgress(
  context: ConfiguratorContext,
  event: ConfiguratorEvent,
): ConfiguratorContext {
  const replacement =
    event.type === 'LOAD_DRAFT'
      ? parseSavedProgress(event.progress)
      : event.type === 'CONFIRM_DISCARD'
        ? context.pendingReplacement
        : null;
  return contextFor(context.settings, replacement);
}

export function withFinishedStep(finished: readonly StepId[], step: StepId): StepId[] {
  return STEPS.filter((s) => finished.includes(s) || s === step);
}
