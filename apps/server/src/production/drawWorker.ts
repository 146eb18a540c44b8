import { parentPort, workerData } from 'node:worker_threads';
import {
  type DrawAnswer,
  type DrawRequest,
  drawCards,
  type DrawSetup,
  transferables,
} from './drawnCard.ts';

// The entry of a drawing thread of the production ZIP (drawPool.ts bundles it and starts it).
// It gets the order's lines (with their pen fonts) once, then a few cards at a time, and
// answers each request with its cards in order — figures and compressed bytes, transferred, not copied.
// Nothing else imports this file.

const setup = workerData as DrawSetup;
parentPort?.on('message', (request: DrawRequest) => {
  let answer: DrawAnswer;
  try {
    answer = { cards: drawCards(setup, request) };
  } catch (error) {
    answer = { error: String((error instanceof Error && error.stack) || error) };
  }
  parentPort?.postMessage(answer, 'cards' in answer ? transferables(answer.cards) : []);
});
// TEMP heap
import v8 from 'node:v8';
if (process.env.DRAW_HEAP) {
  let n = 0;
  parentPort?.on('message', () => {
    n += 1;
    if (n % 100 === 0) {
      const h = v8.getHeapStatistics();
      console.error(
        `worker heap total ${(h.total_heap_size / 1e6).toFixed(1)} used ${(h.used_heap_size / 1e6).toFixed(1)} external ${(h.external_memory / 1e6).toFixed(1)} malloced ${(h.malloced_memory / 1e6).toFixed(1)} code ${(h.total_physical_size / 1e6).toFixed(1)}`,
      );
    }
  });
}
