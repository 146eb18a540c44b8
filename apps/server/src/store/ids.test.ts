import { describe, expect, it } from 'vitest';
import { newId, newSecret } from './ids.ts';

describe('ids and secrets', () => {
  it('are prefixed, URL-safe and never repeat across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const secret = newSecret();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
      seen.add(secret);
      seen.add(newId('ord'));
    }
    expect(seen.size).toBe(4000);
    expect(newId('pi')).toMatch(/^pi_[0-9a-f]{24}$/);
  });
});
