import { describe, expect, it } from 'vitest';
import { PEN_FONT_FILES } from '@federkiel/machines/pen/pipeline';
import { validConfiguration } from '../../test/swell/configurationFixtures.ts';
import type { ProductionLine } from './cardFiles.ts';
import { drawCards, drawRequest, drawSetup } from './drawnCard.ts';
import { drawnCards } from './drawPool.ts';
import { packagedPenFont } from './penFonts.ts';

// The drawing threads (drawPool.ts): cards come back in card order, as the request's thread
// would draw them, and a thread's failure reaches the ZIP instead of a card going missing.

async function lines(cards: number): Promise<ProductionLine[]> {
  const font = await packagedPenFont(PEN_FONT_FILES.emsTech);
  return [
    {
      configuration: validConfiguration(cards),
      pen: { font, source: 'hersheytext', family: 'EMS Tech' },
    },
  ];
}

describe('the drawing threads', () => {
  it(
    'give every card in card order, as drawn on the request’s thread',
    { timeout: 60_000 },
    async () => {
      const order = await lines(9);
      const options = { order: 'FK-9' };
      const drawn = [];
      for await (const card of drawnCards(order, options, 1, 2)) drawn.push(card);
      expect(drawn.map((card) => card.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const here = drawCards(drawSetup(order, options, 1), drawRequest(order, 0, 9));
      expect(
        drawn.map((card) => card.files.map((file) => [file.name, file.crc32, file.size])),
      ).toEqual(here.map((card) => card.files.map((file) => [file.name, file.crc32, file.size])));
    },
  );

  it('fail with the thread’s error when a card cannot be drawn', { timeout: 60_000 }, async () => {
    const [line] = (await lines(6)) as [ProductionLine];
    // A configuration without a canvas: the threads' drawing throws (not a writing problem).
    const broken = [
      { ...line, configuration: { ...line.configuration, canvas: null } },
    ] as unknown as ProductionLine[];
    const drawn: number[] = [];
    await expect(
      (async () => {
        for await (const card of drawnCards(broken, {}, 1, 2)) drawn.push(card.n);
      })(),
    ).rejects.toThrow(/drawing worker: .*configuration without a canvas/);
    expect(drawn).toEqual([]);
  });
});
