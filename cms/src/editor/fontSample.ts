import opentype from 'opentype.js';
import { f, linePath, svgDocument, svgToPng } from '../seed/svg';

// A font's sample (issue #20): the alphabet, umlauts and a sentence written in the font, so an
// editor sees the handwriting instead of a file icon. Outline fonts are filled with
// opentype.js; pen fonts (single-stroke SVG fonts) are drawn as strokes, as the robot writes.

export const SAMPLE_LINES = [
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'abcdefghijklmnopqrstuvwxyz',
  'ÄÖÜ äöü ß 0123456789 & ?!',
  'Franz jagt im komplett verwahrlosten Taxi quer durch Bayern.',
];

const WIDTH = 1200;
const SIZE = 40;
const LINE = 58;
const MARGIN = 28;
const INK = '#1d2a44';

interface PenGlyph {
  advance: number;
  d: string;
}

function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? (match[1] as string) : null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The glyphs of a single-stroke SVG font (hersheytext's format), by character. */
export function penGlyphs(svg: string): { unitsPerEm: number; glyphs: Map<string, PenGlyph> } {
  const fontTag = /<font[\s>][^>]*>/.exec(svg)?.[0] ?? '';
  const faceTag = /<font-face[\s\S]*?\/>/.exec(svg)?.[0] ?? '';
  const defaultAdvance = Number(attr(fontTag, 'horiz-adv-x') ?? 500);
  const unitsPerEm = Number(attr(faceTag, 'units-per-em') ?? 1000);
  const glyphs = new Map<string, PenGlyph>();
  for (const [tag] of svg.matchAll(/<glyph\s[^>]*\/?>/g)) {
    const unicode = attr(tag, 'unicode');
    if (unicode === null) continue;
    glyphs.set(decodeEntities(unicode), {
      advance: Number(attr(tag, 'horiz-adv-x') ?? defaultAdvance),
      d: attr(tag, 'd') ?? '',
    });
  }
  return { unitsPerEm, glyphs };
}

function penLines(svg: string, top: number): string {
  const { unitsPerEm, glyphs } = penGlyphs(svg);
  const scale = SIZE / unitsPerEm;
  const parts: string[] = [];
  SAMPLE_LINES.forEach((line, i) => {
    const chars = Array.from(line).map((ch) => glyphs.get(ch) ?? glyphs.get('?'));
    const width = chars.reduce((sum, g) => sum + (g?.advance ?? 0), 0) * scale;
    // A wide pen font shrinks to the picture instead of running off its edge.
    const fit = Math.min(1, (WIDTH - 2 * MARGIN) / Math.max(width, 1));
    let x = MARGIN;
    const baseline = top + SIZE + i * LINE;
    for (const glyph of chars) {
      if (!glyph) continue;
      if (glyph.d)
        parts.push(
          `<path transform="translate(${f(x)} ${f(baseline)}) scale(${scale * fit} ${-scale * fit})" d="${glyph.d}"/>`,
        );
      x += glyph.advance * scale * fit;
    }
  });
  // The pen's width in font units, so the strokes look like ink at any scale.
  return `<g fill="none" stroke="${INK}" stroke-width="${f(1.6 / scale)}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

function outlineLines(bytes: Buffer, top: number): string {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const font = opentype.parse(copy.buffer);
  const d = SAMPLE_LINES.map((line, i) =>
    linePath(font, line, MARGIN, top + SIZE + i * LINE, SIZE),
  );
  return `<path fill="${INK}" d="${d.join('')}"/>`;
}

function caption(text: string, y: number): string {
  return `<text x="${MARGIN}" y="${y}" font-family="sans-serif" font-size="18" fill="#6b7280">${text}</text>`;
}

const isSvgFont = (bytes: Buffer) =>
  /^\s*<(\?xml|svg|!DOCTYPE)/.test(bytes.subarray(0, 64).toString('utf8'));

/** The sample as a PNG: the web font (filled) and, when there is one, the pen font (strokes). */
export async function fontSamplePng(file: Buffer | null, pen: Buffer | null): Promise<Buffer> {
  const block = SAMPLE_LINES.length * LINE + 36;
  const blocks: string[] = [];
  let y = 8;
  if (file) {
    blocks.push(
      caption(isSvgFont(file) ? 'Schrift (aus den Stiftstrichen)' : 'Webschrift', y + 18),
    );
    blocks.push(
      isSvgFont(file) ? penLines(file.toString('utf8'), y + 24) : outlineLines(file, y + 24),
    );
    y += block;
  }
  if (pen && !(file && isSvgFont(file))) {
    blocks.push(caption('Stiftschrift (so schreibt der Roboter)', y + 18));
    blocks.push(penLines(pen.toString('utf8'), y + 24));
    y += block;
  }
  const height = Math.max(y, 40);
  const svg = svgDocument(
    WIDTH,
    height,
    WIDTH,
    height,
    `<rect width="100%" height="100%" fill="#fffdf8"/>${blocks.join('')}`,
  );
  return svgToPng(svg);
}
