// Where stored images are served. The answer of `POST /swell/upload` is a root-relative URL
// (`/swell/uploads/<sha256>.png`): it works behind any proxy and from the Vite dev server.
// Configurations may also carry the absolute form on PUBLIC_URL.

export const UPLOADS_PATH = '/swell/uploads/';

/** `<64 hex digits>.png` or `.jpg`: the only names the upload folder ever holds. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{64}\.(png|jpg)$/;

export function uploadUrl(name: string): string {
  return `${UPLOADS_PATH}${name}`;
}

/**
 * The stored file a URL names, or null when it is not one of our upload URLs: root-relative,
 * or absolute on `publicUrl`'s origin; no query, fragment or other path.
 */
export function uploadNameFromUrl(url: string, publicUrl: string): string | null {
  let pathname: string;
  if (url.startsWith('/') && !url.startsWith('//')) {
    pathname = url;
  } else {
    if (!URL.canParse(url)) return null;
    const parsed = new URL(url);
    if (parsed.origin !== new URL(publicUrl).origin || parsed.search || parsed.hash) return null;
    pathname = parsed.pathname;
  }
  if (!pathname.startsWith(UPLOADS_PATH)) return null;
  const name = pathname.slice(UPLOADS_PATH.length);
  return UPLOAD_NAME_PATTERN.test(name) ? name : null;
}
