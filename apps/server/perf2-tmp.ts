import yazl from 'yazl';
import { Readable } from 'node:stream';
const N = 4000; const buf = Buffer.from('<svg>' + 'M12.345 67.891L12.512 67.803'.repeat(700) + '</svg>');
for (const mode of ['lazy6', 'lazy1', 'buffer6', 'buffer1']) {
  const zip = new yazl.ZipFile(); const level = mode.endsWith('1') ? 1 : 6;
  const t = performance.now(); let out = 0;
  const done = (async () => { for await (const c of zip.outputStream) out += (c as Buffer).length; })();
  for (let i = 0; i < N; i++) {
    if (mode.startsWith('lazy')) zip.addReadStreamLazy(`f${i}.svg`, { compressionLevel: level, size: buf.length }, (cb) => cb(null, Readable.from([buf])));
    else zip.addBuffer(buf, `f${i}.svg`, { compressionLevel: level });
  }
  zip.end(); await done;
  console.log(mode, ((performance.now() - t) / N).toFixed(3), 'ms/entry', (out / N).toFixed(0), 'B/entry');
}
