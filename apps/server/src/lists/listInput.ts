import {
  formatMessage,
  RECIPIENT_LIST_MESSAGES_DE,
} from '@federkiel/machines/configurator/messages';
import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import {
  createListRequestSchema,
  LIST_ERROR_CODES,
  LIST_MESSAGES_DE,
  listRowProblems,
  updateListRequestSchema,
} from '@federkiel/machines/lists/listApi';
import { unknownKeys } from '../configurations/unknownKeys.ts';
import { parseBody } from '../drafts/accountBody.ts';
import { ClientError } from '../http/errors.ts';

// Bodies of `POST /swell/lists` and `PUT /swell/lists/{id}`: the shape (machines' schemas),
// the card limit (counted before the schema runs) and the rows (shared `validateRecipients`
// rules: 400 `invalid_recipients` with one entry per problem).

/** A refusal whose body carries the rows' problems besides `error`. */
export class InvalidRecipients extends Error {
  readonly body: unknown;
  constructor(rows: ReturnType<typeof listRowProblems>) {
    super(LIST_MESSAGES_DE.invalidRecipients);
    this.body = {
      error: {
        message:
          `${LIST_MESSAGES_DE.invalidRecipients} ${rows.problems[0]?.message ? `Zeile ${rows.problems[0].row}: ${rows.problems[0].message}` : ''}`.trim(),
        code: LIST_ERROR_CODES.invalidRecipients,
        param: 'recipients',
      },
      rows: rows.problems,
      problemCount: rows.total,
    };
  }
}

function checkCount(body: unknown, maxCards: number) {
  const recipients = (body as { recipients?: unknown } | null)?.recipients;
  if (Array.isArray(recipients) && recipients.length > maxCards) {
    throw new ClientError(
      400,
      LIST_ERROR_CODES.tooManyCards,
      formatMessage(RECIPIENT_LIST_MESSAGES_DE.tooManyCards, { max: maxCards }).replace(
        'in einer Bestellung',
        'in einer Liste',
      ),
      'recipients',
    );
  }
}

function checkRows(body: unknown, recipients: Recipient[] | undefined) {
  if (!recipients) return;
  // The recipient schema is not strict: unknown fields in rows are found by comparison.
  const unknown = unknownKeys(body, { ...(body as object), recipients });
  if (unknown.length > 0) {
    throw new ClientError(
      400,
      'unknown_field',
      `Unbekannte Felder in der Liste: ${unknown.map((key) => `„${key}“`).join(', ')}.`,
      unknown[0],
    );
  }
  const rows = listRowProblems(recipients);
  if (rows.total > 0) throw new InvalidRecipients(rows);
}

export function parseNewList(body: unknown, maxCards: number) {
  checkCount(body, maxCards);
  const list = parseBody(createListRequestSchema(maxCards), body, 'Empfängerliste');
  checkRows(body, list.recipients);
  return list;
}

export function parseListUpdate(body: unknown, maxCards: number) {
  checkCount(body, maxCards);
  const update = parseBody(updateListRequestSchema(maxCards), body, 'Empfängerliste');
  checkRows(body, update.recipients);
  return update;
}
