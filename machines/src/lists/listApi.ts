import { z } from 'zod';
import { recipientIssueMessage } from '../configurator/messages.ts';
import { type Recipient, recipientSchema } from '../configurator/recipientSchema.ts';
import {
  type RecipientField,
  type RecipientIssueCode,
  type RecipientRules,
  validateRecipients,
} from '../configurator/recipientValidation.ts';
import { emptyVariantTexts } from '../configurator/progress.ts';
import { DEFAULT_MAX_CARDS } from '../configurator/vocabulary.ts';

// Recipient lists (spec §1 "recipient lists", §6 signed-in only): a signed-in customer's
// saved address book, reused in the configurator's data step. The shapes the shop backend
// (`/swell/lists`) and the web app share. Contract: docs/drafts-lists-contact.md.

export const LIST_NAME_MAX = 100;

export const listNameSchema = z
  .string({ error: 'Bitte gib der Liste einen Namen.' })
  .trim()
  .min(1, { error: 'Bitte gib der Liste einen Namen.' })
  .max(LIST_NAME_MAX, { error: `Der Name darf höchstens ${LIST_NAME_MAX} Zeichen lang sein.` });

/** zod's message for unknown fields, in German. */
const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unbekannte${(issue.keys?.length ?? 0) > 1 ? ' Felder' : 's Feld'}: ${(issue.keys ?? []).map((key) => `„${key}“`).join(', ')}.`
      : undefined,
};

const recipientsSchema = (maxCards: number) =>
  z
    .array(recipientSchema, { error: 'Die Empfänger fehlen.' })
    .max(maxCards, { error: `Eine Liste kann höchstens ${maxCards} Empfänger haben.` });

/** `POST /swell/lists` body. */
export function createListRequestSchema(maxCards: number = DEFAULT_MAX_CARDS) {
  return z.strictObject(
    { name: listNameSchema, recipients: recipientsSchema(maxCards) },
    unknownFields,
  );
}
/** `PUT /swell/lists/{id}` body: either or both fields. */
export function updateListRequestSchema(maxCards: number = DEFAULT_MAX_CARDS) {
  return z
    .strictObject(
      {
        name: listNameSchema.optional(),
        recipients: recipientsSchema(maxCards).optional(),
      },
      unknownFields,
    )
    .refine((body) => body.name !== undefined || body.recipients !== undefined, {
      error: 'Bitte einen neuen Namen oder neue Empfänger angeben.',
    });
}
export type CreateListRequest = z.input<ReturnType<typeof createListRequestSchema>>;
export type UpdateListRequest = z.input<ReturnType<typeof updateListRequestSchema>>;

/** One row of `GET /swell/lists` (`{ results: RecipientListSummary[] }`, by name). */
export interface RecipientListSummary {
  id: string;
  name: string;
  count: number;
  /** When the list was last used in an order (`POST /swell/lists/{id}/used`); null = never. */
  lastUsed: string | null;
  dateCreated: string;
  dateUpdated: string;
}

/** `GET /swell/lists/{id}`, and the answer of `POST` and `PUT`. */
export interface RecipientList extends RecipientListSummary {
  recipients: Recipient[];
}

export interface RecipientListIndex {
  results: RecipientListSummary[];
}

/**
 * The rules a saved list's rows are checked with. A list is not yet an order: its text and
 * envelope are unknown, so no variable is required and the address is optional (a list for
 * blank envelopes has none) — but what is filled in must be right (names, salutation, postal
 * code for the country, lengths). The configurator checks the rows again for the order.
 */
export const LIST_RECIPIENT_RULES: RecipientRules = {
  text: {
    kind: 'postcard',
    personalisation: 'salutation_address',
    texts: emptyVariantTexts(),
    customSalutation: null,
  },
  addressRequired: false,
};

/** One problem of one row, as `400 invalid_recipients` answers it in `rows`. */
export interface ListRowProblem {
  /** 1-based, as the table shows it ("Zeile 3"). */
  row: number;
  recipientId: string;
  field: RecipientField;
  code: RecipientIssueCode;
  message: string;
}

/** At most this many row problems are answered (the count says how many there are). */
export const LIST_ROW_PROBLEMS_LIMIT = 200;

/** The rows' problems (empty = the list can be saved). An empty list is allowed. */
export function listRowProblems(
  recipients: readonly Recipient[],
  limit = LIST_ROW_PROBLEMS_LIMIT,
): { problems: ListRowProblem[]; total: number } {
  const { issues } = validateRecipients(recipients, {
    ...LIST_RECIPIENT_RULES,
    maxCards: Number.MAX_SAFE_INTEGER,
  });
  return {
    total: issues.length,
    problems: issues.slice(0, limit).map((issue) => ({
      row: issue.index + 1,
      recipientId: issue.recipientId,
      field: issue.field,
      code: issue.code,
      message: recipientIssueMessage(issue),
    })),
  };
}

export const LIST_ERROR_CODES = {
  loginRequired: 'login_required',
  invalidRecipients: 'invalid_recipients',
  tooManyCards: 'too_many_cards',
  nameTaken: 'list_name_taken',
} as const;

export const LIST_MESSAGES_DE = {
  loginRequired: 'Du musst angemeldet sein, um Empfängerlisten zu speichern.',
  invalidRecipients: 'Einige Empfänger sind noch nicht vollständig oder fehlerhaft.',
  nameTaken: 'Du hast schon eine Liste mit diesem Namen.',
  notFound: 'Diese Empfängerliste gibt es nicht (mehr).',
} as const;

/** `400 invalid_recipients` body (besides `error`). */
export interface InvalidRecipientsBody {
  error: { message: string; code: 'invalid_recipients'; param: 'recipients' };
  rows: ListRowProblem[];
  /** Every problem, also those beyond `rows`' limit. */
  problemCount: number;
}
