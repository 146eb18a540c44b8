/** Validation for POST /api/logs (public, so it must be strict). */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Maximum message size in bytes (UTF-8): 10 kB. */
export const MAX_MESSAGE_BYTES = 10 * 1024;
/** Maximum size of the `data` JSON in bytes, serialised: 100 kB. */
export const MAX_DATA_BYTES = 100 * 1024;

export interface LogInput {
  eventLevel: LogLevel;
  message: string;
  eventDate: string;
  data: unknown;
}

export type LogValidation = { ok: true; value: LogInput } | { ok: false; error: string };

export function validateLog(body: unknown, now: Date = new Date()): LogValidation {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      ok: false,
      error: 'Body must be a JSON object { data: { eventLevel, message, eventDate, data } }',
    };
  }
  const data = (body as { data?: unknown }).data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return {
      ok: false,
      error: 'Missing "data" object: { data: { eventLevel, message, eventDate, data } }',
    };
  }
  const input = data as Record<string, unknown>;

  const level = typeof input.eventLevel === 'string' ? input.eventLevel.trim().toUpperCase() : '';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    return {
      ok: false,
      error: `eventLevel must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(input.eventLevel ?? null)})`,
    };
  }

  if (typeof input.message !== 'string' || input.message.trim() === '') {
    return { ok: false, error: 'message is required and must be a non-empty string' };
  }
  const messageBytes = Buffer.byteLength(input.message, 'utf8');
  if (messageBytes > MAX_MESSAGE_BYTES) {
    return {
      ok: false,
      error: `message is too long: ${messageBytes} bytes, at most ${MAX_MESSAGE_BYTES} bytes (10 kB)`,
    };
  }

  let eventDate = now.toISOString();
  if (input.eventDate !== undefined && input.eventDate !== null && input.eventDate !== '') {
    const parsed =
      typeof input.eventDate === 'string' || typeof input.eventDate === 'number'
        ? new Date(input.eventDate)
        : new Date(NaN);
    if (Number.isNaN(parsed.getTime())) {
      return { ok: false, error: 'eventDate must be an ISO 8601 date-time string' };
    }
    eventDate = parsed.toISOString();
  }

  let extra: unknown = null;
  if (input.data !== undefined) {
    const serialised = JSON.stringify(input.data) ?? 'null';
    const dataBytes = Buffer.byteLength(serialised, 'utf8');
    if (dataBytes > MAX_DATA_BYTES) {
      return {
        ok: false,
        error: `data is too large: ${dataBytes} bytes, at most ${MAX_DATA_BYTES} bytes`,
      };
    }
    extra = input.data;
  }

  return {
    ok: true,
    value: { eventLevel: level as LogLevel, message: input.message, eventDate, data: extra },
  };
}
