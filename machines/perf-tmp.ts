import { cardSvgs, envelopeSvg } from './src/pen/cardSvg.ts';
import { loadPenFont } from './src/pen/testing/nodePenFont.ts';
import { emptyVariantTexts } from './src/configurator/progress.ts';
import { CANVASES, sampleRecipients } from './src/configurator/testing/fixtures.ts';
const font = loadPenFont(process.argv[2] ?? 'EMSTech.svg');
const texts = emptyVariantTexts();
for (const form of ['du','sie','ihr'] as const) texts[form].pages[0].body = `{{Anrede}}\n\nherzlichen Dank für das gute Jahr (${form}). Wir freuen uns auf alles, was kommt.\n\nViele Grüße`;
const settings = { kind: 'postcard', personalisation: 'salutation_address', texts, customSalutation: null, canvas: CANVASES.a6Postcard, textSize: 'medium', hasLogo: false } as const;
const rs = sampleRecipients(2000);
let t = performance.now(); let bytes = 0;
for (const r of rs) { for (const s of cardSvgs({ font, settings: settings as any, recipient: r })) bytes += s.svg.length; }
const tc = performance.now() - t; t = performance.now();
for (const r of rs) { bytes += envelopeSvg({ font, recipient: r, canvas: CANVASES.a6Postcard, envelope: 'closed' })!.length; }
const te = performance.now() - t;
console.log('card ms', (tc/rs.length).toFixed(2), 'env ms', (te/rs.length).toFixed(2), 'avg bytes', bytes/rs.length/2);
