// Drawing blocks for the card fronts (confetti, balloons, fir branches, leaves, …): each
// returns an SVG fragment for a scene, placed with the scene's seeded random numbers.
import type { Rng } from './svg';
import { between, f, pick, star } from './svg';

export interface Box {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

export interface Scene {
  W: number;
  H: number;
  r: Rng;
  portrait: boolean;
}

// ── building blocks ────────────────────────────────────────────────────────
export const linear = (id: string, stops: string[], x2 = 0, y2 = 1): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(
      (c, i) =>
        `<stop offset="${f((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${c}"/>`,
    )
    .join('')}</linearGradient>`;

export const radial = (
  id: string,
  inner: string,
  outer: string,
  cx = 0.5,
  cy = 0.5,
  rad = 0.75,
): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rad}"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}"/></radialGradient>`;

export const inside = (x: number, y: number, b: Box, pad = 0): boolean =>
  Math.abs(x - b.cx) < b.w / 2 + pad && Math.abs(y - b.cy) < b.h / 2 + pad;

export function scatter(
  s: Scene,
  n: number,
  avoid: Box | null,
  draw: (x: number, y: number, i: number) => string,
  pad = 30,
): string {
  const out: string[] = [];
  let tries = 0;
  while (out.length < n && tries < n * 20) {
    tries += 1;
    const x = between(s.r, -20, s.W + 20);
    const y = between(s.r, -20, s.H + 20);
    if (avoid && inside(x, y, avoid, pad)) continue;
    out.push(draw(x, y, out.length));
  }
  return out.join('');
}

export function confettiPieces(
  s: Scene,
  n: number,
  colors: string[],
  avoid: Box | null,
  scale = 1,
): string {
  return scatter(s, n, avoid, (x, y) => {
    const c = pick(s.r, colors);
    const rot = f(between(s.r, 0, 180));
    const kind = s.r();
    const k = scale * between(s.r, 0.7, 1.3);
    if (kind < 0.45) {
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(18 * k)}" height="${f(8 * k)}" rx="2" fill="${c}" transform="rotate(${rot} ${f(x)} ${f(y)})"/>`;
    }
    if (kind < 0.8) return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 * k)}" fill="${c}"/>`;
    return `<path d="M${f(x)} ${f(y)} q${f(8 * k)} ${f(-10 * k)} ${f(16 * k)} 0 t${f(16 * k)} 0" stroke="${c}" stroke-width="${f(4 * k)}" fill="none" stroke-linecap="round" transform="rotate(${rot} ${f(x)} ${f(y)})"/>`;
  });
}

export function balloon(
  x: number,
  y: number,
  rx: number,
  color: string,
  stringTo: number,
  sway: number,
): string {
  const ry = rx * 1.22;
  return `<g>
<path d="M${f(x)} ${f(y + ry)} C${f(x + sway)} ${f(y + ry + (stringTo - y) * 0.3)} ${f(x - sway)} ${f(y + ry + (stringTo - y) * 0.6)} ${f(x + sway * 0.5)} ${f(stringTo)}" stroke="#6b6b6b" stroke-width="2" fill="none" opacity="0.7"/>
<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}"/>
<path d="M${f(x - 8)} ${f(y + ry + 9)} L${f(x)} ${f(y + ry - 2)} L${f(x + 8)} ${f(y + ry + 9)}Z" fill="${color}"/>
<ellipse cx="${f(x - rx * 0.35)}" cy="${f(y - ry * 0.4)}" rx="${f(rx * 0.18)}" ry="${f(ry * 0.28)}" fill="#ffffff" opacity="0.45" transform="rotate(-25 ${f(x - rx * 0.35)} ${f(y - ry * 0.4)})"/>
</g>`;
}

/** A fir branch: a slightly bent stem with rows of needles. */
export function firBranch(
  x: number,
  y: number,
  length: number,
  angle: number,
  r: Rng,
  colors: string[],
): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad);
  const dy = Math.sin(rad);
  const parts: string[] = [];
  const steps = Math.round(length / 9);
  for (let i = 0; i < steps; i += 1) {
    const t = i / steps;
    const px = x + dx * length * t;
    const py = y + dy * length * t;
    const needle = (1 - t * 0.55) * between(r, 34, 46);
    for (const side of [-1, 1]) {
      const na = rad + side * (Math.PI / 3.2) + between(r, -0.12, 0.12);
      const ex = px + Math.cos(na) * needle;
      const ey = py + Math.sin(na) * needle;
      parts.push(
        `<line x1="${f(px)}" y1="${f(py)}" x2="${f(ex)}" y2="${f(ey)}" stroke="${pick(r, colors)}" stroke-width="${f(between(r, 3.2, 5))}" stroke-linecap="round"/>`,
      );
    }
  }
  const stem = `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + dx * length)}" y2="${f(y + dy * length)}" stroke="#5b3a22" stroke-width="5" stroke-linecap="round"/>`;
  return `<g>${stem}${parts.join('')}</g>`;
}

export function snow(s: Scene, n: number, avoid: Box | null, opacity = 0.85): string {
  return scatter(
    s,
    n,
    avoid,
    (x, y) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(s.r, 1.5, 5))}" fill="#ffffff" opacity="${f(between(s.r, 0.4, opacity))}"/>`,
    10,
  );
}

export function stars(
  s: Scene,
  n: number,
  avoid: Box | null,
  color: string,
  min = 8,
  max = 20,
): string {
  return scatter(s, n, avoid, (x, y) => {
    const o = between(s.r, min, max);
    return `<polygon points="${star(x, y, o, o * 0.45, between(s.r, -100, -80))}" fill="${color}"/>`;
  });
}

/** A branch with round eucalyptus leaves. */
export function leafBranch(
  x: number,
  y: number,
  length: number,
  angle: number,
  r: Rng,
  colors: string[],
  leaf = 22,
): string {
  const rad = (angle * Math.PI) / 180;
  const ex = x + Math.cos(rad) * length;
  const ey = y + Math.sin(rad) * length;
  const out: string[] = [
    `<path d="M${f(x)} ${f(y)} Q${f((x + ex) / 2 + Math.sin(rad) * 20)} ${f((y + ey) / 2 - Math.cos(rad) * 20)} ${f(ex)} ${f(ey)}" stroke="#6f8f7a" stroke-width="3" fill="none"/>`,
  ];
  const n = Math.round(length / (leaf * 1.3));
  for (let i = 1; i <= n; i += 1) {
    const t = i / (n + 1);
    const px = x + (ex - x) * t;
    const py = y + (ey - y) * t;
    const size = leaf * (1 - t * 0.35);
    for (const side of [-1, 1]) {
      const a = angle + side * 70;
      const ar = (a * Math.PI) / 180;
      const lx = px + Math.cos(ar) * size * 0.8;
      const ly = py + Math.sin(ar) * size * 0.8;
      out.push(
        `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(size)}" ry="${f(size * 0.72)}" fill="${pick(r, colors)}" transform="rotate(${f(a)} ${f(lx)} ${f(ly)})"/>`,
      );
    }
  }
  out.push(
    `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(leaf * 0.7)}" ry="${f(leaf * 0.5)}" fill="${pick(r, colors)}" transform="rotate(${f(angle)} ${f(ex)} ${f(ey)})"/>`,
  );
  return `<g>${out.join('')}</g>`;
}

/** A pointed leaf (for flowers and wreaths). */
export function leaf(x: number, y: number, len: number, angle: number, color: string): string {
  return `<path d="M0 0 Q${f(len * 0.5)} ${f(-len * 0.32)} ${f(len)} 0 Q${f(len * 0.5)} ${f(len * 0.32)} 0 0Z" fill="${color}" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"/>`;
}

export function flower(
  x: number,
  y: number,
  size: number,
  petal: string,
  center: string,
  petals = 6,
): string {
  const out: string[] = [];
  for (let i = 0; i < petals; i += 1) {
    const a = (360 / petals) * i;
    out.push(
      `<ellipse cx="${f(x)}" cy="${f(y - size * 0.55)}" rx="${f(size * 0.32)}" ry="${f(size * 0.55)}" fill="${petal}" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`,
    );
  }
  out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.28)}" fill="${center}"/>`);
  return `<g>${out.join('')}</g>`;
}

export function firTree(
  x: number,
  baseY: number,
  h: number,
  color: string,
  snowCap = true,
): string {
  const w = h * 0.55;
  const tiers = 3;
  const out: string[] = [
    `<rect x="${f(x - h * 0.04)}" y="${f(baseY - h * 0.08)}" width="${f(h * 0.08)}" height="${f(h * 0.1)}" fill="#3b2a1e"/>`,
  ];
  for (let i = 0; i < tiers; i += 1) {
    const top = baseY - h + i * h * 0.25;
    const bottom = baseY - h * 0.08 - (tiers - 1 - i) * h * 0.18;
    const half = (w / 2) * (0.6 + i * 0.2);
    out.push(
      `<path d="M${f(x)} ${f(top)} L${f(x + half)} ${f(bottom)} L${f(x - half)} ${f(bottom)}Z" fill="${color}"/>`,
    );
    if (snowCap) {
      out.push(
        `<path d="M${f(x)} ${f(top)} L${f(x + half * 0.35)} ${f(top + (bottom - top) * 0.35)} L${f(x)} ${f(top + (bottom - top) * 0.28)} L${f(x - half * 0.35)} ${f(top + (bottom - top) * 0.35)}Z" fill="#ffffff" opacity="0.9"/>`,
      );
    }
  }
  return `<g>${out.join('')}</g>`;
}

export function paperDots(s: Scene, color: string, step = 26, opacity = 0.18): string {
  return `<pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="1.6" fill="${color}" opacity="${opacity}"/></pattern><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#dots)"/>`;
}

export function bunting(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  colors: string[],
  size: number,
): string {
  const out: string[] = [];
  const cx = (x1 + x2) / 2;
  const cy = Math.max(y1, y2) + sag;
  out.push(
    `<path d="M${f(x1)} ${f(y1)} Q${f(cx)} ${f(cy)} ${f(x2)} ${f(y2)}" stroke="#7a6a5a" stroke-width="3" fill="none"/>`,
  );
  const n = Math.max(4, Math.round(Math.abs(x2 - x1) / (size * 1.3)));
  for (let i = 0; i <= n; i += 1) {
    const t = (i + 0.5) / (n + 1);
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2;
    const c = colors[i % colors.length] as string;
    out.push(
      `<path d="M${f(px - size / 2)} ${f(py)} L${f(px + size / 2)} ${f(py)} L${f(px)} ${f(py + size * 1.1)}Z" fill="${c}"/>`,
    );
  }
  return out.join('');
}

export function burst(
  x: number,
  y: number,
  radius: number,
  color: string,
  rays: number,
  r: Rng,
): string {
  const out: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a = (i / rays) * Math.PI * 2 + between(r, -0.05, 0.05);
    const r1 = radius * 0.25;
    const r2 = radius * between(r, 0.8, 1.05);
    out.push(
      `<line x1="${f(x + Math.cos(a) * r1)}" y1="${f(y + Math.sin(a) * r1)}" x2="${f(x + Math.cos(a) * r2)}" y2="${f(y + Math.sin(a) * r2)}" stroke="${color}" stroke-width="3" stroke-linecap="round" opacity="0.9"/>`,
      `<circle cx="${f(x + Math.cos(a) * (r2 + 9))}" cy="${f(y + Math.sin(a) * (r2 + 9))}" r="3.4" fill="${color}"/>`,
    );
  }
  return `<g>${out.join('')}</g>`;
}
