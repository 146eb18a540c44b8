import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SessionTokens } from './sessionToken.ts';

describe('session tokens', () => {
  it('carry the HMAC-SHA256 of their random part, as createHmac computes it', () => {
    const key = randomBytes(32);
    const tokens = new SessionTokens(key);
    for (let i = 0; i < 500; i++) {
      const token = tokens.mint();
      expect(token).toMatch(/^[0-9a-f]{12}[A-Za-z0-9_-]{32}$/);
      const body = token.slice(0, 34);
      const expected = createHmac('sha256', key).update(body).digest('base64url').slice(0, 10);
      expect(token.slice(34)).toBe(expected);
      expect(tokens.minted(token)).toBe(true);
    }
  });

  it('sort by the time they were minted, so new sessions share the index pages', () => {
    const tokens = new SessionTokens(randomBytes(32));
    const at = Date.parse('2026-11-28T12:00:00Z');
    const earlier = Array.from({ length: 50 }, () => tokens.mint(at));
    const later = tokens.mint(at + 1);
    for (const token of earlier) expect(token < later).toBe(true);
  });

  it('still accept the 32-character tokens minted before issue #32', () => {
    const key = randomBytes(32);
    const random = 'AbCdEfGhIjKlMnOpQrStUv';
    const legacy =
      random + createHmac('sha256', key).update(random).digest('base64url').slice(0, 10);
    expect(new SessionTokens(key).minted(legacy)).toBe(true);
    expect(new SessionTokens(randomBytes(32)).minted(legacy)).toBe(false);
  });

  it('refuse tokens signed with another key, altered, or of another shape', () => {
    const tokens = new SessionTokens(randomBytes(32));
    const stranger = new SessionTokens(randomBytes(32)).mint();
    expect(tokens.minted(stranger)).toBe(false);
    const token = tokens.mint();
    const altered = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    expect(tokens.minted(altered)).toBe(false);
    expect(tokens.minted(`${token}x`)).toBe(false);
    // Not ASCII: createHmac's path answers (as before), and it is no token of ours.
    expect(tokens.minted(`ü${token.slice(1)}`)).toBe(false);
    const key = randomBytes(32);
    const umlaut = `ü${'a'.repeat(21)}`;
    const signed = createHmac('sha256', key).update(umlaut).digest('base64url').slice(0, 10);
    expect(new SessionTokens(key).minted(`${umlaut}${signed}`)).toBe(true);
  });
});
