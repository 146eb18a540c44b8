import { describe, expect, it } from 'vitest';
import { adminKeyMatches } from './adminKey.ts';

describe('adminKeyMatches', () => {
  it('matches only the exact key', () => {
    expect(adminKeyMatches('correct-horse-battery', 'correct-horse-battery')).toBe(true);
    expect(adminKeyMatches('correct-horse-batterY', 'correct-horse-battery')).toBe(false);
    expect(adminKeyMatches('correct', 'correct-horse-battery')).toBe(false);
    expect(adminKeyMatches('', 'correct-horse-battery')).toBe(false);
  });
});
