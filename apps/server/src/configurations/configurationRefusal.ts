import {
  addressProblemMessage,
  type AddressSuggestion,
} from '@federkiel/machines/addresses/postcodeCheck';
import type { RecipientAddressProblem } from '@federkiel/machines/addresses/recipientAddresses';
import type { FitCheckResult } from '@federkiel/machines/configurator/fitCheck';
import {
  recipientIssueMessage,
  recipientFieldLabel,
  recipientLabel,
} from '@federkiel/machines/configurator/messages';
import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import type { RecipientValidation } from '@federkiel/machines/configurator/recipientValidation';
import { stepProblemMessage } from '@federkiel/machines/configurator/stepMessages';
import type { StepProblem } from '@federkiel/machines/configurator/stepProblems';
import {
  type CardWritingProblem,
  writingProblemMessage,
} from '@federkiel/machines/configurator/writingCheck';
import type { FieldError } from '../store/fieldErrors.ts';

// The answer when a well-formed configuration breaks a rule (422): the swell-style `error`
// for a generic message, `errors` keyed by field path like the store's field errors, every
// step problem with its German text, and one row per affected card for the jump links —
// overflowing texts name the card, the page and the line where the text breaks.

/** Field-level errors and card rows are capped; the counts say how many there were. */
const MAX_CARD_ROWS = 200;

export interface CardProblem {
  index: number;
  /** 1-based, as the table shows it ("Karte 12"). */
  cardNumber: number;
  recipientId: string;
  recipientLabel: string;
  /**
   * A recipient field (`address.postalCode`, …), or what the robot cannot write: `text` (the
   * card's text), `envelope` (the address on the envelope), `sender` (the sender's values).
   */
  field: string;
  code: string;
  message: string;
  /** Overflowing texts: the page and the 1-based line on it where the text leaves the card. */
  page?: number;
  pageLabel?: string;
  line?: number;
  text?: string;
  /** Letters the pen cannot write (`unsupportedCharacters`). */
  letters?: string[];
  /** The postcode check's fix (`townMismatch`, `postalCodeUnknown`): set `field` to `value`. */
  suggestion?: AddressSuggestion;
}

export interface RefusalBody {
  error: { code: 'configuration_refused'; message: string };
  errors: Record<string, FieldError>;
  problems: (StepProblem & { message: string })[];
  cards: CardProblem[];
  /** How many cards have a problem (the list above may be cut short). */
  affectedCards: number;
}

/** Where in the configuration a step problem lives (store-style `errors` key). */
function problemField(problem: StepProblem): string {
  switch (problem.code) {
    case 'canvasMissing':
      return 'canvas';
    case 'templateMissing':
      return 'template';
    case 'personalisationMissing':
      return 'personalisation';
    case 'fontMissing':
    case 'unsupportedCharacters':
      return 'font';
    case 'customSalutationIncomplete':
    case 'customSalutationVariables':
      return 'customSalutation';
    case 'imageNotOnCanvas':
    case 'imageTooSmall':
      return `images.${String(problem.params?.slot ?? '')}`;
    case 'noRecipients':
    case 'tooManyCards':
    case 'recipientErrors':
    case 'textOverflows':
    case 'addressTooLong':
      return 'recipients';
    case 'shippingDateMissing':
    case 'shippingDateInvalid':
    case 'shippingDateTooEarly':
    case 'shippingDateNotWorkingDay':
    case 'shippingDateTooLate':
      return 'shipping.date';
    case 'blankEnvelopeNeedsSelfShipping':
      return 'shipping.envelope';
    default:
      return 'texts';
  }
}

function label(recipients: readonly Recipient[], index: number): string {
  const recipient = recipients[index];
  return recipient ? recipientLabel(recipient) : '';
}

export function overflowMessage(
  cardNumber: number,
  name: string,
  pageLabel: string,
  line: number,
  text: string,
): string {
  const where = pageLabel ? `${pageLabel}, Zeile ${line}` : `Zeile ${line}`;
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return `Karte ${cardNumber} (${name}): Der Text passt nicht auf die Karte – ${where}: „${shown}“.`;
}

export function refusalBody(input: {
  problems: StepProblem[];
  recipients: readonly Recipient[];
  validation: RecipientValidation | null;
  fit: FitCheckResult | null;
  /** Postcodes that do not fit their town, of cards whose customer did not keep them (issue 42). */
  addresses?: readonly RecipientAddressProblem[];
  /** Problems found before the rules ran (unknown canvas, foreign image URL, …). */
  errors?: Record<string, FieldError>;
  /** The message's first sentence (where the design was refused); default: when storing it. */
  lead?: string;
}): RefusalBody {
  const errors: Record<string, FieldError> = { ...input.errors };
  const cards: CardProblem[] = [];
  const affected = new Set<number>();

  for (const issue of input.validation?.issues ?? []) {
    affected.add(issue.index);
    if (cards.length >= MAX_CARD_ROWS) continue;
    const name = label(input.recipients, issue.index);
    const message = `Karte ${issue.index + 1} (${name}): ${recipientFieldLabel(issue.field)} – ${recipientIssueMessage(issue)}`;
    cards.push({
      index: issue.index,
      cardNumber: issue.index + 1,
      recipientId: issue.recipientId,
      recipientLabel: name,
      field: issue.field,
      code: issue.code,
      message,
    });
    errors[`recipients.${issue.index}.${issue.field}`] ??= { code: issue.code, message };
  }

  for (const overflow of input.fit?.overflowing ?? []) {
    affected.add(overflow.index);
    if (cards.length >= MAX_CARD_ROWS) continue;
    const name = label(input.recipients, overflow.index);
    const message = overflowMessage(
      overflow.index + 1,
      name,
      overflow.pageLabel,
      overflow.line,
      overflow.text,
    );
    cards.push({
      index: overflow.index,
      cardNumber: overflow.index + 1,
      recipientId: overflow.recipientId,
      recipientLabel: name,
      field: 'text',
      code: 'textOverflows',
      message,
      page: overflow.page,
      pageLabel: overflow.pageLabel,
      line: overflow.line,
      text: overflow.text,
    });
    errors[`recipients.${overflow.index}.text`] ??= { code: 'TEXT_OVERFLOW', message };
  }

  // Letters the pen lacks and address lines too long for the envelope, card by card (an
  // overflowing text is already a row above).
  const writing = (input.fit?.writingProblems ?? []).filter(
    (problem: CardWritingProblem) => problem.field !== 'text' || problem.kind !== 'too_long',
  );
  for (const problem of writing) {
    affected.add(problem.index);
    if (cards.length >= MAX_CARD_ROWS) continue;
    const message = writingProblemMessage(problem);
    const code = problem.kind === 'letters' ? 'unsupportedCharacters' : 'addressTooLong';
    cards.push({
      index: problem.index,
      cardNumber: problem.cardNumber,
      recipientId: problem.recipientId,
      recipientLabel: problem.recipientName,
      field: problem.field,
      code,
      message,
      ...(problem.kind === 'letters' ? { letters: problem.letters } : {}),
      ...(problem.text !== undefined ? { text: problem.text } : {}),
    });
    errors[`recipients.${problem.index}.${problem.field}`] ??= {
      code: problem.kind === 'letters' ? 'UNSUPPORTED_CHARACTERS' : 'ADDRESS_TOO_LONG',
      message,
    };
  }

  for (const problem of input.addresses ?? []) {
    affected.add(problem.index);
    if (cards.length >= MAX_CARD_ROWS) continue;
    const name = label(input.recipients, problem.index);
    const message = `Karte ${problem.index + 1} (${name}): ${recipientFieldLabel(problem.field)} – ${addressProblemMessage(problem)}`;
    cards.push({
      index: problem.index,
      cardNumber: problem.index + 1,
      recipientId: problem.recipientId,
      recipientLabel: name,
      field: problem.field,
      code: problem.code,
      message,
      ...(problem.suggestion ? { suggestion: problem.suggestion } : {}),
    });
    errors[`recipients.${problem.index}.${problem.field}`] ??= {
      code: problem.code === 'townMismatch' ? 'POSTCODE_TOWN_MISMATCH' : 'POSTCODE_UNKNOWN',
      message,
    };
  }

  const problems = input.problems.map((problem) => ({
    ...problem,
    message: stepProblemMessage(problem),
  }));
  for (const problem of problems) {
    errors[problemField(problem)] ??= { code: problem.code, message: problem.message };
  }

  const first = cards[0]?.message ?? problems[0]?.message ?? Object.values(errors)[0]?.message;
  const lead = input.lead ?? 'Die Bestellung kann so noch nicht gespeichert werden.';
  return {
    error: {
      code: 'configuration_refused',
      message: first ? `${lead} ${first}` : lead,
    },
    errors,
    problems,
    cards,
    affectedCards: Math.max(
      affected.size,
      input.validation?.invalidCount ?? 0,
      input.fit?.overflowCount ?? 0,
      input.fit?.unwritableCount ?? 0,
    ),
  };
}
