/**
 * Illustrations for the home page (text-content media): a card being written by the robot's
 * pen, personalised cards, the explainer video poster and the logos of the reference
 * companies. Drawn as SVG, rasterised with sharp.
 */
import {
  f,
  handFont,
  linePath,
  lineWidth,
  loadFont,
  paragraphPath,
  rng,
  svgDocument,
  svgToJpeg,
  svgToPng,
  textPath,
} from './svg';

const shadowFilter = (id: string, blur = 14, dy = 12, opacity = 0.22): string =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${dy}" result="b"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

/** A fountain pen with its nib tip at (x, y), the barrel going up, leaning by `angle` degrees. */
function pen(x: number, y: number, angle: number): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">
<path d="M0 0 L-13 -36 L13 -36 Z" fill="#d4af37"/>
<line x1="0" y1="-5" x2="0" y2="-30" stroke="#8a6d1d" stroke-width="2"/>
<rect x="-15" y="-84" width="30" height="50" rx="6" fill="#1f2a44"/>
<rect x="-18" y="-300" width="36" height="218" rx="12" fill="#243b6b"/>
<rect x="-18" y="-160" width="36" height="10" fill="#d4af37"/>
<rect x="9" y="-285" width="6" height="95" rx="3" fill="#d4af37"/>
</g>`;
}

/** The robot arm, from a base at the top right down to a gripper at (gx, gy). */
function robotArm(
  baseX: number,
  baseY: number,
  elbowX: number,
  elbowY: number,
  gx: number,
  gy: number,
): string {
  const seg = (x1: number, y1: number, x2: number, y2: number, w: number): string =>
    `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#5f6b7a" stroke-width="${w + 6}" stroke-linecap="round"/><line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#c9d1db" stroke-width="${w}" stroke-linecap="round"/><line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#e8edf3" stroke-width="${w * 0.3}" stroke-linecap="round" transform="translate(-${w * 0.18} -${w * 0.18})" opacity="0.8"/>`;
  const joint = (x: number, y: number, r: number): string =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="#3d4754"/><circle cx="${f(x)}" cy="${f(y)}" r="${r * 0.55}" fill="#9aa6b4"/><circle cx="${f(x)}" cy="${f(y)}" r="${r * 0.2}" fill="#e63946"/>`;
  return `<g filter="url(#armShadow)">
<rect x="${f(baseX - 90)}" y="${f(baseY - 60)}" width="180" height="70" rx="14" fill="#3d4754"/>
${seg(baseX, baseY, elbowX, elbowY, 58)}
${seg(elbowX, elbowY, gx, gy, 44)}
${joint(baseX, baseY, 44)}
${joint(elbowX, elbowY, 38)}
<rect x="${f(gx - 34)}" y="${f(gy - 20)}" width="68" height="52" rx="10" fill="#3d4754"/>
<rect x="${f(gx - 44)}" y="${f(gy + 22)}" width="20" height="48" rx="6" fill="#5f6b7a"/>
<rect x="${f(gx + 24)}" y="${f(gy + 22)}" width="20" height="48" rx="6" fill="#5f6b7a"/>
</g>`;
}

interface WritingSceneOptions {
  W: number;
  H: number;
  dark?: boolean;
  lines: string[];
}

/** A desk with an envelope, a card with handwriting and the robot arm writing the last word. */
function writingScene(o: WritingSceneOptions): string {
  const { W, H } = o;
  const r = rng(7);
  const ink = '#1d3b8b';
  const font = handFont('caveat');
  const cardW = W * 0.5;
  const cardH = cardW * (105 / 148);
  const cardX = W * 0.16;
  const cardY = H * 0.26;
  const size = cardH * 0.105;
  const lineHeight = 1.28;
  const textX = cardX + cardW * 0.09;
  const textY = cardY + cardH * 0.2;
  const handwriting = paragraphPath(font, o.lines, textX, textY, size, lineHeight, ink);
  const last = o.lines[o.lines.length - 1] ?? '';
  const tipX = textX + lineWidth(font, last, size) + 6;
  const tipY = textY + (o.lines.length - 1) * size * lineHeight - size * 0.1;
  // The card is rotated; the pen tip has to follow the same rotation.
  const rot = -4;
  const rad = (rot * Math.PI) / 180;
  const pcx = cardX + cardW / 2;
  const pcy = cardY + cardH / 2;
  const rx = pcx + (tipX - pcx) * Math.cos(rad) - (tipY - pcy) * Math.sin(rad);
  const ry = pcy + (tipX - pcx) * Math.sin(rad) + (tipY - pcy) * Math.cos(rad);
  const penAngle = 30;
  const penRad = (penAngle * Math.PI) / 180;
  // The gripper holds the pen about 250 units up the barrel.
  const gripX = rx + Math.sin(penRad) * 250;
  const gripY = ry - Math.cos(penRad) * 250 - 40;
  const bg = o.dark
    ? `<defs>${shadowFilter('shadow', 18, 16, 0.45)}${shadowFilter('armShadow', 12, 10, 0.4)}<radialGradient id="bg" cx="0.4" cy="0.45" r="0.9"><stop offset="0%" stop-color="#4a3b2f"/><stop offset="100%" stop-color="#1c1612"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`
    : `<defs>${shadowFilter('shadow')}${shadowFilter('armShadow', 10, 8, 0.2)}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#f7f1e8"/><stop offset="100%" stop-color="#eadfce"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const grain = Array.from({ length: 26 }, (_, i) => {
    const y = (i / 26) * H + r() * 20;
    return `<path d="M0 ${f(y)} Q${f(W * 0.3)} ${f(y + 8 - r() * 16)} ${f(W * 0.6)} ${f(y)} T${f(W)} ${f(y + 4)}" stroke="${o.dark ? '#5a4838' : '#e0d2bd'}" stroke-width="2" fill="none" opacity="0.5"/>`;
  }).join('');
  const envelope = `<g transform="rotate(8 ${f(W * 0.3)} ${f(H * 0.7)})" filter="url(#shadow)"><rect x="${f(W * 0.08)}" y="${f(H * 0.52)}" width="${f(W * 0.46)}" height="${f(H * 0.36)}" rx="6" fill="#d9c3a0"/><path d="M${f(W * 0.08)} ${f(H * 0.52)} L${f(W * 0.31)} ${f(H * 0.72)} L${f(W * 0.54)} ${f(H * 0.52)}" fill="none" stroke="#c4aa82" stroke-width="4"/></g>`;
  const plant = `<g transform="translate(${f(W * 0.06)} ${f(H * 0.1)})">${[
    0, 40, 80, 120, 160, 200, 240,
  ]
    .map(
      (a, i) =>
        `<path d="M0 0 Q${f(30 + i * 4)} -20 ${f(90 + i * 3)} 0 Q${f(30 + i * 4)} 20 0 0Z" fill="${i % 2 ? '#7fa77a' : '#5f8f5a'}" transform="rotate(${a})"/>`,
    )
    .join('')}<circle r="18" fill="#4e7a4a"/></g>`;
  const card = `<g transform="rotate(${rot} ${f(pcx)} ${f(pcy)})"><rect x="${f(cardX)}" y="${f(cardY)}" width="${f(cardW)}" height="${f(cardH)}" rx="8" fill="#fffdf8" filter="url(#shadow)"/>${handwriting}</g>`;
  return `${bg}${grain}${plant}${envelope}${card}${pen(rx, ry, penAngle)}${robotArm(W * 0.93, -10, W * 0.9, H * 0.3, gripX, gripY)}`;
}

export async function heroImage(): Promise<Buffer> {
  const W = 1600;
  const H = 1100;
  const body = writingScene({
    W,
    H,
    lines: ['Liebe Anna,', 'alles Gute zum Geburtstag!', 'Ich denke heute ganz fest an dich'],
  });
  return svgToJpeg(svgDocument(W, H, W, H, body));
}

export async function videoPoster(): Promise<Buffer> {
  const W = 1280;
  const H = 720;
  const body = writingScene({
    W,
    H,
    dark: true,
    lines: ['Hallo Jonas,', 'danke für deine Hilfe.', 'Du bist wirklich der Beste!'],
  });
  return svgToJpeg(svgDocument(W, H, W, H, body));
}

/** A template card with a variable and three personalised cards fanned out beside it. */
export async function personalisationImage(): Promise<Buffer> {
  const W = 1400;
  const H = 933;
  const cardW = 470;
  const cardH = cardW * (105 / 148);
  const ink = '#1d3b8b';
  const people: Array<[string, string, string]> = [
    ['Liebe Anna,', 'caveat', '#1d3b8b'],
    ['Lieber Jonas,', 'kalam', '#2b2d42'],
    ['Guten Tag Frau Weber,', 'dancing-script', '#3a0ca3'],
  ];
  const cards = people
    .map(([greeting, family, color], i) => {
      const x = 760 + i * 40;
      const y = 40 + i * 260;
      const rot = -6 + i * 6;
      const font = handFont(family);
      const text = paragraphPath(
        font,
        [
          greeting,
          'schön, dass es dich gibt.'.replace('dich', i === 2 ? 'Sie' : 'dich'),
          'Herzliche Grüße',
        ],
        x + 40,
        y + 80,
        40,
        1.35,
        color,
      );
      return `<g transform="rotate(${rot} ${x + cardW / 2} ${y + cardH / 2})"><rect x="${x}" y="${y}" width="${cardW}" height="${f(cardH)}" rx="8" fill="#fffdf8" filter="url(#shadow)"/>${text}</g>`;
    })
    .join('');
  const templateFont = handFont('caveat');
  const tx = 120;
  const ty = 260;
  const salutation = 'Liebe/r ';
  const salW = lineWidth(templateFont, salutation, 46);
  const varFont = loadFont('@fontsource/inter', 'inter-latin-600-normal.woff');
  const chipText = '{{Vorname}}';
  const chipW = lineWidth(varFont, chipText, 30) + 28;
  const template = `<g><rect x="${tx}" y="${ty}" width="${cardW}" height="${f(cardH)}" rx="8" fill="#ffffff" filter="url(#shadow)"/>
<path d="${linePath(templateFont, salutation, tx + 40, ty + 90, 46)}" fill="${ink}"/>
<rect x="${f(tx + 40 + salW)}" y="${ty + 56}" width="${f(chipW)}" height="46" rx="23" fill="#ffe066"/>
<path d="${linePath(varFont, chipText, tx + 54 + salW, ty + 89, 30)}" fill="#5c4400"/>
${paragraphPath(templateFont, ['schön, dass es dich gibt.', 'Herzliche Grüße'], tx + 40, ty + 152, 40, 1.35, ink)}
</g>`;
  const arrow = `<path d="M${tx + cardW + 30} ${f(ty + cardH / 2)} C ${tx + cardW + 90} ${f(ty + cardH / 2 - 60)} 700 ${f(ty + cardH / 2 - 40)} 740 ${f(ty + cardH / 2 - 10)}" stroke="#e76f51" stroke-width="6" fill="none" stroke-linecap="round" stroke-dasharray="2 14"/><path d="M725 ${f(ty + cardH / 2 - 34)} L750 ${f(ty + cardH / 2 - 6)} L716 ${f(ty + cardH / 2 + 2)}" stroke="#e76f51" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const body = `<defs>${shadowFilter('shadow', 12, 10, 0.2)}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#eef4f8"/><stop offset="100%" stop-color="#f8f1ea"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${template}${arrow}${cards}`;
  return svgToJpeg(svgDocument(W, H, W, H, body));
}

export interface CompanyLogo {
  name: string;
  /** icon drawn in a 120×120 box */
  icon: (c: string, accent: string) => string;
  serif?: boolean;
}

export const companyLogos: CompanyLogo[] = [
  {
    name: 'Nordlicht Versicherung',
    icon: (c, a) =>
      `<path d="M10 90 Q40 20 60 60 T110 30" stroke="${a}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M10 110 Q40 50 60 85 T110 60" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: 'Bäckerei Sonnenkorn',
    icon: (c, a) =>
      `<circle cx="60" cy="60" r="26" fill="${a}"/>${Array.from({ length: 10 }, (_, i) => `<ellipse cx="60" cy="16" rx="7" ry="14" fill="${c}" transform="rotate(${i * 36} 60 60)"/>`).join('')}`,
  },
  {
    name: 'Weber & Partner',
    serif: true,
    icon: (c, a) =>
      `<rect x="14" y="14" width="92" height="92" fill="none" stroke="${c}" stroke-width="6"/><path d="M30 40 L45 85 L60 50 L75 85 L90 40" stroke="${a}" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
  },
  {
    name: 'Grünwerk Energie',
    icon: (c, a) =>
      `<path d="M60 110 C10 80 10 30 60 10 C110 30 110 80 60 110Z" fill="${a}"/><path d="M60 105 L60 30 M60 60 L82 42 M60 80 L38 62" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  },
  {
    name: 'Hansen Immobilien',
    icon: (c, a) =>
      `<path d="M14 60 L60 18 L106 60" stroke="${c}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/><rect x="28" y="58" width="64" height="48" fill="${c}"/><rect x="52" y="74" width="16" height="32" fill="${a}"/>`,
  },
  {
    name: 'Atelier Blau',
    serif: true,
    icon: (c, a) =>
      `<circle cx="60" cy="60" r="46" fill="none" stroke="${c}" stroke-width="6"/><path d="M30 80 Q60 20 90 45 Q70 60 80 90" stroke="${a}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  },
];

/** A company logo on a transparent background, in calm grey with one accent colour. */
export async function companyLogo(logo: CompanyLogo): Promise<Buffer> {
  const font = logo.serif
    ? loadFont('@fontsource/playfair-display', 'playfair-display-latin-700-normal.woff')
    : loadFont('@fontsource/inter', 'inter-latin-700-normal.woff');
  const W = 720;
  const H = 200;
  const color = '#3f4650';
  const accent = '#8a94a3';
  const text = textPath(font, logo.name, {
    cx: 160 + (W - 180) / 2,
    cy: H / 2,
    maxWidth: W - 200,
    maxHeight: 80,
    size: 62,
    fill: color,
    align: 'left',
    x: 160,
  });
  const body = `<g transform="translate(20 40)">${logo.icon(color, accent)}</g>${text}`;
  return svgToPng(svgDocument(W, H, W, H, body));
}
