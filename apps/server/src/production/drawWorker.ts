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
