import type { FastifyBaseLogger } from 'fastify';
import { warmUpEInvoiceFormats } from './eInvoiceFormats.ts';
import { orderInvoiceContent } from './invoiceContent.ts';
import { renderDocuments } from './invoiceDocuments.ts';
import { FIXTURE_BUYER, fixtureTotals } from './invoiceFixtures.ts';
import { sellerOf } from './seller.ts';

// Started by main.ts at the process's first cart write: the e-invoice library is loaded and
// its schemas compiled in the background, then one throw-away invoice is rendered (PDF, its
// fonts, Factur-X, CII and XRechnung), so the first paid order neither waits for them nor
// for the PDF's first-use costs (issue #27: the first order took 0.55 s with the schemas
// warm, 0.2 s after). Tests build the server without main.ts and never start it;
// INVOICE_WARMUP=0 turns it off elsewhere.

/** One rendered invoice of every kind of document an order writes, nothing stored. */
async function renderOneInvoice(): Promise<void> {
  const totals = fixtureTotals([10]);
  const issuedAt = new Date();
  await renderDocuments(
    orderInvoiceContent({
      number: 'RE-WARMUP-000000',
      issuedAt,
      orderId: 'ord_warmup',
      orderNumber: 'FK-000000',
      totals,
      seller: sellerOf(),
      buyer: { ...FIXTURE_BUYER, leitwegId: '04011000-1234512345-06' },
      shippingDate: null,
      payments: [{ method: 'card', amountCents: totals.grandTotalCents }],
    }),
    issuedAt,
  );
}

export function startInvoiceWarmUp(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> | null {
  if (env.INVOICE_WARMUP?.trim() === '0') return null;
  const started = performance.now();
  return warmUpEInvoiceFormats()
    .then(async (formats) => {
      // A turn of the event loop between the schemas and the rendering: requests go first.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      await renderOneInvoice();
      return formats;
    })
    .then(
      (formats) =>
        log.info(
          { formats, ms: Math.round(performance.now() - started) },
          'e-invoice schemas compiled',
        ),
      (err: unknown) => log.warn({ err }, 'e-invoice schemas not compiled ahead'),
    );
}
