/** The import worker (a function of its own so component tests can replace it). */
export function createImportWorker(): Worker {
  return new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
}
