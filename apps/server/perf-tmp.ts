import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';
import { parsePenFont } from '@federkiel/machines/pen/penFont';
import { productionCards } from './src/production/cardFiles.ts';
import { productionZip } from './src/production/productionZip.ts';
const require = createRequire(import.meta.url);
const pen = parsePenFont(fs.readFileSync(path.join(path.dirname(require.resolve('hersheytext/package.json')), 'svg_fonts', 'EMSTech.svg'), 'utf8'));
const N = Number(process.argv[2] ?? 2000);
const configuration: any = { version: 1, canvas: { id: '1', key: 'a6-postkarte', name: 'A6', kind: 'postcard', widthMm: 148, heightMm: 105 },
  template: { id: '21', name: 'x' }, personalisation: 'salutation_address', font: { id: '11', slug: 'caveat', name: 'Caveat' }, textSize: 'medium',
  texts: Object.fromEntries((['du','sie','ihr'] as const).map((form) => [form, { pages: [{ heading: '', body: `{{Anrede}}\n\nherzlichen Dank für das gute Jahr – „${form}“ waren großartig. Wir freuen uns auf alles, was kommt, und wünschen frohe Feiertage…\n\nViele Grüße aus Köln` }, { heading: '', body: '' }] }])),
  customSalutation: null, customVariables: [], images: { logo: null, outerBackground: null, innerBackground: null }, recipients: sampleRecipients(N), shipping: { mode: 'to_recipients', date: '2026-11-27', envelope: 'closed' } };
const lines = [{ configuration, pen: { font: pen, source: 'cms' as const, family: 'EMS Tech' } }];
let t = performance.now(); let bytes = 0;
if (process.argv[3] !== 'zip') for (const c of productionCards(lines)) for (const f of c.files) bytes += f.svg.length;
console.log('generate', ((performance.now() - t) / N).toFixed(2), 'ms/card', (bytes / N / 1024).toFixed(1), 'KB/card');
if (process.argv[3] === 'zip') {
  t = performance.now();
  const zip = productionZip({ folder: 'FK-1', order: 'FK-1', lines, txt: { name: 'a.txt', text: 'x' }, mtime: new Date(0) });
  let out = 0; let peak = 0;
  for await (const chunk of zip.stream) { out += chunk.length; peak = Math.max(peak, process.memoryUsage().rss); }
  console.log('zip', ((performance.now() - t) / N).toFixed(2), 'ms/card', (out / N / 1024).toFixed(1), 'KB/card zipped', (peak/1e6).toFixed(0), 'MB peak');
}
