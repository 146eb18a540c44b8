/// <reference lib="webworker" />
// The fit check off the main thread: 10,000 cards take up to a second, and the page (spinner,
// typing in the summary) should not stand still meanwhile. Same machines code as everywhere,
// measuring with the pen font when the font has one (docs/pen-fonts.md), as the server does.
import type { LayoutFont } from '@federkiel/machines/configurator/fontMetrics';
import { checkFit } from '@federkiel/machines/configurator/fitCheck';
import { layoutFontOf } from '../pen/measureFont.ts';
import type { FitWorkerRequest, FitWorkerResponse } from './fitWorkerProtocol.ts';

const fonts = new Map<string, LayoutFont>();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<FitWorkerRequest>) => {
  const { id, fontKey, font: source, settings, recipients } = event.data;
  let answer: FitWorkerResponse;
  try {
    let font = fonts.get(fontKey);
    if (!font) {
      if (!source) throw new Error(`font ${fontKey} was not sent`);
      font = layoutFontOf(source);
      fonts.set(fontKey, font);
    }
    answer = { id, ok: true, result: checkFit({ font, settings, recipients }) };
  } catch (error) {
    answer = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
