import { describe, expect, it } from 'vitest';
import { newId, newSecret, newTimeOrderedId } from './ids.ts';

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

  it('time-ordered ids sort by time, keep the shape and still differ within a millisecond', () => {
    const at = new Date('2026-11-28T12:00:00.000Z');
    const later = new Date(at.getTime() + 1);
    const same = Array.from({ length: 1000 }, () => newTimeOrderedId('cart', at));
    for (const id of same) expect(id).toMatch(/^cart_[0-9a-f]{24}$/);
    expect(new Set(same).size).toBe(1000);
    const next = newTimeOrderedId('cart', later);
    for (const id of same) expect(id < next).toBe(true);
    // The first half is the time; the second half is random.
    expect(same[0]?.slice(5, 17)).toBe(at.getTime().toString(16).padStart(12, '0'));
  });
});
