// URL prefixes that belong to the server's JSON APIs. Under these, an unknown path is a
// JSON 404 — never the web app's index.html, which would make a typo in a client look
// like a successful HTML response.
export const API_PREFIXES = ['/api', '/vault', '/swell', '/content'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
