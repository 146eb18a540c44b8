import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('visualizer texts', () => {
  it('has the same keys in German and English', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });
});
