import sharp from 'sharp';
import type { SideOutcome } from './penPicturesCard.ts';

// The pictures of scripts/pen-pictures.ts: two panels side by side (before | after), each a
// region of a robot SVG (sheet millimetres) drawn at a fixed scale with a small label above,
// composed as one SVG and rendered by sharp (librsvg) into a palette PNG. Nothing depends on
// the clock or the machine's state, so the same SVGs give the same PNG bytes.

/** A region of a sheet, in millimetres. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Panel {
  label: string;
  side: SideOutcome;
  region: Region | null;
}

const LABEL_PX = 22;
const GAP_PX = 16;
const MARGIN_PX = 8;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The strokes group of a robot SVG (`<g …>…</g>`, pen width and all), in millimetres: today's
 * SVGs draw in micrometres (`viewBox` 1000 × their `width` in mm), the pen of `BEFORE_COMMIT`
 * in millimetres, and the panels' regions are in millimetres.
 */
function strokesGroup(svg: string): string {
  const start = svg.indexOf('<g ');
  const end = svg.lastIndexOf('</g>');
  if (start < 0 || end < start) throw new Error('not a robot SVG: no strokes group');
  const widthMm = Number(/<svg[^>]* width="([\d.]+)mm"/.exec(svg)?.[1]);
  const viewWidth = Number(/<svg[^>]* viewBox="[-\d.]+ [-\d.]+ ([\d.]+) /.exec(svg)?.[1]);
  const scale = widthMm > 0 && viewWidth > 0 ? widthMm / viewWidth : 1;
  const group = svg.slice(start, end + 4);
  return scale === 1 ? group : `<g transform="scale(${scale})">${group}</g>`;
}

function panelSvg(panel: Panel, x: number, y: number, width: number, height: number): string {
  const label = `<text x="${x}" y="${y - 7}" font-family="DejaVu Sans" font-size="14" fill="#444">${escapeXml(panel.label)}</text>`;
  const frame = `<rect x="${x - 0.5}" y="${y - 0.5}" width="${width + 1}" height="${height + 1}" fill="none" stroke="#bbb"/>`;
  if ('error' in panel.side || !panel.region) {
    const message = 'error' in panel.side ? panel.side.error : 'no such region';
    return `${label}${frame}<text x="${x + 10}" y="${y + 24}" font-family="DejaVu Sans" font-size="13" fill="#a00">${escapeXml(message)}</text>`;
  }
  const r = panel.region;
  const side = panel.side;
  return (
    `${label}${frame}<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${r.x} ${r.y} ${r.width} ${r.height}">` +
    `<rect x="0" y="0" width="${side.widthMm}" height="${side.heightMm}" fill="#fff" stroke="#ddd" stroke-width="${r.width / width}"/>` +
    `${strokesGroup(side.svg)}</svg>`
  );
}

/**
 * Before and after side by side at `pxPerMm` (both panels the size of the larger region), as
 * a palette PNG of a few greys.
 */
export async function sideBySidePng(panels: readonly Panel[], pxPerMm: number): Promise<Buffer> {
  const sized = panels.map((panel) => panel.region);
  const width = Math.ceil(Math.max(...sized.map((r) => (r ? r.width : 60))) * pxPerMm);
  const height = Math.ceil(Math.max(...sized.map((r) => (r ? r.height : 20))) * pxPerMm);
  const total = {
    width: MARGIN_PX * 2 + panels.length * width + (panels.length - 1) * GAP_PX,
    height: MARGIN_PX * 2 + LABEL_PX + height,
  };
  const body = panels
    .map((panel, i) =>
      panelSvg(panel, MARGIN_PX + i * (width + GAP_PX), MARGIN_PX + LABEL_PX, width, height),
    )
    .join('\n');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total.width}" height="${total.height}" viewBox="0 0 ${total.width} ${total.height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>\n${body}\n</svg>`;
  return sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .png({ palette: true, colours: 16, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
}
