import { newSecret } from '../ids.ts';

// Session tokens are opaque and URL-safe. A client may present a token this server has
// never seen (after a database reset, or one it made up): it is adopted as a new, empty
// session rather than replaced, so a restart does not churn every visitor's cookie.
// Anything that does not look like a token is replaced by a fresh one.

const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,128}$/;

export function acceptedSessionToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

export function mintSessionToken(): string {
  return newSecret(24);
}
