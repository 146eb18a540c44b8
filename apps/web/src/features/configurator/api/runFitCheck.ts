import { checkFit, type FitCheckRequest, type FitCheckResult } from '@federkiel/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fontFileQueryOptions } from './fontFile.ts';
import type { FitWorkerRequest, FitWorkerResponse } from './fitWorkerProtocol.ts';

// The machine's `checkFit` actor: in a Web Worker where there is one (the browser), on the
// main thread otherwise (tests, very old browsers). One worker for the page, started on the
// first check; it keeps each parsed font, so the bytes cross over once.

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

export async function runFitCheck(
  request: FitCheckRequest,
  queryClient: QueryClient,
): Promise<FitCheckResult> {
  const loaded = await queryClient.fetchQuery(fontFileQueryOptions(request.font));
  const target = fitWorker();
  if (!target)
    return checkFit({
      font: loaded.font,
      settings: request.settings,
      recipients: request.recipients,
    });
  const first = !fontsSent.has(request.font.id);
  fontsSent.add(request.font.id);
  try {
    return await inWorker(target, {
      fontId: request.font.id,
      bytes: first ? loaded.bytes : undefined,
      settings: request.settings,
      recipients: request.recipients,
    });
  } catch (error) {
    fontsSent.delete(request.font.id);
    throw error;
  }
}
