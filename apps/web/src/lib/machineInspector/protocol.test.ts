import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { toWire } from './protocol.ts';

describe('toWire', () => {
  it('copies plain data as it is', () => {
    const value = { a: 1, b: 'x', c: [true, null], d: { e: 2 } };
    expect(toWire(value)).toEqual(value);
  });

  it('makes functions, actor references, dates, errors and cycles readable and cloneable', () => {
    const actor = createActor(createMachine({ id: 'm' }));
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const copy = toWire({
      run: function persist() {},
      actor,
      at: new Date('2026-01-02T03:04:05Z'),
      error: new TypeError('kaputt'),
      cyclic,
      tags: new Set(['a']),
      map: new Map([['k', 1]]),
    });
    expect(copy).toEqual({
      run: 'ƒ persist',
      actor: `[Actor ${actor.id}]`,
      at: '2026-01-02T03:04:05.000Z',
      error: { name: 'TypeError', message: 'kaputt' },
      cyclic: { name: 'loop', self: '[Zyklus]' },
      tags: ['a'],
      map: { k: 1 },
    });
    expect(() => structuredClone(copy)).not.toThrow();
  });

  it('cuts long lists and texts (10,000 recipients stay cheap)', () => {
    const copy = toWire({
      recipients: Array.from({ length: 10_000 }, (_, i) => ({ i })),
      text: 'x'.repeat(2000),
    }) as { recipients: unknown[]; text: string };
    expect(copy.recipients).toHaveLength(51);
    expect(copy.recipients.at(-1)).toBe('… 9950 weitere');
    expect(copy.text.length).toBeLessThan(520);
  });
});
