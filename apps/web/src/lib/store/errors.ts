import type { StoreFieldErrorMap } from './types.ts';

/**
 * The store answered a call with field errors (`{errors: {...}}`, status 200): swell-js
 * returns those instead of throwing; the store client throws this so that callers handle
 * every failure in one place.
 */
export class StoreFieldErrors extends Error {
  readonly fields: StoreFieldErrorMap;

  constructor(fields: StoreFieldErrorMap) {
    const first = Object.values(fields).find(Boolean);
    super(first?.message ?? 'The store refused the request');
    this.name = 'StoreFieldErrors';
    this.fields = fields;
  }

  /** The error code of one field, e.g. `UNIQUE` for `email`. */
  codeOf(field: string): string | undefined {
    return this.fields[field]?.code;
  }
}

/** Whether an error (thrown by swell-js) means "not signed in" (status 401). */
export function isUnauthorized(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { status?: unknown }).status === 401 ||
      (error as { code?: unknown }).code === 'unauthorized')
  );
}

export function hasFieldErrors(value: unknown): value is { errors: StoreFieldErrorMap } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'errors' in value &&
    typeof (value as { errors: unknown }).errors === 'object' &&
    (value as { errors: unknown }).errors !== null
  );
}

/** The store refused because of too many attempts (status 429, `rate_limited`). */
export function isRateLimited(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: unknown }).code === 'rate_limited' ||
      (error as { status?: unknown }).status === 429)
  );
}
