import type { FastifyBaseLogger } from 'fastify';
import { warmUpEInvoiceFormats } from './eInvoiceFormats.ts';

// Started by main.ts at the process's first cart write: the e-invoice library is loaded and
// its schemas compiled in the background, so the first paid order's confirmation does not
// wait for them. Tests build the server without main.ts and never start it; INVOICE_WARMUP=0
// turns it off elsewhere.

export function startInvoiceWarmUp(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> | null {
  if (env.INVOICE_WARMUP?.trim() === '0') return null;
  const started = performance.now();
  return warmUpEInvoiceFormats().then(
    (formats) =>
      log.info(
        { formats, ms: Math.round(performance.now() - started) },
        'e-invoice schemas compiled',
      ),
    (err: unknown) => log.warn({ err }, 'e-invoice schemas not compiled ahead'),
  );
}
