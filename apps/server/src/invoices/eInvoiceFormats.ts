import {
  FormatFactoryService,
  invoiceSchema,
  ValidationService,
  type Invoice,
  type InvoiceServiceOptions,
  type Logger,
} from '@e-invoice-eu/core';
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';

// @e-invoice-eu/core's `InvoiceService.generate`, with the one difference that the JSON
// schema (EN 16931's fields, cardinalities and code lists, patched per format) is compiled
// once per format instead of on every call — compiling it is most of the library's time,
// and an invoice needs two or three formats. The steps are the library's own: validate,
// fill the format's defaults, write.

const quiet: Logger = { log: () => {}, warn: () => {}, error: () => {} };
const factory = new FormatFactoryService();
const validation = new ValidationService(quiet);
const validators = new Map<string, ValidateFunction<Invoice>>();

function validatorFor(format: string): ValidateFunction<Invoice> {
  const name = factory.normalizeFormat(format);
  let validator = validators.get(name);
  if (!validator) {
    const schema = structuredClone(invoiceSchema);
    factory.createFormatService(name, quiet).patchSchema(schema);
    validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(
      schema,
    );
    validators.set(name, validator);
  }
  return validator;
}

/** The formats an invoice or credit note is written in (invoiceDocuments.ts). */
const ISSUED_FORMATS = ['Factur-X-EN16931', 'CII', 'UBL', 'XRECHNUNG-CII'] as const;

/**
 * Compiles the schemas of the formats the shop writes, one format per turn of the event loop
 * (each takes most of a second and blocks while it runs), so requests are served between
 * them and the first order's e-mail does not wait ~5 s for them. Resolves with the formats
 * compiled; a format that fails to compile is left for its first use to report.
 */
export async function warmUpEInvoiceFormats(
  formats: readonly string[] = ISSUED_FORMATS,
): Promise<string[]> {
  const compiled: string[] = [];
  for (const format of formats) {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    try {
      validatorFor(format);
      compiled.push(format);
    } catch {
      // Reported, with its cause, by the first invoice that needs this format.
    }
  }
  return compiled;
}

/** Whether `format`'s schema is compiled already (for the warm-up's test). */
export function isCompiled(format: string): boolean {
  return validators.has(factory.normalizeFormat(format));
}

/** The e-invoice in `format`; throws when the data break the format's schema. */
export async function generateEInvoice(
  data: Invoice,
  options: InvoiceServiceOptions,
): Promise<string | Uint8Array> {
  const formatter = factory.createFormatService(options.format, quiet);
  const normalized = { ...options, format: factory.normalizeFormat(options.format) };
  const invoice = validation.validate(
    'invoice data',
    validatorFor(options.format),
    structuredClone(data),
  );
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, normalized);
}
