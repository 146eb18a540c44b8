import { checkFit, type FitCheckRequest, type FitCheckResult } from '@federkiel/machines';
import { penLayoutFont } from '@federkiel/machines/pen/pipeline';
import type { QueryClient } from '@tanstack/react-query';
import type { FitFontSource } from '../pen/measureFont.ts';
import { penFontQueryOptions, type LoadedPenFont } from '../pen/penFontFile.ts';
import { FontFileError, fontFileQueryOptions, type LoadedFont } from './fontFile.ts';
import type { FitWorkerRequest, FitWorkerResponse } from './fitWorkerProtocol.ts';

// The machine's `checkFit` actor: in a Web Worker where there is one (the browser), on the
// main thread otherwise (tests, very old browsers). One worker for the page, started on the
// first check; it keeps each parsed font, so the file crosses over once.
//
// A font with a pen font is measured with the pen font (its advance widths; a character it
// lacks is a missing character), like the server's fit check (docs/pen-fonts.md). A pen font
// that cannot be loaded fails the check: measuring with the web font instead would pass cards
// the server then refuses.

let worker: Worker | null = null;
const fontsSent = new Set<string>();
let nextId = 1;

function fitWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  if (!worker) {
    try {
      worker = new Worker(new URL('./fitWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      return null;
    }
    worker.addEventListener('error', () => {
      worker = null;
      fontsSent.clear();
    });
  }
  return worker;
}

function inWorker(target: Worker, request: Omit<FitWorkerRequest, 'id'>): Promise<FitCheckResult> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<FitWorkerResponse>) => {
      if (event.data.id !== id) return;
      target.removeEventListener('message', onMessage);
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.message));
    };
    target.addEventListener('message', onMessage);
    target.postMessage({ ...request, id } satisfies FitWorkerRequest);
  });
}

/** The font file and, when there is one, the pen font: both cached by the query client. */
export async function loadMeasuringFont(
  fontId: string,
  queryClient: QueryClient,
): Promise<{ loaded: LoadedFont; pen: LoadedPenFont | null }> {
  const loaded = await queryClient.fetchQuery(fontFileQueryOptions({ id: fontId }));
  const pen = loaded.penFontUrl
    ? await queryClient.fetchQuery(penFontQueryOptions(loaded.penFontUrl))
    : null;
  return { loaded, pen };
}

export async function runFitCheck(
  request: FitCheckRequest,
  queryClient: QueryClient,
): Promise<FitCheckResult> {
  const { loaded, pen } = await loadMeasuringFont(request.font.id, queryClient);
  const target = fitWorker();
  if (!target) {
    const font = pen ? penLayoutFont(pen.font) : loaded.font;
    if (!font) throw new FontFileError(`font ${request.font.id} has nothing to measure with`);
    return checkFit({ font, settings: request.settings, recipients: request.recipients });
  }
  const fontKey = pen ? `${request.font.id}:pen:${loaded.penFontUrl}` : `${request.font.id}:web`;
  let source: FitFontSource;
  if (pen) source = { kind: 'pen', svg: pen.svg };
  else if (loaded.bytes) source = { kind: 'web', bytes: loaded.bytes };
  else throw new FontFileError(`font ${request.font.id} has nothing to measure with`);
  const first = !fontsSent.has(fontKey);
  fontsSent.add(fontKey);
  try {
    return await inWorker(target, {
      fontKey,
      font: first ? source : undefined,
      settings: request.settings,
      recipients: request.recipients,
    });
  } catch (error) {
    fontsSent.delete(fontKey);
    throw error;
  }
}
