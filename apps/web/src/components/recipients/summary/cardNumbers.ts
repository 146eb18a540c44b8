import type { Translate } from '../../../lib/i18n/useT.ts';

const NAMED = 5;

/**
 * The card numbers in words, with the keys `<prefix>One`, `<prefix>Few` and `<prefix>Many`
 * of the caller's namespace: „Karte 3“, „Karten 1, 4 und 9“, „Karten 1, 2, 3, 4, 5 und 12
 * weitere“.
 */
export function cardNumbersText(
  t: Translate,
  numbers: readonly number[],
  prefix = 'pen.cards',
): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  if (sorted.length === 1) return t(`${prefix}One`, { number: sorted[0] });
  if (sorted.length <= NAMED)
    return t(`${prefix}Few`, {
      numbers: sorted.slice(0, -1).join(', '),
      last: sorted[sorted.length - 1],
    });
  return t(`${prefix}Many`, {
    numbers: sorted.slice(0, NAMED).join(', '),
    count: sorted.length - NAMED,
  });
}
