import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('says minutes, hours and minutes, or hours', () => {
    expect(formatDuration(9 * 60 + 10)).toBe('9 Min.');
    expect(formatDuration(65 * 60)).toBe('1 Std. 5 Min.');
    expect(formatDuration(3 * 3600 + 10)).toBe('3 Std.');
    expect(formatDuration(5)).toBe('1 Min.');
    expect(formatDuration(90 * 60, { hours: 'h', minutes: 'min' })).toBe('1 h 30 min');
  });
});
