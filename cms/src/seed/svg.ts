/**
 * Small SVG helpers for the seed artwork: a seeded random generator, handwriting text as
 * paths (opentype.js reads the @fontsource WOFF files — librsvg, which sharp uses to
 * rasterise, does not know those fonts), and SVG → PNG with sharp.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype, { type Font, type Glyph, type PathCommand } from 'opentype.js';
import sharp from 'sharp';

// ── random ─────────────────────────────────────────────────────────────────
export type Rng = () => number;

/** mulberry32: small, fast, deterministic — the same seed gives the same card. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (r: Rng, min: number, max: number): number => min + r() * (max - min);
export const pick = <T>(r: Rng, items: readonly T[]): T =>
  items[Math.floor(r() * items.length) % items.length] as T;
export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

// ── fonts ──────────────────────────────────────────────────────────────────
const fontCache = new Map<string, Font>();

/** Absolute path of a file in an @fontsource package's files/ folder. */
export function fontsourceFile(pkg: string, file: string): string {
  const pkgJson = require.resolve(`${pkg}/package.json`);
  return path.join(path.dirname(pkgJson), 'files', file);
}

/** A single-stroke SVG font of the `hersheytext` package (svg_fonts/, e.g. EMSTech.svg). */
export function penFontFile(file: string): string {
  if (!/^[A-Za-z0-9]+\.svg$/.test(file)) throw new Error(`not a hersheytext font file: ${file}`);
  const pkgJson = require.resolve('hersheytext/package.json');
  return path.join(path.dirname(pkgJson), 'svg_fonts', file);
}

export function loadFont(pkg: string, file: string): Font {
  const key = `${pkg}/${file}`;
  let font = fontCache.get(key);
  if (!font) {
    const buf = fs.readFileSync(fontsourceFile(pkg, file));
    font = opentype.parse(
      buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer,
    );
    fontCache.set(key, font);
  }
  return font;
}

/** The handwriting font of a family slug (e.g. `caveat`) at a weight. */
export function handFont(family: string, weight = 400): Font {
  return loadFont(`@fontsource/${family}`, `${family}-latin-${weight}-normal.woff`);
}

/**
 * Path data of one line. opentype.js 2.0's own `toPathData` writes NaN for coordinates whose
 * fractional part is tiny (its decimal rounding builds strings like "1e-14e+1"), so the
 * commands are serialised here.
 */
export function linePath(font: Font, text: string, x: number, y: number, size: number): string {
  try {
    return commandsToPathData(font.getPath(text, x, y, size).commands);
  } catch {
    // Some fonts use GSUB lookups opentype.js 2.0 cannot apply ("substFormat 2 is not yet
    // supported"); lay the glyphs out one by one then, with kerning pairs only.
    const scale = size / font.unitsPerEm;
    const parts: string[] = [];
    let cursor = x;
    let previous: Glyph | null = null;
    for (const ch of Array.from(text)) {
      const glyph = font.charToGlyph(ch);
      if (previous) cursor += font.getKerningValue(previous, glyph) * scale;
      parts.push(commandsToPathData(glyph.getPath(cursor, y, size).commands));
      cursor += (glyph.advanceWidth ?? 0) * scale;
      previous = glyph;
    }
    return parts.join('');
  }
}

/** Advance width of a line, with the same fallback as `linePath`. */
export function lineWidth(font: Font, text: string, size: number): number {
  try {
    return font.getAdvanceWidth(text, size);
  } catch {
    const scale = size / font.unitsPerEm;
    let width = 0;
    let previous: Glyph | null = null;
    for (const ch of Array.from(text)) {
      const glyph = font.charToGlyph(ch);
      if (previous) width += font.getKerningValue(previous, glyph) * scale;
      width += (glyph.advanceWidth ?? 0) * scale;
      previous = glyph;
    }
    return width;
  }
}

export function commandsToPathData(commands: PathCommand[]): string {
  const out: string[] = [];
  for (const c of commands) {
    switch (c.type) {
      case 'M':
      case 'L':
        out.push(`${c.type}${f(c.x)} ${f(c.y)}`);
        break;
      case 'Q':
        out.push(`Q${f(c.x1)} ${f(c.y1)} ${f(c.x)} ${f(c.y)}`);
        break;
      case 'C':
        out.push(`C${f(c.x1)} ${f(c.y1)} ${f(c.x2)} ${f(c.y2)} ${f(c.x)} ${f(c.y)}`);
        break;
      case 'Z':
        out.push('Z');
        break;
      default:
        break;
    }
  }
  return out.join('');
}

export interface TextOptions {
  /** centre x of the text block */
  cx: number;
  /** centre y of the text block */
  cy: number;
  maxWidth: number;
  maxHeight: number;
  /** preferred size; the text shrinks to fit and may wrap into two lines */
  size: number;
  fill: string;
  align?: 'center' | 'left';
  /** for align left: the left edge */
  x?: number;
  lineHeight?: number;
  extra?: string;
}

/** Split a headline into one or two balanced lines. */
function wrap(font: Font, text: string, size: number, maxWidth: number): string[] {
  if (text.includes('\n')) return text.split('\n');
  if (lineWidth(font, text, size) <= maxWidth) return [text];
  const words = text.split(' ');
  if (words.length < 2) return [text];
  let best: string[] = [text];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map((l) => lineWidth(font, l, size)));
    if (width < bestWidth) {
      bestWidth = width;
      best = lines;
    }
  }
  return best;
}

/** Text as one SVG `<path>` (all lines), fitted into the box. */
export function textPath(font: Font, text: string, o: TextOptions): string {
  const lineHeight = o.lineHeight ?? 1.12;
  let size = o.size;
  let lines = wrap(font, text, size, o.maxWidth);
  const em = (font.ascender - font.descender) / font.unitsPerEm;
  for (let i = 0; i < 40; i += 1) {
    const widest = Math.max(...lines.map((l) => lineWidth(font, l, size)));
    const height = size * em + (lines.length - 1) * size * lineHeight;
    if (widest <= o.maxWidth && height <= o.maxHeight) break;
    size *= 0.94;
    lines = wrap(font, text, size, o.maxWidth);
  }
  const ascent = (font.ascender / font.unitsPerEm) * size;
  const descent = (-font.descender / font.unitsPerEm) * size;
  const blockHeight = ascent + descent + (lines.length - 1) * size * lineHeight;
  let baseline = o.cy - blockHeight / 2 + ascent;
  const parts: string[] = [];
  for (const line of lines) {
    const width = lineWidth(font, line, size);
    const x = o.align === 'left' ? (o.x ?? 0) : o.cx - width / 2;
    parts.push(linePath(font, line, x, baseline, size));
    baseline += size * lineHeight;
  }
  return `<path d="${parts.join(' ')}" fill="${o.fill}"${o.extra ? ` ${o.extra}` : ''}/>`;
}

/** Several lines of running text (left aligned, fixed size), e.g. handwriting on a card. */
export function paragraphPath(
  font: Font,
  lines: string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  fill: string,
  extra = '',
): string {
  const d = lines
    .map((line, i) => linePath(font, line, x, y + i * size * lineHeight, size))
    .join(' ');
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

// ── shapes ─────────────────────────────────────────────────────────────────
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  rotation = -90,
  points = 5,
): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotation + (i * 180) / points) * Math.PI) / 180;
    pts.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

export function heartPath(cx: number, cy: number, s: number): string {
  return `M${f(cx)} ${f(cy + s * 0.35)} C${f(cx - s * 0.05)} ${f(cy + s * 0.3)} ${f(cx - s * 0.5)} ${f(cy)} ${f(cx - s * 0.5)} ${f(cy - s * 0.2)} C${f(cx - s * 0.5)} ${f(cy - s * 0.45)} ${f(cx - s * 0.15)} ${f(cy - s * 0.5)} ${f(cx)} ${f(cy - s * 0.28)} C${f(cx + s * 0.15)} ${f(cy - s * 0.5)} ${f(cx + s * 0.5)} ${f(cy - s * 0.45)} ${f(cx + s * 0.5)} ${f(cy - s * 0.2)} C${f(cx + s * 0.5)} ${f(cy)} ${f(cx + s * 0.05)} ${f(cy + s * 0.3)} ${f(cx)} ${f(cy + s * 0.35)}Z`;
}

export function svgDocument(
  width: number,
  height: number,
  viewW: number,
  viewH: number,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${f(viewW)} ${f(viewH)}">${body}</svg>`;
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
}

export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86 })
    .toBuffer();
}
