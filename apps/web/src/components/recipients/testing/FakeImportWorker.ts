import { createImportHandler } from '../import/importHandler.ts';
import type { ImportRequest, ImportResponse } from '../import/importProtocol.ts';

/**
 * Stands in for the import Web Worker in jsdom (which has none): the same handler, run
 * in the page, answering asynchronously like a worker.
 */
export class FakeImportWorker {
  onmessage: ((event: MessageEvent<ImportResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly handle = createImportHandler();

  postMessage(request: ImportRequest): void {
    void this.handle(request, (response) => {
      setTimeout(() => this.onmessage?.({ data: response } as MessageEvent<ImportResponse>), 0);
    });
  }

  terminate(): void {
    this.onmessage = null;
  }
}
