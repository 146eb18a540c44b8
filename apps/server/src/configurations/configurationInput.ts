import {
  createOrderConfigurationSchema,
  type OrderConfiguration,
} from '@federkiel/machines/configurator/schema';
import {
  formatMessage,
  RECIPIENT_LIST_MESSAGES_DE,
} from '@federkiel/machines/configurator/messages';
import { z } from 'zod';
import { ClientError } from '../http/errors.ts';
import { unknownKeys } from './unknownKeys.ts';

// The body of `POST /swell/configurations`, checked with the machines' schema (the same one
// the browser builds the configuration with). Malformed input is a 400 with the field's path
// in `param` and a German message: a wrong type, a missing field, an unknown field, more
// recipients than MAX_CARDS.

const germanErrors = z.locales.de().localeError;
const schemas = new Map<number, ReturnType<typeof createOrderConfigurationSchema>>();

function schemaFor(maxCards: number) {
  let schema = schemas.get(maxCards);
  if (!schema) {
    schema = createOrderConfigurationSchema(maxCards);
    schemas.set(maxCards, schema);
  }
  return schema;
}

export function parseConfiguration(body: unknown, maxCards: number): OrderConfiguration {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ClientError(
      400,
      'invalid_request',
      'Die Konfiguration fehlt: erwartet wird ein JSON-Objekt.',
    );
  }
  // Counted before the schema runs, so 50,000 rows are refused without checking each one.
  const recipients = (body as { recipients?: unknown }).recipients;
  if (Array.isArray(recipients) && recipients.length > maxCards) {
    throw new ClientError(
      400,
      'too_many_cards',
      formatMessage(RECIPIENT_LIST_MESSAGES_DE.tooManyCards, { max: maxCards }),
      'recipients',
    );
  }

  const result = schemaFor(maxCards).safeParse(body, { error: germanErrors });
  if (!result.success) {
    const issue = result.error.issues[0];
    const param = issue?.path.map(String).join('.') ?? '';
    throw new ClientError(
      400,
      'invalid_request',
      param
        ? `Ungültige Konfiguration bei „${param}“: ${issue?.message ?? 'ungültiger Wert'}`
        : `Ungültige Konfiguration: ${issue?.message ?? 'ungültiger Wert'}`,
      param || undefined,
    );
  }

  const unknown = unknownKeys(body, result.data);
  if (unknown.length > 0) {
    const list = unknown.map((key) => `„${key}“`).join(', ');
    throw new ClientError(
      400,
      'unknown_field',
      `Unbekannte${unknown.length > 1 ? ' Felder' : 's Feld'} in der Konfiguration: ${list}.`,
      unknown[0],
    );
  }
  return result.data;
}
