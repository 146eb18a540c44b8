/// <reference lib="webworker" />
// The fit check off the main thread: 10,000 cards take up to a second, and the page (spinner,
// typing in the summary) should not stand still meanwhile. Same machines code as everywhere.
import { checkFit } from '@federkiel/machines/configurator/fitCheck';
import { parse, type Font } from 'opentype.js';
import type { FitWorkerRequest, FitWorkerResponse } from './fitWorkerProtocol.ts';

const fonts = new Map<string, Font>();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<FitWorkerRequest>) => {
  const { id, fontId, bytes, settings, recipients } = event.data;
  let answer: FitWorkerResponse;
  try {
    let font = fonts.get(fontId);
    if (!font) {
      if (!bytes) throw new Error(`font ${fontId} was not sent`);
      font = parse(bytes);
      fonts.set(fontId, font);
    }
    answer = { id, ok: true, result: checkFit({ font, settings, recipients }) };
  } catch (error) {
    answer = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
