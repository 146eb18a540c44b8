import { plainTextProblem } from '../content/plainText.ts';
import { imagePrintSizeMm, pageIndexes, PRIMARY_PAGE } from './canvasGeometry.ts';
import type { CardTextSettings } from './cardText.ts';
import type { FitCheckResult } from './fitCheck.ts';
import { assessImageResolution } from './imageResolution.ts';
import {
  type RecipientRules,
  type RecipientValidation,
  validateRecipients,
} from './recipientValidation.ts';
import type { CardText, ConfigurationDraft, IsoDate } from './schema.ts';
import { checkShippingDate, type ShippingDateProblem } from './shippingDate.ts';
import {
  findVariables,
  isSenderVariable,
  SENDER_VARIABLES,
  senderValues,
  unknownVariables,
  variableKey,
} from './variables.ts';
import { ADDRESS_FORM_LABELS, ADDRESS_FORMS, IMAGE_SLOTS, type StepId } from './vocabulary.ts';
import { WRITING_FIELD_LABELS } from './writingCheck.ts';

// Why a step cannot be left yet (issue 4: "a step cannot be left while it is invalid, and the
// UI says why"). Each problem is a message key with parameters; STEP_PROBLEM_MESSAGES_DE
// has the German texts. The server runs the same checks on a submitted configuration.

export type StepProblemCode =
  | 'canvasMissing'
  | 'templateMissing'
  | 'personalisationMissing'
  | 'fontMissing'
  | 'textEmpty'
  | 'unknownVariables'
  | 'senderMissing'
  | 'customSalutationIncomplete'
  | 'customSalutationVariables'
  | 'imageNotOnCanvas'
  | 'imageTooSmall'
  | 'noRecipients'
  | 'tooManyCards'
  | 'recipientErrors'
  | 'variantMissing'
  | ShippingDateProblem
  | 'blankEnvelopeNeedsSelfShipping'
  | 'fitPending'
  | 'fitCheckFailed'
  | 'textOverflows'
  | 'unsupportedCharacters'
  | 'addressTooLong'
  | 'textNotPlain';

export interface StepProblem {
  step: StepId;
  code: StepProblemCode;
  params?: Record<string, string | number>;
}

/** The settings the rules need besides the draft (machine input; server configuration). */
export interface RuleSettings {
  today: IsoDate;
  maxCards: number;
  leadWorkingDays: number;
}

/** Where the fit check stands (the summary runs it through the app's `checkFit` actor). */
export type FitState =
  { status: 'pending' } | { status: 'failed' } | { status: 'done'; result: FitCheckResult };

/** Custom variables only exist with the "variable text blocks" personalisation. */
function declaredVariables(draft: ConfigurationDraft): string[] {
  return draft.personalisation === 'variable_blocks' ? draft.customVariables : [];
}

export function cardTextSettings(draft: ConfigurationDraft): CardTextSettings {
  return {
    kind: draft.canvas?.kind ?? 'postcard',
    personalisation: draft.personalisation,
    texts: draft.texts,
    customSalutation: draft.customSalutation,
    sender: draft.sender ?? null,
  };
}

export function recipientRules(draft: ConfigurationDraft, maxCards: number): RecipientRules {
  return {
    text: cardTextSettings(draft),
    addressRequired: draft.shipping.envelope !== 'blank',
    customVariables: declaredVariables(draft),
    maxCards,
  };
}

/** Does this variant say anything on the pages the canvas uses? */
export function hasText(draft: ConfigurationDraft, text: CardText): boolean {
  const kind = draft.canvas?.kind ?? 'postcard';
  const freeText = draft.personalisation === 'free_text';
  return pageIndexes(kind).some((index) => {
    const page = text.pages[index];
    if (page.heading.trim()) return true;
    return !(freeText && index === PRIMARY_PAGE[kind]) && page.body.trim() !== '';
  });
}

export function pathProblems(draft: ConfigurationDraft): StepProblem[] {
  const problems: StepProblem[] = [];
  if (!draft.canvas) problems.push({ step: 'path', code: 'canvasMissing' });
  if (!draft.template) problems.push({ step: 'path', code: 'templateMissing' });
  if (!draft.personalisation) problems.push({ step: 'path', code: 'personalisationMissing' });
  return problems;
}

/** The sender placeholders the texts use whose value is still empty ("Absender.Firma"). */
export function missingSenderVariables(draft: ConfigurationDraft): string[] {
  const kind = draft.canvas?.kind ?? 'postcard';
  const values = senderValues(draft.sender);
  const missing = new Set<string>();
  const texts = ADDRESS_FORMS.flatMap((form) =>
    pageIndexes(kind).flatMap((index) => {
      const page = draft.texts[form].pages[index];
      return [page.heading, page.body];
    }),
  );
  const custom = draft.customSalutation;
  if (custom) texts.push(custom.masculine, custom.feminine);
  for (const text of texts)
    for (const name of findVariables(text))
      if (isSenderVariable(name) && !values.get(variableKey(name)))
        missing.add(SENDER_VARIABLES.find((v) => variableKey(v) === variableKey(name)) ?? name);
  return [...missing];
}

/**
 * The texts the robot writes that are not plain text (issue 31: markup, `javascript:`, control
 * characters — the CMS's rule), named as the content step shows them.
 */
export function notPlainTextFields(draft: ConfigurationDraft): string[] {
  const kind = draft.canvas?.kind ?? 'postcard';
  const fields: string[] = [];
  for (const form of ADDRESS_FORMS) {
    const pages = pageIndexes(kind).map((index) => draft.texts[form].pages[index]);
    if (pages.some((page) => plainTextProblem(page.heading) || plainTextProblem(page.body)))
      fields.push(`Kartentext (${ADDRESS_FORM_LABELS[form]})`);
  }
  const custom = draft.customSalutation;
  if (custom && (plainTextProblem(custom.masculine) || plainTextProblem(custom.feminine)))
    fields.push('Eigene Anrede');
  const sender = draft.sender;
  if (sender && (plainTextProblem(sender.company) || plainTextProblem(sender.name)))
    fields.push('Absender');
  return fields;
}

export function contentProblems(draft: ConfigurationDraft): StepProblem[] {
  const problems: StepProblem[] = [];
  const add = (code: StepProblemCode, params?: StepProblem['params']) =>
    problems.push(params ? { step: 'content', code, params } : { step: 'content', code });
  if (!draft.font) add('fontMissing');
  const freeText = draft.personalisation === 'free_text';
  if (!freeText && !ADDRESS_FORMS.some((form) => hasText(draft, draft.texts[form])))
    add('textEmpty');

  const kind = draft.canvas?.kind ?? 'postcard';
  const unknown = new Set<string>();
  for (const form of ADDRESS_FORMS)
    for (const index of pageIndexes(kind)) {
      const page = draft.texts[form].pages[index];
      for (const text of [page.heading, page.body])
        unknownVariables(text, declaredVariables(draft)).forEach((name) => unknown.add(name));
    }
  if (unknown.size > 0) add('unknownVariables', { variables: [...unknown].join(', ') });
  const missing = missingSenderVariables(draft);
  if (missing.length > 0) add('senderMissing', { variables: missing.join(', ') });

  const notPlain = notPlainTextFields(draft);
  if (notPlain.length > 0) add('textNotPlain', { fields: notPlain.join(', ') });

  const custom = draft.customSalutation;
  if (custom && (custom.masculine.trim() || custom.feminine.trim())) {
    if (!custom.masculine.trim() || !custom.feminine.trim()) add('customSalutationIncomplete');
    const wrong = [custom.masculine, custom.feminine].flatMap((form) => [
      ...unknownVariables(form, declaredVariables(draft)),
      ...findVariables(form).filter((name) => variableKey(name) === variableKey('Anrede')),
    ]);
    if (wrong.length > 0)
      add('customSalutationVariables', { variables: [...new Set(wrong)].join(', ') });
  }

  if (draft.canvas)
    for (const slot of IMAGE_SLOTS) {
      const image = draft.images[slot];
      if (!image) continue;
      const print = imagePrintSizeMm(draft.canvas, slot, image.widthPx / image.heightPx);
      if (!print) add('imageNotOnCanvas', { slot });
      else {
        const verdict = assessImageResolution(image, print);
        if (verdict.verdict === 'tooSmall') add('imageTooSmall', { slot, dpi: verdict.dpi });
      }
    }
  return problems;
}

export function dataProblems(
  draft: ConfigurationDraft,
  validation: RecipientValidation,
): StepProblem[] {
  const problems: StepProblem[] = validation.listIssues.map((issue) =>
    issue.code === 'tooManyCards'
      ? { step: 'data', code: 'tooManyCards', params: { max: issue.max } }
      : { step: 'data', code: 'noRecipients' },
  );
  if (validation.invalidCount > 0)
    problems.push({
      step: 'data',
      code: 'recipientErrors',
      params: { count: validation.invalidCount },
    });
  if (draft.personalisation !== 'free_text')
    for (const form of ADDRESS_FORMS) {
      if (hasText(draft, draft.texts[form])) continue;
      const count = draft.recipients.filter((r) => r.addressForm === form).length;
      if (count > 0)
        problems.push({ step: 'data', code: 'variantMissing', params: { variant: form, count } });
    }
  return problems;
}

export function summaryProblems(
  draft: ConfigurationDraft,
  settings: RuleSettings,
  fit: FitState,
): StepProblem[] {
  const problems: StepProblem[] = [];
  const add = (code: StepProblemCode, params?: StepProblem['params']) =>
    problems.push(params ? { step: 'summary', code, params } : { step: 'summary', code });
  const date = checkShippingDate(draft.shipping.date, settings.today, settings.leadWorkingDays);
  if (date) add(date);
  if (draft.shipping.envelope === 'blank' && draft.shipping.mode === 'to_recipients')
    add('blankEnvelopeNeedsSelfShipping');
  if (fit.status === 'pending') add('fitPending');
  else if (fit.status === 'failed') add('fitCheckFailed');
  else {
    if (!fit.result.fits) add('textOverflows', { count: fit.result.overflowCount });
    const named = (kind: 'letters' | 'too_long', field?: 'envelope') => {
      // Name the first cards (number, recipient, field), so nobody hunts rows in the grid.
      const cards = (fit.result.writingProblems ?? [])
        .filter((p) => p.kind === kind && (!field || p.field === field))
        .slice(0, MAX_NAMED_CARDS)
        .map((p) => `Karte ${p.cardNumber} (${p.recipientName}), ${WRITING_FIELD_LABELS[p.field]}`);
      return cards.length > 0 ? ` (${cards.join('; ')})` : '';
    };
    if (fit.result.missingCharacters.length > 0)
      add('unsupportedCharacters', {
        characters: fit.result.missingCharacters.join(' '),
        cards: named('letters'),
        count: fit.result.unwritableCount ?? 0,
      });
    if (fit.result.envelopeTooLongCount)
      add('addressTooLong', {
        count: fit.result.envelopeTooLongCount,
        cards: named('too_long', 'envelope'),
      });
  }
  return problems;
}

export type StepProblems = Record<StepId, StepProblem[]>;

/** How many cards a summary problem names before it just counts. */
const MAX_NAMED_CARDS = 3;

/** Every step's problems at once, plus the recipient validation they are based on. */
export function stepProblems(
  draft: ConfigurationDraft,
  settings: RuleSettings,
  fit: FitState,
): { problems: StepProblems; recipients: RecipientValidation } {
  const recipients = validateRecipients(draft.recipients, recipientRules(draft, settings.maxCards));
  return {
    problems: {
      path: pathProblems(draft),
      content: contentProblems(draft),
      data: dataProblems(draft, recipients),
      summary: summaryProblems(draft, settings, fit),
    },
    recipients,
  };
}
