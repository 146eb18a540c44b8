import { createHash } from 'node:crypto';

// ETags of the CMS answers the shop passes on (issue #31). The cache hands out the same object
// for as long as an answer is current, so its serialisation and tag are made once per answer
// (a WeakMap keyed by that object), not once per request: a product list is serialised once,
// then every browser's revalidation is a map lookup and a 304.

export interface TaggedBody {
  body: string;
  etag: string;
}

const tagged = new WeakMap<object, TaggedBody>();

export function taggedBody(value: unknown): TaggedBody {
  const key = typeof value === 'object' && value !== null ? value : null;
  const known = key ? tagged.get(key) : undefined;
  if (known) return known;
  const body = JSON.stringify(value);
  // Weak: the same answer may go out brotli, gzip or plain (compression.ts), which a strong
  // tag would have to tell apart.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const result = { body, etag };
  if (key) tagged.set(key, result);
  return result;
}

/** Whether an `If-None-Match` header names this tag (weak comparison, lists and `*`). */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
