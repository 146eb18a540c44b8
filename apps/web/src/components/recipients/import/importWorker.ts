import { createImportHandler } from './importHandler.ts';
import type { ImportRequest, ImportResponse } from './importProtocol.ts';

// The recipient import's Web Worker: parsing a 10,000-row spreadsheet must not freeze the
// page. All logic lives in importHandler.ts.

// The app compiles with the DOM library; a worker's global scope, as far as used here:
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage(message: ImportResponse): void;
};

const handle = createImportHandler();
scope.onmessage = (event) => {
  void handle(event.data, (response) => scope.postMessage(response));
};
