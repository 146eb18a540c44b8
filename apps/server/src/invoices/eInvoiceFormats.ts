import type * as EInvoice from '@e-invoice-eu/core';
import type { Invoice, InvoiceServiceOptions, Logger } from '@e-invoice-eu/core';
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import { completeCii } from './ciiCompletion.ts';

// @e-invoice-eu/core's `InvoiceService.generate`, with the one difference that the JSON
// schema (EN 16931's fields, cardinalities and code lists, patched per format) is compiled
// once per format instead of on every call — compiling it is most of the library's time,
// and an invoice needs two or three formats. The steps are the library's own: validate,
// fill the format's defaults, write.

const quiet: Logger = { log: () => {}, warn: () => {}, error: () => {} };
const validators = new Map<string, ValidateFunction<Invoice>>();

// The library adds ~60 MB to a process when it is imported (measured with a bare import()),
// so it is loaded when the first invoice is written or warmed up, not at start: a process
// that only serves staff or makes production files never carries it.
type Library = typeof EInvoice;
interface Loaded {
  lib: Library;
  factory: InstanceType<Library['FormatFactoryService']>;
  validation: InstanceType<Library['ValidationService']>;
}
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function library(): Promise<Loaded> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('@e-invoice-eu/core').then((lib) => {
    loaded = {
      lib,
      factory: new lib.FormatFactoryService(),
      validation: new lib.ValidationService(quiet),
    };
    return loaded;
  });
  return loading;
}

function validatorFor({ lib, factory }: Loaded, format: string): ValidateFunction<Invoice> {
  const name = factory.normalizeFormat(format);
  let validator = validators.get(name);
  if (!validator) {
    const schema = structuredClone(lib.invoiceSchema);
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
  const loadedLibrary = await library();
  for (const format of formats) {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    try {
      validatorFor(loadedLibrary, format);
      compiled.push(format);
    } catch {
      // Reported, with its cause, by the first invoice that needs this format.
    }
  }
  return compiled;
}

/** Whether `format`'s schema is compiled already (for the warm-up's test). */
export function isCompiled(format: string): boolean {
  return loaded !== null && validators.has(loaded.factory.normalizeFormat(format));
}

/** The e-invoice in `format`; throws when the data break the format's schema. */
export async function generateEInvoice(
  data: Invoice,
  options: InvoiceServiceOptions,
): Promise<string | Uint8Array> {
  const loadedLibrary = await library();
  const { factory, validation } = loadedLibrary;
  const formatter = factory.createFormatService(options.format, quiet);
  const normalized = { ...options, format: factory.normalizeFormat(options.format) };
  const invoice = validation.validate(
    'invoice data',
    validatorFor(loadedLibrary, options.format),
    structuredClone(data),
  );
  formatter.fillInvoiceDefaults(invoice);
  // The CII writers (CII, XRechnung-CII, Factur-X) run `postProcess` on their tree before
  // writing it: there the gaps of the library's mapping are filled (ciiCompletion.ts).
  const cii = formatter as unknown as { postProcess?: (tree: Record<string, unknown>) => void };
  const postProcess = cii.postProcess;
  if (typeof postProcess === 'function') {
    cii.postProcess = (tree) => {
      postProcess.call(formatter, tree);
      completeCii(tree, invoice);
    };
  }
  return formatter.generate(invoice, normalized);
}
