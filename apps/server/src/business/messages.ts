import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors.ts';

// The business API answers in German or English, as the caller's Accept-Language asks
// (German when it names neither first). The shape is the store API's:
// `{ error: { message, code, param? } }` (http/errors.ts).

export type Language = 'de' | 'en';

export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'de';
  for (const part of value.split(',')) {
    const tag = part.trim().toLowerCase();
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return 'de';
}

export const MESSAGES = {
  unauthorized: {
    de: 'Bitte einen gültigen API-Schlüssel als „Authorization: Bearer fk_…“ senden.',
    en: 'Send a valid API key as "Authorization: Bearer fk_…".',
  },
  rate_limited: {
    de: 'Zu viele Anfragen mit diesem Schlüssel. Bitte nach Retry-After Sekunden erneut senden.',
    en: 'Too many requests with this key. Retry after Retry-After seconds.',
  },
  not_found: { de: 'Diese Bestellung gibt es nicht.', en: 'There is no such order.' },
  unknown_field: {
    de: 'Dieses Feld gibt es nicht (siehe /business/v1/openapi.json).',
    en: 'unknown field (see /business/v1/openapi.json).',
  },
  document_not_found: {
    de: 'Dieses Dokument gibt es zu dieser Bestellung nicht (siehe „documents“ der Bestellung).',
    en: 'This order has no such document (see the order’s "documents").',
  },
  idempotency_conflict: {
    de: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage benutzt.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  idempotency_in_progress: {
    de: 'Die erste Anfrage mit diesem Idempotency-Key läuft noch. Bitte gleich erneut senden.',
    en: 'The first request with this Idempotency-Key is still running. Retry shortly.',
  },
  no_saved_card: {
    de: 'Für Live-Bestellungen braucht das Konto eine gespeicherte Karte (Profil → Zahlungsarten).',
    en: 'Live orders need a saved card on the account (profile → payment methods).',
  },
  unknown_product: {
    de: 'Dieses Produkt gibt es nicht. GET /business/v1/templates nennt die Produkte.',
    en: 'There is no such product. GET /business/v1/templates lists the products.',
  },
  not_cancelable: {
    de: 'Diese Bestellung ist schon in Produktion oder erledigt und kann nicht mehr storniert werden.',
    en: 'This order is already in production or done and can no longer be canceled.',
  },
  test_order_cancel: {
    de: 'Testbestellungen werden nie produziert; es gibt nichts zu stornieren.',
    en: 'Test orders are never produced; there is nothing to cancel.',
  },
  order_refused: {
    de: 'Die Bestellung wurde abgelehnt. Die Felder in `errors` sagen, was zu ändern ist.',
    en: 'The order was refused. The fields in `errors` say what to change.',
  },
  cms_unavailable: {
    de: 'Vorlagen und Schriften sind gerade nicht erreichbar. Bitte später erneut versuchen.',
    en: 'Templates and fonts are unavailable right now. Please retry later.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof MESSAGES;

export function message(request: FastifyRequest, code: MessageCode): string {
  return MESSAGES[code][languageOf(request)];
}

export function sendBusinessError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageCode,
  param?: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(message(request, code), code, param));
}
