// The contract's validation answer: `{"errors":{"field":{"code","message"}}}` with status
// 200. swell-js returns it to the caller instead of throwing, so the shop can show the
// message next to the field. Used for everything a customer can get wrong with well-formed
// input (an unknown coupon, a short password, a declined payment); malformed input (wrong
// types, absurd numbers) is a 400 instead (http/validate.ts).

export interface FieldError {
  code: string;
  message: string;
  /** A declined payment that the customer can still confirm (3-D Secure). */
  requires_action?: boolean;
}

export interface FieldErrors {
  errors: Record<string, FieldError>;
}

export function fieldErrors(errors: Record<string, FieldError>): FieldErrors {
  return { errors };
}

export function isFieldErrors(value: unknown): value is FieldErrors {
  return typeof value === 'object' && value !== null && 'errors' in value;
}

export const REQUIRED = (message = 'Dieses Feld ist erforderlich.'): FieldError => ({
  code: 'REQUIRED',
  message,
});
