import crypto from 'node:crypto';

// The CMS's preview links (issue #20; cms/src/lib/preview.ts signs them): `<expires>.<HMAC>`
// with the secret both share (CMS_PREVIEW_SECRET). The shop's server checks a link before the
// page turns to preview mode; the CMS checks it again on every draft it hands out.

export function previewTokenExpiry(
  secret: string,
  token: unknown,
  now = Date.now(),
): number | null {
  if (typeof token !== 'string') return null;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return null;
  const expected = Buffer.from(
    crypto.createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url'),
  );
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return expires * 1000;
}
