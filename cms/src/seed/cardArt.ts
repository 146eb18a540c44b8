/**
 * Card fronts for the seeded templates, drawn as SVG and rasterised to PNG with sharp.
 * Every theme (cardThemes.ts) draws a background fitting its occasion and leaves a calm
 * area for the headline, which is written in a handwriting font (as SVG paths, see svg.ts).
 */
import type { Scene } from './cardShapes';
import { themes, type ThemeName } from './cardThemes';
import { handFont, rng, svgDocument, svgToPng, textPath } from './svg';

export type { ThemeName } from './cardThemes';

export const themeNames = Object.keys(themes) as ThemeName[];

export interface CardArtOptions {
  theme: ThemeName;
  headline: string;
  /** handwriting family slug, e.g. `dancing-script` */
  font: string;
  seed: number;
  widthMm: number;
  heightMm: number;
  /** output width in pixels */
  widthPx: number;
}

/** The card front as SVG (drawn in a 1200-unit wide coordinate system). */
export function cardSvg(o: CardArtOptions): string {
  const W = 1200;
  const ratio = o.heightMm > 0 && o.widthMm > 0 ? o.heightMm / o.widthMm : 105 / 148;
  const H = Math.round(W * ratio);
  const scene: Scene = { W, H, r: rng(o.seed), portrait: H > W };
  const t = themes[o.theme](scene);
  const font = handFont(o.font);
  const size = Math.min(t.box.h * 0.9, 190);
  const headline = textPath(font, o.headline, {
    cx: t.box.cx,
    cy: t.box.cy,
    maxWidth: t.box.w,
    maxHeight: t.box.h,
    size,
    fill: t.ink,
    ...(t.textExtra ? { extra: t.textExtra } : {}),
  });
  return svgDocument(
    o.widthPx,
    Math.round(o.widthPx * ratio),
    W,
    H,
    `${t.svg}${headline}${t.over ?? ''}`,
  );
}

export async function renderCard(o: CardArtOptions): Promise<Buffer> {
  return svgToPng(cardSvg(o));
}
