import { readStorage, removeStorage, writeStorage } from '../storage.ts';

// The editors' preview of drafts (issue #20, docs/cms.md „Vorschau“). Strapi's Preview button
// opens `/vorschau?token=…`; once the shop's server has checked the token, this tab reads
// drafts of templates and texts (`status=draft` with the token, which the CMS checks again)
// until the token expires or the editor ends the preview. Only this tab: sessionStorage.

const KEY = 'fk.cms.preview';
export const PREVIEW_HEADER = 'X-Federkiel-Preview';
/** The content types with drafts; everything else has only one version. */
const DRAFT_PATHS = ['/api/templates', '/api/text-contents'];

export interface CmsPreview {
  token: string;
  /** Unix milliseconds. */
  expires: number;
}

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The token's expiry (its first part, unix seconds), or null for anything else. */
export function previewExpiry(token: string): number | null {
  const match = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) * 1000 : null;
}

export function activePreview(now = Date.now()): CmsPreview | null {
  const token = readStorage(KEY, session());
  if (!token) return null;
  const expires = previewExpiry(token);
  if (expires === null || expires <= now) {
    removeStorage(KEY, session());
    return null;
  }
  return { token, expires };
}

export function startPreview(token: string): void {
  writeStorage(KEY, token, session());
}

export function endPreview(): void {
  removeStorage(KEY, session());
}

/** Does this CMS path have drafts (so a preview asks for them)? */
export function hasDrafts(path: string): boolean {
  return DRAFT_PATHS.some(
    (p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`),
  );
}
