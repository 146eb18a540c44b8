import { describe, expect, it } from 'vitest';
import { type ManifestCard, ManifestCards } from './manifestCards.ts';

// The manifest's records kept as columns while the ZIP is written: what goes in comes back,
// in order, for orders larger than the columns start with.

function record(n: number): ManifestCard {
  const sides = n % 3 === 0 ? ['vorderseite'] : ['vorderseite', 'innen', 'umschlag'];
  return {
    n,
    item: 1 + (n % 4),
    receiver: `Empfänger ${n} „Müller & Söhne“`,
    files: sides.map((side, i) => ({
      name: `FK-100042/${String(n).padStart(4, '0')}-${side}.svg`,
      side,
      pen_down_mm: n * 10.1 + i,
      pen_up_mm: n * 3.3 + i,
      strokes: n + i,
      seconds: n * 0.7 + i,
    })),
    pen_down_mm: n * 30.3,
    pen_up_mm: n * 9.9,
    seconds: n * 2.1,
    ...(n % 50 === 7 ? { problem: `Zeile ${n} passt nicht` } : {}),
  };
}

describe('the manifest’s card records (ManifestCards)', () => {
  it('gives back every card exactly as added, in order, past the columns’ first size', () => {
    const cards = new ManifestCards();
    const added = Array.from({ length: 500 }, (_, i) => record(i + 1));
    for (const card of added) cards.add(card);
    expect(cards.size).toBe(500);
    const back = Array.from({ length: cards.size }, (_, i) => cards.card(i));
    expect(back).toEqual(added);
    // The same text as the record itself (key order included): manifest.json is unchanged.
    expect(back.map((card) => JSON.stringify(card))).toEqual(
      added.map((card) => JSON.stringify(card)),
    );
  });

  it('keeps a card without files and an empty order', () => {
    const cards = new ManifestCards();
    expect(cards.size).toBe(0);
    const bare = { ...record(3), files: [] };
    cards.add(bare);
    cards.add(record(4));
    expect(cards.card(0)).toEqual(bare);
    expect(cards.card(1)).toEqual(record(4));
  });
});
