// Test helper: a writer SVG read back the way a plotter driver would, and the checks the
// pipeline's SVG tests share (pipeline.test.ts, pipelineEnvelope.test.ts).
import svgpath from 'svgpath';
import { expect } from 'vitest';
import type { WritableArea } from '../../configurator/canvasGeometry.ts';
import type { PenFont, Point } from '../types/penTypes.ts';
import { fmt } from '../writers/asciiWriter.ts';

export interface SvgPath {
  glyph: string;
  subpaths: Point[][];
}

/**
 * A writer path's data (in the SVG's user unit, the micrometre) as its subpaths' points in
 * millimetres, through a real SVG path parser (svgpath: relative steps made absolute).
 */
export function pathPoints(d: string): Point[][] {
  const subpaths: Point[][] = [];
  const micro = (value: number) => Math.round(value) / 1000;
  svgpath(d)
    .abs()
    .iterate((segment) => {
      const [command, x, y] = segment as [string, number, number];
      if (command === 'M') subpaths.push([]);
      else if (command !== 'L') throw new Error(`unexpected path command ${command} in ${d}`);
      subpaths[subpaths.length - 1]?.push({ x: micro(x), y: micro(y) });
    });
  return subpaths;
}

/**
 * The SVG as the writer wrote it before its paths became steps and its unit the micrometre:
 * every path's data as absolute points in mm (`M x y L x y …`), the `viewBox` and the
 * `stroke-width` in mm. Equal text means the pen draws the same.
 */
export function withAbsolutePaths(svg: string): string {
  const mm = (micro: string) => fmt(Number(micro) / 1000);
  return svg
    .replace(
      / viewBox="0 0 (\d+) (\d+)"/,
      (_, w: string, h: string) => ` viewBox="0 0 ${mm(w)} ${mm(h)}"`,
    )
    .replace(/ stroke-width="(\d+)"/, (_, width: string) => ` stroke-width="${mm(width)}"`)
    .replace(
      / d="([^"]*)"/g,
      (_, d: string) =>
        ` d="${pathPoints(d)
          .flatMap((points) =>
            points.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(p.x)} ${fmt(p.y)}`),
          )
          .join('')}"`,
    );
}

/** The paths of a writer SVG, read back the way a plotter driver would. */
export function readSvg(svg: string) {
  const root = /<svg ([^>]*)>/.exec(svg)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(root)?.[1];
  const paths: SvgPath[] = [...svg.matchAll(/<path data-glyph="([^"]+)" d="([^"]+)"\/>/g)].map(
    (match) => ({
      glyph: match[1] as string,
      subpaths: pathPoints(match[2] as string),
    }),
  );
  return {
    width: attribute('width'),
    height: attribute('height'),
    viewBox: attribute('viewBox'),
    penDownMm: Number(attribute('data-pen-down-mm')),
    penUpMm: Number(attribute('data-pen-up-mm')),
    strokes: Number(attribute('data-strokes')),
    seconds: Number(attribute('data-writing-seconds')),
    group: /<g ([^>]*)>/.exec(svg)?.[1] ?? '',
    paths,
  };
}

export const allPoints = (paths: SvgPath[]) => paths.flatMap((path) => path.subpaths.flat());

export function expectInside(points: Point[], area: WritableArea) {
  expect(points.length).toBeGreaterThan(0);
  // Through the extremes (one expect per point is slow with curves' thousands of points).
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  expect(Math.min(...xs)).toBeGreaterThanOrEqual(area.xMm);
  expect(Math.max(...xs)).toBeLessThanOrEqual(area.xMm + area.widthMm);
  expect(Math.min(...ys)).toBeGreaterThanOrEqual(area.yMm);
  expect(Math.max(...ys)).toBeLessThanOrEqual(area.yMm + area.heightMm);
}

/** Every non-space character of the layout is drawn with exactly its glyph's strokes. */
export function expectEveryCharacterDrawn(font: PenFont, svg: string, lines: { text: string }[]) {
  const { paths } = readSvg(svg);
  const drawn = new Map<string, number>();
  for (const path of paths) {
    expect(path.subpaths).toHaveLength(1); // one stroke per <path>
    drawn.set(path.glyph, (drawn.get(path.glyph) ?? 0) + 1);
  }
  const expected = new Map<string, number>();
  let characters = 0;
  lines.forEach((line, l) =>
    [...line.text].forEach((char, i) => {
      if (char === ' ') return;
      characters += 1;
      const strokes = font.glyphs.get(char)?.strokes.length ?? 0;
      expect(strokes, `glyph ${char}`).toBeGreaterThan(0);
      expected.set(`${l}.${i}`, strokes);
    }),
  );
  expect(characters).toBeGreaterThan(20);
  expect(drawn).toEqual(expected);
}
