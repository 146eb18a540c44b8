import {
  DRAFT_ERROR_CODES,
  DRAFT_VERSION,
  type DraftPayload,
  draftPayloadSchema,
  draftVersionOf,
  MAX_DRAFT_BYTES,
  saveDraftRequestSchema,
} from '@federkiel/machines/drafts/draftApi';
import { z } from 'zod';
import { unknownKeys } from '../configurations/unknownKeys.ts';
import { ClientError } from '../http/errors.ts';
import { parseBody } from './accountBody.ts';

// The body of `POST /swell/drafts`: `{ id?, orderData }` with `orderData` a JSON string of
// the machines' current draft payload. Everything wrong is a 400 naming the field: over
// 5 MB, not JSON, an old or unknown version, a wrong shape, unknown fields.

const germanErrors = z.locales.de().localeError;

export interface DraftSave {
  id: string | undefined;
  orderData: string;
  payload: DraftPayload;
}

const invalid = (message: string, param: string) =>
  new ClientError(400, DRAFT_ERROR_CODES.invalid, message, param);

export function parseDraftSave(body: unknown): DraftSave {
  const { id, orderData } = parseBody(saveDraftRequestSchema, body, 'Entwurf');
  if (Buffer.byteLength(orderData, 'utf8') > MAX_DRAFT_BYTES) {
    throw new ClientError(
      400,
      DRAFT_ERROR_CODES.tooLarge,
      `Der Entwurf ist zu groß (höchstens ${MAX_DRAFT_BYTES / 1024 / 1024} MB).`,
      'orderData',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(orderData);
  } catch {
    throw invalid('orderData ist kein gültiges JSON.', 'orderData');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw invalid('orderData muss ein JSON-Objekt sein.', 'orderData');
  }
  const version = draftVersionOf(data);
  if (version !== DRAFT_VERSION) {
    throw invalid(
      `orderData hat die Version ${version || 'ohne Angabe'}, erwartet wird ${DRAFT_VERSION}. Bitte lade die Seite neu.`,
      'orderData.version',
    );
  }
  const result = draftPayloadSchema.safeParse(data, { error: germanErrors });
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = ['orderData', ...(issue?.path.map(String) ?? [])].join('.');
    if (issue?.code === 'unrecognized_keys') {
      throw new ClientError(400, 'unknown_field', issue.message, `${path}.${issue.keys[0]}`);
    }
    throw invalid(`Ungültiger Entwurf bei „${path}“: ${issue?.message ?? 'ungültiger Wert'}`, path);
  }
  const unknown = unknownKeys(data, result.data);
  if (unknown.length > 0) {
    const list = unknown.map((key) => `„orderData.${key}“`).join(', ');
    throw new ClientError(
      400,
      'unknown_field',
      `Unbekannte${unknown.length > 1 ? ' Felder' : 's Feld'} im Entwurf: ${list}.`,
      `orderData.${unknown[0]}`,
    );
  }
  return { id, orderData, payload: result.data };
}
