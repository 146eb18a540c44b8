/** Query parameter that carries where to go after signing in. */
export const RETURN_PARAM = 'returnTo';
export const DEFAULT_RETURN_PATH = '/profile';

const AUTH_PATHS = ['/signin', '/signup', '/signout', '/forgot'];

/**
 * A path inside the shop to return to, else the profile. Only same-origin paths are taken
 * (no `//host`, no `/\host`, no scheme), and never an auth page (no loops).
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_RETURN_PATH;
  }
  const path = value.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.some((auth) => path === auth || path.startsWith(`${auth}/`))) {
    return DEFAULT_RETURN_PATH;
  }
  return value;
}

/** `/signin?returnTo=…` for a page that needs a signed-in customer. */
export function signInPath(returnTo: string): string {
  return `/signin?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}

/** Keeps the return path when moving between sign-in and sign-up. */
export function withReturn(path: string, returnTo: string | null): string {
  return returnTo
    ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`
    : path;
}
