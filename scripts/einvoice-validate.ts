// `npm run einvoice:validate -- file.xml|file.pdf …`: runs the official e-invoice rules (CEN
// EN 16931 and, for an XRechnung, KoSIT) on each file — a PDF's embedded factur-x.xml /
// xrechnung.xml — and prints every failed rule. Exit code 1 when any rule flagged fatal failed.
// The rule sets and their versions: apps/server/test/einvoice-rules/README.md.
import { readFileSync } from 'node:fs';
import { getDocumentProxy } from 'unpdf';
import {
  describeFailures,
  ruleSetsFor,
  validateEInvoice,
} from '../apps/server/test/einvoice-rules/validateEInvoice.ts';

async function xmlOf(file: string): Promise<string> {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return bytes.toString('utf8');
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const attachments = ((await doc.getAttachments()) ?? {}) as Record<
    string,
    { filename: string; content: Uint8Array }
  >;
  const xml = Object.values(attachments).find((a) => /\.xml$/i.test(a.filename));
  if (!xml) throw new Error(`${file}: PDF ohne eingebettete XML-Datei`);
  return new TextDecoder().decode(xml.content);
}

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run einvoice:validate -- <invoice.xml|invoice.pdf> …');
  process.exit(2);
}
let fatal = 0;
for (const file of files) {
  const xml = await xmlOf(file);
  const ruleSets = ruleSetsFor(xml);
  if (ruleSets.length === 0) {
    console.log(`${file}: weder CII noch UBL`);
    fatal++;
    continue;
  }
  for (const ruleSet of ruleSets) {
    const failures = validateEInvoice(xml, ruleSet);
    const fatals = failures.filter((f) => f.flag === 'fatal').length;
    fatal += fatals;
    const verdict = fatals === 0 ? 'ok' : `${fatals} fatal`;
    console.log(`${file}: ${ruleSet}: ${verdict}, ${failures.length - fatals} warning(s)`);
    if (failures.length > 0) console.log(describeFailures(failures));
  }
}
process.exit(fatal > 0 ? 1 : 0);
