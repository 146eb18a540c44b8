import {
  ANSWER_FIELDS,
  applyFields,
  ERROR_FIELDS,
  seesAllFields,
  type FieldShape,
} from '@federkiel/machines/fulfilment/staffFields';
import type { StaffRole } from '@federkiel/machines/fulfilment/staffApi';

// What a role sees of an answer under /swell/admin (issue 40): the allow-list in
// machines/src/fulfilment/staffFields.ts per route — a key it does not name is dropped, so a
// field added later stays hidden until someone decides who may see it. Applied to every JSON
// answer (routes/admin/staffAuth.ts, a `preSerialization` hook). Besides the table, any e-mail
// address left inside a text (a note, an event) reads „—“ for a role without customer data.

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/gi;
export const REDACTED = '—';
/** A JSON answer of a route the table does not name: nothing of it is shown. */
const NOTHING: FieldShape = {};

function blankEmails(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, REDACTED);
  if (Array.isArray(value)) return value.map((item) => blankEmails(item));
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blankEmails(item)]));
}

/** The fields of the answer of `routeId` (`GET /orders/:id`) with `status`. */
export function answerFields(routeId: string, status: number): FieldShape {
  if (status >= 400) return ERROR_FIELDS;
  const asGet = routeId.startsWith('HEAD ') ? `GET ${routeId.slice(5)}` : routeId;
  return ANSWER_FIELDS[asGet] ?? NOTHING;
}

/** `payload` as `role` may see it (a new value; the input stays). */
export function redactAnswer(
  payload: unknown,
  role: StaffRole,
  routeId: string,
  status: number,
): unknown {
  if (seesAllFields(role)) return payload;
  // A Buffer or stream is a file, not an answer with fields.
  if (!payload || typeof payload !== 'object') return payload;
  if (!Array.isArray(payload) && Object.getPrototypeOf(payload) !== Object.prototype) {
    return payload;
  }
  return blankEmails(applyFields(payload, answerFields(routeId, status), role));
}
