import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { unknownKeys } from './unknownKeys.ts';

const schema = z.object({
  a: z.string(),
  list: z.array(z.object({ x: z.number(), d: z.string().default('') })),
  tuple: z.tuple([z.object({ y: z.number() }), z.object({ y: z.number() })]),
  map: z.record(z.string(), z.string()),
});

describe('unknownKeys', () => {
  it('finds keys the schema dropped, at any depth, in input order', () => {
    const input = {
      a: 'x',
      extra: 1,
      list: [{ x: 1 }, { x: 2, typo: true }],
      tuple: [{ y: 1 }, { y: 2, z: 3 }],
      map: { frei: 'wählbar' },
    };
    expect(unknownKeys(input, schema.parse(input))).toEqual(['extra', 'list.1.typo', 'tuple.1.z']);
  });

  it('answers nothing for a clean input and stops at the limit', () => {
    const clean = { a: 'x', list: [{ x: 1 }], tuple: [{ y: 1 }, { y: 2 }], map: {} };
    expect(unknownKeys(clean, schema.parse(clean))).toEqual([]);
    const noisy = { ...clean, k1: 1, k2: 2, k3: 3 };
    expect(unknownKeys(noisy, schema.parse(noisy), 2)).toEqual(['k1', 'k2']);
  });
});
