import crypto from 'node:crypto';
import { secret } from '../../config/secrets';

// Preview of drafts in the shop (issue #20). Strapi's Preview button opens the shop with a
// short-lived token signed with CMS_PREVIEW_SECRET (the CMS and the shop's server share it
// through `.env`). The shop's server checks the token before the page turns to preview mode,
// and the CMS checks it again on every draft it hands out: visitors without a valid token
// only ever read published content.

export const PREVIEW_HEADER = 'x-federkiel-preview';
/** How long a preview link works. */
export const PREVIEW_TTL_SECONDS = 60 * 60;

export function previewSecret(): string {
  return secret((key) => process.env[key], 'CMS_PREVIEW_SECRET');
}

function sign(key: string, expires: number): string {
  return crypto.createHmac('sha256', key).update(`preview:${expires}`).digest('base64url');
}

/** `<expires (unix seconds)>.<signature>` */
export function makePreviewToken(key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS;
  return `${expires}.${sign(key, expires)}`;
}

export function isValidPreviewToken(key: string, token: unknown, now = Date.now()): boolean {
  if (typeof token !== 'string') return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(key, expires));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

interface RequestContext {
  query: Record<string, unknown>;
  get(header: string): string;
}

/**
 * A request for drafts (`status=draft`) without a valid preview token reads published
 * content instead — Strapi 5 would otherwise hand drafts to anyone allowed to `find`.
 */
export function guardDraftStatus(ctx: RequestContext): void {
  if (ctx.query.status === undefined || ctx.query.status === 'published') return;
  if (ctx.query.status === 'draft' && isValidPreviewToken(previewSecret(), ctx.get(PREVIEW_HEADER)))
    return;
  ctx.query = { ...ctx.query, status: 'published' };
}
