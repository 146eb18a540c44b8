// The store's session cookie, read and written as swell-js does (its cookie.mjs:
// `swell-session`, path /, a week, SameSite=Lax): by the header before any store code has
// loaded (sessionView.ts) and by the store client until swell-js is there (lazySwell.ts).

const SESSION_COOKIE = 'swell-session';
const SESSION_MAX_AGE_S = 604_800;

/** The session token, or undefined when there is none (or no document, on the server). */
export function readSessionCookie(): string | undefined {
  try {
    const match = /(?:^|;\s*)swell-session=([^;]*)/.exec(document.cookie);
    return match ? decodeURIComponent(match[1] ?? '') : undefined;
  } catch {
    // No document (the server), or one whose cookies are off limits (a sandboxed frame).
    return undefined;
  }
}

export function writeSessionCookie(value: string): void {
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${SESSION_MAX_AGE_S}; samesite=lax`;
}
