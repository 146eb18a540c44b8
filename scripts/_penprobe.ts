import { emptyVariantTexts } from '@federkiel/machines/configurator/progress';
import { createRecipient } from '@federkiel/machines/configurator/recipientSchema';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';
import { penPipeline, writtenSides } from '@federkiel/machines/pen/pipeline';
import { loadPenFont } from '@federkiel/machines/pen/testing/nodePenFont';
import { drawingSvgBytes } from '@federkiel/machines/pen/writers/svg';
const file = process.argv[2] ?? 'EMSTech.svg';
const N = Number(process.argv[3] ?? 200);
const texts = emptyVariantTexts();
for (const form of ['du', 'sie', 'ihr'] as const)
  texts[form].pages[0].body = `{{Anrede}}\n\nherzlichen Dank für das gute Jahr – „${form}“ waren großartig. Wir freuen uns auf alles, was kommt, und wünschen frohe Feiertage…\n\nViele Grüße aus Köln`;
const settings = { kind: 'postcard', personalisation: 'salutation_address', texts, customSalutation: null,
  canvas: { id: '1', key: 'a6-postkarte', name: 'A6 Postkarte', kind: 'postcard', widthMm: 148, heightMm: 105 },
  textSize: 'medium', hasLogo: false } as const;
const font = loadPenFont(file);
const recipients = sampleRecipients(N);
let tLayout = 0, tPipe = 0, tSvg = 0, points = 0, bytes = 0, envPipe = 0, envSvg = 0;
const now = () => performance.now();
for (let i = 0; i < N; i++) {
  const r = recipients[i]!;
  const seed = `FK-1:${i + 1}`;
  let t = now();
  const sides = writtenSides({ font, settings, recipient: r, seed });
  tLayout += now() - t;
  for (const side of sides) {
    t = now(); const d = penPipeline(side); tPipe += now() - t;
    for (const s of d.strokes) points += (s as { points: unknown[] }).points.length;
    t = now(); bytes += drawingSvgBytes(d).length; tSvg += now() - t;
  }
  t = now();
  let e; try { e = penPipeline({ side: 'envelope', font, recipient: r, canvas: settings.canvas, envelope: 'closed', seed: seed + ':envelope' } as never); } catch { e = null; }
  envPipe += now() - t;
  if (e) { for (const s of e.strokes) points += (s as { points: unknown[] }).points.length; t = now(); bytes += drawingSvgBytes(e).length; envSvg += now() - t; }
}
const f = (x: number) => (x / N).toFixed(2);
console.log(`${file}: per card ms: layout ${f(tLayout)} pipeline ${f(tPipe)} svg ${f(tSvg)} | envelope pipeline ${f(envPipe)} svg ${f(envSvg)} | points/card ${(points / N).toFixed(0)} bytes/card ${(bytes / N).toFixed(0)}`);
