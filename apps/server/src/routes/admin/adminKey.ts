import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The key a request presents: `Authorization: Bearer <key>` or `X-Admin-Key: <key>`. */
export function presentedAdminKey(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization);
    if (match?.[1]) return match[1].trim();
  }
  const header = request.headers['x-admin-key'];
  return typeof header === 'string' && header !== '' ? header : null;
}

/**
 * Compares in constant time. Both sides are hashed first because timingSafeEqual needs
 * equal lengths, and comparing lengths directly would leak the key's length.
 */
export function adminKeyMatches(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
