export const DASHBOARD_HOME = '/dashboard';
export const LOGIN_PATH = '/dashboard/login';
export const RETURN_PARAM = 'returnTo';

/**
 * Where to go after the login: a dashboard page named by `?returnTo=`, else the overview.
 * Only paths inside the dashboard are taken (no other site, no shop page, not the login).
 */
export function safeDashboardReturn(value: string | null | undefined): string {
  if (!value) return DASHBOARD_HOME;
  const path = value.split(/[?#]/)[0] ?? '';
  const inside = path === DASHBOARD_HOME || path.startsWith(`${DASHBOARD_HOME}/`);
  if (!inside || path.includes('\\') || path.includes('/..') || path.includes('//')) {
    return DASHBOARD_HOME;
  }
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return DASHBOARD_HOME;
  return value;
}

/** `/dashboard/login?returnTo=…` for a page that needs a staff session. */
export function loginPath(returnTo?: string): string {
  if (!returnTo || safeDashboardReturn(returnTo) !== returnTo) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}
