import { parentPort, workerData } from 'node:worker_threads';
import type { ProductionLine } from './cardFiles.ts';
import { encodeCards, type EncodedCard } from './encodedCards.ts';

// A drawing worker of the production ZIP (drawPool.ts): it gets the order's lines once
// (`workerData`) and answers each request `{id, from, to}` with those cards encoded. The
// files' data of one answer share one buffer, which is transferred, not copied.

export interface DrawWorkerData {
  lines: ProductionLine[];
  level: number;
}

export interface DrawRequest {
  id: number;
  from: number;
  to: number;
}

export type DrawAnswer = { id: number; cards: EncodedCard[] } | { id: number; error: string };

const { lines, level } = workerData as DrawWorkerData;
const port = parentPort;
if (!port) throw new Error('drawWorker.ts runs as a worker thread');

port.on('message', ({ id, from, to }: DrawRequest) => {
  let cards: EncodedCard[];
  try {
    cards = encodeCards(lines, from, to, level);
  } catch (error) {
    const answer: DrawAnswer = {
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
    port.postMessage(answer);
    return;
  }
  let total = 0;
  for (const card of cards) for (const file of card.files) total += file.data.length;
  const buffer = new ArrayBuffer(total);
  let at = 0;
  for (const card of cards)
    for (const file of card.files) {
      const view = new Uint8Array(buffer, at, file.data.length);
      view.set(file.data);
      file.data = view;
      at += view.length;
    }
  const answer: DrawAnswer = { id, cards };
  port.postMessage(answer, [buffer]);
});
