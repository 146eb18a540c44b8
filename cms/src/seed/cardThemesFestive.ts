// Card-front themes for celebrations: confetti, balloons, gold, fir and fireworks.
import type { Box } from './cardShapes';
import {
  linear,
  radial,
  scatter,
  confettiPieces,
  balloon,
  firBranch,
  snow,
  stars,
  firTree,
  burst,
} from './cardShapes';
import { between, f, pick } from './svg';
import { centerBox, type FestiveThemeName, type Theme } from './cardThemeTypes';

export const festiveThemes: Record<FestiveThemeName, Theme> = {
  confetti: (s) => {
    const box = centerBox(s);
    return {
      svg: `<defs>${linear('bg', ['#fff4f8', '#fdf2dc'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${confettiPieces(s, 170, ['#ff6b8b', '#ffb347', '#4ecdc4', '#7b6cf6', '#ffd93d', '#2bb673'], box)}`,
      ink: '#2f2a5c',
      box,
    };
  },
  confettiCalm: (s) => {
    const box = centerBox(s, 0.78, 0.4);
    return {
      svg: `<defs>${linear('bg', ['#f7f5f0', '#eef3f7'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${confettiPieces(s, 70, ['#1f4e79', '#c9a227', '#7fa7c9'], box, 0.9)}<rect x="40" y="40" width="${f(s.W - 80)}" height="${f(s.H - 80)}" fill="none" stroke="#1f4e79" stroke-width="2" opacity="0.35"/>`,
      ink: '#1f3350',
      box,
    };
  },
  balloons: (s) => {
    const box: Box = { cx: s.W * 0.36, cy: s.H * 0.62, w: s.W * 0.56, h: s.H * 0.42 };
    const colors = ['#ff5d73', '#ffb703', '#3a86ff', '#8338ec', '#06d6a0'];
    const bs: string[] = [];
    const spots = [
      [0.72, 0.3, 70],
      [0.86, 0.22, 60],
      [0.8, 0.52, 64],
      [0.93, 0.45, 50],
      [0.66, 0.12, 48],
    ] as const;
    spots.forEach(([x, y, rx], i) =>
      bs.push(
        balloon(
          s.W * x,
          s.H * y,
          rx * (s.W / 1200) * 1.3,
          colors[i % colors.length] as string,
          s.H * 1.05,
          between(s.r, -20, 20),
        ),
      ),
    );
    return {
      svg: `<defs>${linear('bg', ['#dff3ff', '#fffaf0'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${scatter(s, 9, box, (x, y) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="60" ry="20" fill="#ffffff" opacity="0.7"/>`)}${bs.join('')}`,
      ink: '#233d7b',
      box,
    };
  },
  balloonsWarm: (s) => {
    const box: Box = { cx: s.W * 0.62, cy: s.H * 0.55, w: s.W * 0.58, h: s.H * 0.4 };
    const colors = ['#ef476f', '#ffd166', '#f78c6b', '#118ab2', '#c77dff'];
    const bs = [
      [0.12, 0.28, 62],
      [0.24, 0.2, 54],
      [0.18, 0.5, 58],
      [0.32, 0.4, 44],
    ].map(([x, y, rx], i) =>
      balloon(
        s.W * (x as number),
        s.H * (y as number),
        (rx as number) * 1.3,
        colors[i] as string,
        s.H * 1.05,
        between(s.r, -20, 20),
      ),
    );
    return {
      svg: `<defs>${linear('bg', ['#fff1e6', '#ffe5ec'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${confettiPieces(s, 60, colors, box, 0.8)}${bs.join('')}`,
      ink: '#7a1f3d',
      box,
    };
  },
  gold: (s) => {
    const box = centerBox(s, 0.62, 0.34);
    const ring = Math.min(s.W, s.H) * 0.4;
    const dots = scatter(
      s,
      90,
      { ...box, w: ring * 2.3, h: ring * 2.3 },
      (x, y) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(s.r, 2, 7))}" fill="#d4af37" opacity="${f(between(s.r, 0.4, 1))}"/>`,
    );
    return {
      svg: `<defs>${radial('bg', '#1d2d55', '#0b1430')}${linear('gold', ['#f7e7a1', '#d4af37', '#a8801f'], 1, 1)}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${dots}<circle cx="${f(s.W / 2)}" cy="${f(s.H / 2)}" r="${f(ring)}" fill="none" stroke="url(#gold)" stroke-width="6"/><circle cx="${f(s.W / 2)}" cy="${f(s.H / 2)}" r="${f(ring - 16)}" fill="none" stroke="url(#gold)" stroke-width="1.5" opacity="0.8"/>`,
      ink: 'url(#gold)',
      box,
    };
  },
  sprinkles: (s) => {
    const box = centerBox(s, 0.6, 0.5);
    const colors = ['#ff8fab', '#ffc6ff', '#bde0fe', '#ffd670', '#9bf6ff', '#caffbf'];
    const sprinkles = scatter(
      s,
      220,
      box,
      (x, y) => {
        const a = between(s.r, 0, 180);
        return `<line x1="${f(x - 9)}" y1="${f(y)}" x2="${f(x + 9)}" y2="${f(y)}" stroke="${pick(s.r, colors)}" stroke-width="7" stroke-linecap="round" transform="rotate(${f(a)} ${f(x)} ${f(y)})"/>`;
      },
      10,
    );
    const candles = [-1, 0, 1]
      .map((i) => {
        const x = s.W / 2 + i * 60;
        const y = s.H * 0.18;
        return `<rect x="${f(x - 9)}" y="${f(y)}" width="18" height="60" rx="4" fill="${['#ff8fab', '#bde0fe', '#ffd670'][i + 1]}"/><path d="M${f(x)} ${f(y - 30)} q12 16 0 26 q-12 -10 0 -26Z" fill="#ffb703"/>`;
      })
      .join('');
    return {
      svg: `<defs>${linear('bg', ['#fffdf7', '#fff0f5'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${sprinkles}<rect x="${f(box.cx - box.w / 2)}" y="${f(box.cy - box.h / 2)}" width="${f(box.w)}" height="${f(box.h)}" rx="36" fill="#ffffff" opacity="0.85"/>${candles}`,
      ink: '#c9184a',
      box: { ...box, cy: box.cy + 20, h: box.h * 0.7, w: box.w * 0.9 },
    };
  },
  fir: (s) => {
    const box = centerBox(s, 0.62, 0.3, 0.55);
    const greens = ['#1b5e3b', '#2d7a4f', '#23684a', '#3c8d5a'];
    const branches = [
      firBranch(-20, s.H * 0.08, s.W * 0.42, 12, s.r, greens),
      firBranch(-30, s.H * 0.28, s.W * 0.3, -8, s.r, greens),
      firBranch(s.W + 20, s.H * 0.06, s.W * 0.38, 168, s.r, greens),
      firBranch(s.W + 10, s.H * 0.92, s.W * 0.4, 195, s.r, greens),
      firBranch(-10, s.H * 0.95, s.W * 0.26, -20, s.r, greens),
    ].join('');
    const berries = scatter(
      s,
      14,
      { ...box, w: s.W * 0.8, h: s.H * 0.6 },
      (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="9" fill="#c1121f"/>`,
      0,
    );
    return {
      svg: `<defs>${linear('bg', ['#fbf8f1', '#f1ebdd'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${branches}${berries}${stars(s, 16, box, '#d4a017', 8, 18)}`,
      ink: '#8b1e1e',
      box,
    };
  },
  firGold: (s) => {
    const box = centerBox(s, 0.6, 0.32, 0.56);
    const greens = ['#a8c5a0', '#8fb996', '#c9dcc4'];
    const branches = [
      firBranch(s.W * 0.1, -20, s.H * 0.45, 70, s.r, greens),
      firBranch(s.W * 0.3, -20, s.H * 0.32, 95, s.r, greens),
      firBranch(s.W * 0.7, -20, s.H * 0.36, 85, s.r, greens),
      firBranch(s.W * 0.9, -20, s.H * 0.44, 110, s.r, greens),
    ].join('');
    const ornaments = [0.2, 0.5, 0.8]
      .map((x, i) => {
        const y = s.H * (0.32 + (i % 2) * 0.06);
        return `<line x1="${f(s.W * x)}" y1="0" x2="${f(s.W * x)}" y2="${f(y - 24)}" stroke="#d4af37" stroke-width="2"/><circle cx="${f(s.W * x)}" cy="${f(y)}" r="24" fill="url(#gold)"/><rect x="${f(s.W * x - 7)}" y="${f(y - 30)}" width="14" height="9" fill="#a8801f"/>`;
      })
      .join('');
    return {
      svg: `<defs>${linear('bg', ['#0f3b2e', '#0a2a20'])}${linear('gold', ['#f7e7a1', '#d4af37', '#a8801f'], 1, 1)}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${branches}${ornaments}${stars(s, 26, box, '#e9d28a', 4, 9)}`,
      ink: 'url(#gold)',
      box,
    };
  },
  firLetter: (s) => {
    const box: Box = { cx: s.W / 2, cy: s.H * 0.2, w: s.W * 0.74, h: s.H * 0.12 };
    const greens = ['#1b5e3b', '#2d7a4f', '#3c8d5a'];
    const branches = [
      firBranch(-20, 30, s.W * 0.36, 18, s.r, greens),
      firBranch(s.W + 20, 30, s.W * 0.36, 162, s.r, greens),
      firBranch(s.W * 0.5, -30, s.H * 0.08, 90, s.r, greens),
    ].join('');
    const lines = Array.from(
      { length: 14 },
      (_, i) =>
        `<line x1="${f(s.W * 0.12)}" y1="${f(s.H * 0.34 + i * s.H * 0.042)}" x2="${f(s.W * 0.88)}" y2="${f(s.H * 0.34 + i * s.H * 0.042)}" stroke="#b9ad94" stroke-width="1.5" opacity="0.45"/>`,
    ).join('');
    return {
      svg: `<defs>${linear('bg', ['#fffdf8', '#f6f0e2'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${branches}<circle cx="${f(s.W * 0.22)}" cy="${f(s.H * 0.09)}" r="12" fill="#c1121f"/><circle cx="${f(s.W * 0.78)}" cy="${f(s.H * 0.1)}" r="12" fill="#c1121f"/>${lines}${stars(s, 6, { cx: s.W / 2, cy: s.H * 0.6, w: s.W, h: s.H * 0.7 }, '#d4a017', 8, 14)}`,
      ink: '#8b1e1e',
      box,
    };
  },
  winterForest: (s) => {
    const box = centerBox(s, 0.7, 0.26, 0.3);
    const trees: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const x = (i / 10) * s.W + between(s.r, -30, 30);
      trees.push(
        firTree(
          x,
          s.H * 1.02,
          s.H * between(s.r, 0.28, 0.48),
          pick(s.r, ['#1e3a5f', '#24476f', '#2c5580']),
        ),
      );
    }
    return {
      svg: `<defs>${linear('bg', ['#0b1d3a', '#27466f', '#5a7fa8'])}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/><circle cx="${f(s.W * 0.85)}" cy="${f(s.H * 0.17)}" r="${f(s.H * 0.07)}" fill="#fdf6d8" opacity="0.9"/>${snow(s, 180, null)}<path d="M0 ${f(s.H * 0.86)} Q${f(s.W * 0.3)} ${f(s.H * 0.78)} ${f(s.W * 0.6)} ${f(s.H * 0.86)} T${f(s.W)} ${f(s.H * 0.84)} V${f(s.H)} H0Z" fill="#e8f0fa"/>${trees.join('')}`,
      ink: '#ffffff',
      box,
    };
  },
  fireworks: (s) => {
    const box = centerBox(s, 0.62, 0.36, 0.58);
    const bursts = [
      [0.12, 0.3, 90, '#ffd166'],
      [0.88, 0.28, 110, '#ff6b9a'],
      [0.3, 0.14, 60, '#8ecae6'],
      [0.72, 0.12, 70, '#ffd166'],
      [0.94, 0.8, 70, '#caffbf'],
      [0.06, 0.82, 60, '#ff6b9a'],
    ]
      .map(([x, y, rad, c]) =>
        burst(s.W * (x as number), s.H * (y as number), rad as number, c as string, 18, s.r),
      )
      .join('');
    return {
      svg: `<defs>${linear('bg', ['#0d1b2a', '#1b263b', '#2b2d42'])}${linear('gold', ['#fff3b0', '#ffd166', '#e09f3e'], 1, 1)}</defs><rect width="${f(s.W)}" height="${f(s.H)}" fill="url(#bg)"/>${stars(s, 40, box, '#fdf0c2', 2, 5)}${bursts}`,
      ink: 'url(#gold)',
      box,
    };
  },
};
