import { describe, expect, it, vi } from 'vitest';
import { isCompiled } from './eInvoiceFormats.ts';
import { startInvoiceWarmUp } from './invoiceWarmUp.ts';

describe('the e-invoice warm-up', () => {
  it('is off with INVOICE_WARMUP=0', () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    expect(startInvoiceWarmUp(log, { INVOICE_WARMUP: '0' })).toBeNull();
  });

  it('compiles every format the shop writes without blocking its caller', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const running = startInvoiceWarmUp(log, {});
    // Nothing is compiled synchronously: the caller (main.ts after listen) goes on at once.
    expect(isCompiled('CII')).toBe(false);
    await running;
    for (const format of ['Factur-X-EN16931', 'CII', 'UBL', 'XRECHNUNG-CII']) {
      expect(isCompiled(format)).toBe(true);
    }
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ formats: ['Factur-X-EN16931', 'CII', 'UBL', 'XRECHNUNG-CII'] }),
      'e-invoice schemas compiled',
    );
  }, 30_000);
});
