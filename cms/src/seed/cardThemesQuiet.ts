// Card-front themes for quieter occasions: hearts, flowers, letterheads, leaves and rings.
import type { Box } from './cardShapes';
import {
  linear,
  radial,
  scatter,
  confettiPieces,
  stars,
  leafBranch,
  leaf,
  flower,
  bunting,
} from './cardShapes';
import { between, f, heartPath, pick, star } from './svg';
import { centerBox, type QuietThemeName, type Theme } from './cardThemeTypes';

export const quietThemes: Record<QuietThemeName, Theme> = {
  hearts: (s) => {
    const box = centerBox(s, 0.6, 0.4);
    const hearts = scatter(
      s,
      38,
      box,
      (x, y) =>
        `<path d="${heartPath(x, y, between(s.r, 26, 70))}" fill="${pick(s.r, ['#f4acb7', '#ffcad4', '#e5989b', '#d8a48f'])}" opacity="${f(between(s.r, 0.55, 0.95))}" transform="rotate(${f(between(s.r, -25, 25))} ${f(x)} ${f(y)})"/>`,
      40,
    );
    return {
      svg: `<defs>${linear('bg', ['#fff5f5', '#fde2e4'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${hearts}`,
      ink: '#9d0208',
      box,
    };
  },
  flowers: (s) => {
    const box: Box = { cx: s.W * 0.5, cy: s.H * 0.3, w: s.W * 0.7, h: s.H * 0.3 };
    const out: string[] = [];
    const baseX = s.W / 2;
    const baseY = s.H * 1.02;
    const heads: Array<[number, number]> = [];
    for (let i = 0; i < 9; i += 1) {
      const hx = s.W * (0.18 + (i / 8) * 0.64) + between(s.r, -20, 20);
      const hy = s.H * between(s.r, 0.55, 0.78);
      heads.push([hx, hy]);
      out.push(
        `<path d="M${f(baseX + (i - 4) * 6)} ${f(baseY)} Q${f((baseX + hx) / 2)} ${f(hy + (baseY - hy) * 0.4)} ${f(hx)} ${f(hy)}" stroke="#5a8f5c" stroke-width="4" fill="none"/>`,
      );
      out.push(
        leaf((baseX + hx) / 2, hy + (baseY - hy) * 0.5, 46, hx < baseX ? 200 : -20, '#7bb274'),
      );
    }
    heads.forEach(([hx, hy], i) =>
      out.push(
        flower(
          hx,
          hy,
          between(s.r, 34, 52),
          ['#ff8fab', '#ffb703', '#a2d2ff', '#cdb4db', '#ff6b6b'][i % 5] as string,
          '#ffd166',
          6 + (i % 3),
        ),
      ),
    );
    return {
      svg: `<defs>${linear('bg', ['#fbfff7', '#eef7ea'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${out.join('')}`,
      ink: '#2d6a4f',
      box,
    };
  },
  geometric: (s) => {
    const box: Box = { cx: s.W * 0.42, cy: s.H * 0.5, w: s.W * 0.66, h: s.H * 0.44 };
    const tris: string[] = [];
    const cols = 6;
    const size = s.H / 3;
    for (let i = 0; i < cols; i += 1) {
      for (let j = 0; j < 3; j += 1) {
        const x = s.W - (i + 1) * size * 0.6;
        const y = j * size;
        if (s.r() < 0.25 + i * 0.13) continue;
        const c = pick(s.r, ['#0f4c5c', '#1d7874', '#2a9d8f', '#264653', '#e9c46a']);
        tris.push(
          `<path d="M${f(x)} ${f(y)} L${f(x + size * 0.6)} ${f(y + size / 2)} L${f(x)} ${f(y + size)}Z" fill="${c}" opacity="${f(between(s.r, 0.75, 1))}"/>`,
        );
      }
    }
    return {
      svg: `<defs>${linear('bg', ['#f8f9fa', '#eef1f3'], 1, 0)}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${tris.join('')}<rect x="${f(s.W * 0.08)}" y="${f(s.H * 0.2)}" width="8" height="${f(s.H * 0.6)}" fill="#e9c46a"/>`,
      ink: '#264653',
      box: { ...box, cx: s.W * 0.4 },
    };
  },
  bunting: (s) => {
    const box = centerBox(s, 0.78, 0.34, 0.6);
    const colors = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b'];
    return {
      svg: `<defs>${linear('bg', ['#fffaf0', '#fef3e2'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${bunting(-20, s.H * 0.05, s.W + 20, s.H * 0.05, s.H * 0.2, colors, s.W * 0.07)}${bunting(-20, s.H * 0.02, s.W * 0.6, -10, s.H * 0.12, colors.slice().reverse(), s.W * 0.05)}${confettiPieces(s, 40, colors, { ...box, h: box.h + s.H * 0.5, cy: box.cy - s.H * 0.1 }, 0.8)}`,
      ink: '#3d405b',
      box,
    };
  },
  letterhead: (s) => {
    const box: Box = { cx: s.W * 0.5, cy: s.H * 0.17, w: s.W * 0.76, h: s.H * 0.12 };
    const lines = Array.from(
      { length: 16 },
      (_, i) =>
        `<line x1="${f(s.W * 0.12)}" y1="${f(s.H * 0.3 + i * s.H * 0.04)}" x2="${f(s.W * 0.88)}" y2="${f(s.H * 0.3 + i * s.H * 0.04)}" stroke="#c9ced6" stroke-width="1.4" opacity="0.6"/>`,
    ).join('');
    return {
      svg: `<rect width="${f(s.W)}" height="${f(s.H)}" fill="#fdfdfb"/><rect width="${f(s.W)}" height="${f(s.H * 0.014)}" fill="#1f3a5f"/><rect y="${f(s.H * 0.014)}" width="${f(s.W * 0.3)}" height="${f(s.H * 0.006)}" fill="#c9a227"/><circle cx="${f(s.W * 0.86)}" cy="${f(s.H * 0.07)}" r="${f(s.W * 0.035)}" fill="none" stroke="#1f3a5f" stroke-width="3"/><path d="M${f(s.W * 0.845)} ${f(s.H * 0.085)} q${f(s.W * 0.02)} ${f(-s.H * 0.04)} ${f(s.W * 0.035)} ${f(-s.H * 0.03)}" stroke="#c9a227" stroke-width="4" fill="none" stroke-linecap="round"/>${lines}<line x1="${f(s.W * 0.12)}" y1="${f(s.H * 0.95)}" x2="${f(s.W * 0.88)}" y2="${f(s.H * 0.95)}" stroke="#1f3a5f" stroke-width="1.5" opacity="0.5"/>`,
      ink: '#1f3a5f',
      box,
    };
  },
  letterheadLeaves: (s) => {
    const box: Box = { cx: s.W * 0.5, cy: s.H * 0.16, w: s.W * 0.8, h: s.H * 0.13 };
    const greens = ['#84a98c', '#52796f', '#cad2c5'];
    return {
      svg: `<defs>${linear('bg', ['#fbfcf8', '#f3f5ee'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${leafBranch(-10, s.H * 0.02, s.W * 0.34, 28, s.r, greens, 20)}${leafBranch(s.W + 10, s.H * 0.99, s.W * 0.38, 205, s.r, greens, 22)}${leafBranch(s.W + 10, s.H * 0.9, s.W * 0.22, 185, s.r, greens, 16)}<line x1="${f(s.W * 0.3)}" y1="${f(s.H * 0.24)}" x2="${f(s.W * 0.7)}" y2="${f(s.H * 0.24)}" stroke="#52796f" stroke-width="2" opacity="0.5"/>`,
      ink: '#354f52',
      box,
    };
  },
  waves: (s) => {
    const box = centerBox(s, 0.7, 0.32, 0.36);
    const waves = [
      ['#90e0ef', 0.62],
      ['#48cae4', 0.7],
      ['#0096c7', 0.78],
      ['#023e8a', 0.88],
    ]
      .map(([c, y], i) => {
        const yy = s.H * (y as number);
        const amp = 26 - i * 3;
        const seg = s.W / 4;
        return `<path d="M0 ${f(yy)} Q${f(seg * 0.5)} ${f(yy - amp)} ${f(seg)} ${f(yy)} T${f(seg * 2)} ${f(yy)} T${f(seg * 3)} ${f(yy)} T${f(seg * 4)} ${f(yy)} V${f(s.H)} H0Z" fill="${c}"/>`;
      })
      .join('');
    return {
      svg: `<defs>${linear('bg', ['#f1fbff', '#e0f4fb'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/><circle cx="${f(s.W * 0.84)}" cy="${f(s.H * 0.2)}" r="${f(s.H * 0.08)}" fill="#ffd166"/>${waves}<path d="M${f(s.W * 0.16)} ${f(s.H * 0.635)} l40 -70 l40 70Z" fill="#ffffff" stroke="#023e8a" stroke-width="3"/><line x1="${f(s.W * 0.16 + 40)}" y1="${f(s.H * 0.635 - 70)}" x2="${f(s.W * 0.16 + 40)}" y2="${f(s.H * 0.665)}" stroke="#023e8a" stroke-width="3"/><path d="M${f(s.W * 0.16 - 20)} ${f(s.H * 0.655)} h120 l-18 22 h-84Z" fill="#023e8a"/>`,
      ink: '#03045e',
      box,
    };
  },
  goldLines: (s) => {
    const box = centerBox(s, 0.6, 0.32);
    const arcs = Array.from({ length: 7 }, (_, i) => {
      const rad = s.H * (0.5 + i * 0.09);
      return `<circle cx="${f(s.W / 2)}" cy="${f(s.H * 1.12)}" r="${f(rad)}" fill="none" stroke="url(#gold)" stroke-width="${i % 2 ? 1.5 : 3}" opacity="${f(0.9 - i * 0.09)}"/>`;
    }).join('');
    const rays = Array.from({ length: 13 }, (_, i) => {
      const a = Math.PI + (i / 12) * Math.PI;
      return `<line x1="${f(s.W / 2)}" y1="${f(s.H * 1.12)}" x2="${f(s.W / 2 + Math.cos(a) * s.W)}" y2="${f(s.H * 1.12 + Math.sin(a) * s.W)}" stroke="#d4af37" stroke-width="1" opacity="0.25"/>`;
    }).join('');
    return {
      svg: `<defs>${linear('bg', ['#1a1a2e', '#16213e'])}${linear('gold', ['#f7e7a1', '#d4af37', '#a8801f'], 1, 1)}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${rays}${arcs}<rect x="30" y="30" width="${f(s.W - 60)}" height="${f(s.H - 60)}" fill="none" stroke="url(#gold)" stroke-width="2"/>`,
      ink: 'url(#gold)',
      box: { ...box, cy: s.H * 0.42 },
    };
  },
  lights: (s) => {
    const box = centerBox(s, 0.74, 0.34, 0.6);
    const bulbs: string[] = [];
    const y0 = s.H * 0.06;
    const sag = s.H * 0.2;
    const n = 12;
    for (let i = 0; i <= n; i += 1) {
      const t = i / n;
      const x = t * s.W;
      const y = y0 + 4 * sag * t * (1 - t);
      const c = pick(s.r, ['#ffd166', '#ff9f1c', '#ffbf69', '#f4f1de']);
      bulbs.push(
        `<circle cx="${f(x)}" cy="${f(y + 26)}" r="46" fill="url(#glow)" opacity="0.55"/><rect x="${f(x - 6)}" y="${f(y)}" width="12" height="12" fill="#3d3d3d"/><ellipse cx="${f(x)}" cy="${f(y + 26)}" rx="11" ry="16" fill="${c}"/>`,
      );
    }
    return {
      svg: `<defs>${linear('bg', ['#2b1b33', '#3d2645', '#52304f'])}${radial('glow', '#ffd166', 'rgba(255,209,102,0)', 0.5, 0.5, 0.5)}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/><path d="M0 ${f(y0)} Q${f(s.W / 2)} ${f(y0 + 2 * sag)} ${f(s.W)} ${f(y0)}" stroke="#222" stroke-width="3" fill="none"/>${bulbs.join('')}${stars(s, 30, box, '#f4f1de', 2, 4)}`,
      ink: '#ffe8a3',
      box,
    };
  },
  summer: (s) => {
    const box: Box = { cx: s.W * 0.42, cy: s.H * 0.5, w: s.W * 0.64, h: s.H * 0.5 };
    const sunX = s.W * 0.86;
    const sunY = s.H * 0.3;
    const rays = Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * Math.PI * 2;
      return `<line x1="${f(sunX + Math.cos(a) * 80)}" y1="${f(sunY + Math.sin(a) * 80)}" x2="${f(sunX + Math.cos(a) * 118)}" y2="${f(sunY + Math.sin(a) * 118)}" stroke="#ffb703" stroke-width="7" stroke-linecap="round"/>`;
    }).join('');
    const lemon = (x: number, y: number, r: number): string =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#fff3b0" stroke="#f9c74f" stroke-width="6"/>${Array.from(
        { length: 8 },
        (_, i) => {
          const a = (i / 8) * Math.PI * 2;
          return `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + Math.cos(a) * r * 0.85)}" y2="${f(y + Math.sin(a) * r * 0.85)}" stroke="#f9c74f" stroke-width="3"/>`;
        },
      ).join('')}`;
    return {
      svg: `<defs>${linear('bg', ['#caf0f8', '#fefae0'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="66" fill="#ffd60a"/>${rays}${lemon(s.W * 0.07, s.H * 0.86, 46)}${lemon(s.W * 0.95, s.H * 0.86, 36)}<path d="M0 ${f(s.H * 0.95)} Q${f(s.W * 0.5)} ${f(s.H * 0.85)} ${f(s.W)} ${f(s.H * 0.95)} V${f(s.H)} H0Z" fill="#ffe8a3"/>`,
      ink: '#0077b6',
      box,
    };
  },
  eucalyptus: (s) => {
    const box = centerBox(s, 0.6, 0.34, 0.5);
    const greens = ['#8aa89b', '#a3bfb2', '#6f8f7a', '#b7cec2'];
    return {
      svg: `<defs>${linear('bg', ['#fbf7f0', '#f3ede2'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${leafBranch(-10, s.H * 0.12, s.W * 0.35, 20, s.r, greens)}${leafBranch(-10, s.H * 0.35, s.W * 0.2, -10, s.r, greens, 18)}${leafBranch(s.W + 10, s.H * 0.92, s.W * 0.36, 200, s.r, greens)}${leafBranch(s.W + 10, s.H * 0.66, s.W * 0.2, 188, s.r, greens, 18)}<rect x="24" y="24" width="${f(s.W - 48)}" height="${f(s.H - 48)}" fill="none" stroke="#c2a878" stroke-width="2" opacity="0.7"/>`,
      ink: '#4a5a50',
      box,
    };
  },
  rings: (s) => {
    const box = centerBox(s, 0.66, 0.26, 0.7);
    const cx = s.W / 2;
    const cy = s.H * 0.33;
    const rr = s.H * 0.13;
    const blossoms = [
      [0.18, 0.2],
      [0.82, 0.22],
      [0.1, 0.82],
      [0.9, 0.85],
    ]
      .map(
        ([x, y]) =>
          `${leaf(s.W * (x as number), s.H * (y as number), 50, 140, '#a3b18a')}${leaf(s.W * (x as number), s.H * (y as number), 46, 20, '#a3b18a')}${flower(s.W * (x as number), s.H * (y as number), 30, '#f6bd60', '#ffffff', 5)}`,
      )
      .join('');
    return {
      svg: `<defs>${linear('bg', ['#fff8f3', '#fbe8e0'])}${linear('gold', ['#f7e7a1', '#d4af37', '#a8801f'], 1, 1)}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${blossoms}<circle cx="${f(cx - rr * 0.45)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="url(#gold)" stroke-width="12"/><circle cx="${f(cx + rr * 0.45)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="url(#gold)" stroke-width="12"/><polygon points="${star(cx + rr * 0.45, cy - rr, 14, 6)}" fill="#ffffff"/>`,
      ink: '#8c5a3c',
      box,
    };
  },
  wreath: (s) => {
    const box = centerBox(s, 0.5, 0.3, 0.5);
    const cx = s.W / 2;
    const cy = s.H / 2;
    const rad = Math.min(s.W, s.H) * 0.38;
    const items: string[] = [];
    for (let i = 0; i < 44; i += 1) {
      const a = (i / 44) * 360;
      const ar = (a * Math.PI) / 180;
      const x = cx + Math.cos(ar) * rad;
      const y = cy + Math.sin(ar) * rad;
      items.push(
        leaf(
          x,
          y,
          between(s.r, 34, 48),
          a + 90 + between(s.r, -25, 25),
          pick(s.r, ['#84a98c', '#a3b18a', '#52796f']),
        ),
      );
    }
    for (let i = 0; i < 9; i += 1) {
      const a = (i / 9) * Math.PI * 2 + 0.3;
      items.push(
        flower(
          cx + Math.cos(a) * rad,
          cy + Math.sin(a) * rad,
          between(s.r, 18, 26),
          pick(s.r, ['#f4acb7', '#ffcad4', '#ffe5d9']),
          '#e5989b',
          6,
        ),
      );
    }
    return {
      svg: `<defs>${linear('bg', ['#fffaf7', '#f8ede7'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${items.join('')}`,
      ink: '#6d597a',
      box,
    };
  },
};
