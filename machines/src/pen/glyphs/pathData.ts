// SVG path data (`d`) → polylines, without a DOM. A pen plotter draws straight segments, so
// curves are flattened within a tolerance. The hersheytext fonts use absolute M, L, C and Z
// only (with numbers like `-5.0064059e-05` and no separators before a command letter); the
// parser also takes the rest of the SVG 1.1 grammar (relative commands, H, V, S, Q, T, A), so
// a customer's own single-stroke SVG font works as well.

export interface Point {
  x: number;
  y: number;
}

export interface FlattenOptions {
  /** Largest distance between a curve and its polyline, in the path's own units. */
  tolerance: number;
}

/** Deepest curve subdivision (2^12 segments per curve is far more than any font needs). */
const MAX_DEPTH = 12;

/** Argument counts per command (lower case). */
const ARGUMENTS: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

const COMMAND = /[MmLlHhVvCcSsQqTtAaZz]/;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const SEPARATORS = /[\s,]*/y;

/** Reads path data left to right: commands, numbers and (for arcs) one-digit flags. */
class Scanner {
  private at = 0;
  constructor(private readonly d: string) {}

  private skip() {
    SEPARATORS.lastIndex = this.at;
    SEPARATORS.exec(this.d);
    this.at = SEPARATORS.lastIndex;
  }

  /** The next command letter, consumed; null when a number (or the end) comes next. */
  command(): string | null {
    this.skip();
    const char = this.d[this.at];
    if (char !== undefined && COMMAND.test(char)) {
      this.at += 1;
      return char;
    }
    return null;
  }

  atEnd(): boolean {
    this.skip();
    return this.at >= this.d.length;
  }

  number(): number | null {
    this.skip();
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.d);
    if (!match) return null;
    this.at = NUMBER.lastIndex;
    return Number(match[0]);
  }

  /** Arc flags are single digits and may be written without separators ("a1 1 0 01 1 1"). */
  flag(): number | null {
    this.skip();
    const char = this.d[this.at];
    if (char !== '0' && char !== '1') return null;
    this.at += 1;
    return char === '1' ? 1 : 0;
  }
}

/**
 * Parses path data into subpaths (one per `M`, each a polyline; curves flattened). A
 * subpath that never draws (a lone `M`) is dropped: SVG renders nothing for it either. A
 * closed subpath (`Z`) ends on its first point. Malformed data ends the parse where it
 * breaks, as SVG renderers do.
 */
export function parsePathData(d: string, options: FlattenOptions): Point[][] {
  const scanner = new Scanner(d);
  const subpaths: Point[][] = [];
  let current: Point[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for S/T reflections.
  let lastCubic: Point | null = null;
  let lastQuad: Point | null = null;
  let command = '';

  const finish = () => {
    if (current.length > 1) subpaths.push(current);
    current = [];
  };
  const lineTo = (nx: number, ny: number) => {
    if (current.length === 0) current.push({ x, y });
    current.push({ x: nx, y: ny });
    x = nx;
    y = ny;
  };
  const cubicTo = (c1: Point, c2: Point, end: Point) => {
    if (current.length === 0) current.push({ x, y });
    flattenCubic({ x, y }, c1, c2, end, options.tolerance, current, 0);
    current.push(end);
    x = end.x;
    y = end.y;
  };

  while (!scanner.atEnd()) {
    const letter = scanner.command();
    if (letter) {
      command = letter;
      if (command === 'Z' || command === 'z') {
        if (current.length > 0 && (x !== startX || y !== startY)) lineTo(startX, startY);
        // A zero-length closed subpath ("M x y Z") is a dot with a round cap.
        if (current.length === 1) current.push({ x: startX, y: startY });
        finish();
        x = startX;
        y = startY;
        lastCubic = lastQuad = null;
        continue;
      }
    } else if (!command || command === 'Z' || command === 'z') {
      break; // numbers without a command
    }
    const lower = command.toLowerCase();
    const count = ARGUMENTS[lower] ?? 0;
    const args: number[] = [];
    for (let k = 0; k < count; k += 1) {
      const value = lower === 'a' && (k === 3 || k === 4) ? scanner.flag() : scanner.number();
      if (value === null) return finishAll();
      args.push(value);
    }
    const relative = command === lower;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    let cubic: Point | null = null;
    let quad: Point | null = null;
    switch (lower) {
      case 'm': {
        finish();
        x = (args[0] as number) + ox;
        y = (args[1] as number) + oy;
        startX = x;
        startY = y;
        current = [{ x, y }];
        // Further pairs after M are implicit L (l after m).
        command = relative ? 'l' : 'L';
        break;
      }
      case 'l':
        lineTo((args[0] as number) + ox, (args[1] as number) + oy);
        break;
      case 'h':
        lineTo((args[0] as number) + ox, y);
        break;
      case 'v':
        lineTo(x, (args[0] as number) + oy);
        break;
      case 'c': {
        const c1 = { x: (args[0] as number) + ox, y: (args[1] as number) + oy };
        cubic = { x: (args[2] as number) + ox, y: (args[3] as number) + oy };
        cubicTo(c1, cubic, { x: (args[4] as number) + ox, y: (args[5] as number) + oy });
        break;
      }
      case 's': {
        const c1 = lastCubic ? { x: 2 * x - lastCubic.x, y: 2 * y - lastCubic.y } : { x, y };
        cubic = { x: (args[0] as number) + ox, y: (args[1] as number) + oy };
        cubicTo(c1, cubic, { x: (args[2] as number) + ox, y: (args[3] as number) + oy });
        break;
      }
      case 'q':
      case 't': {
        const control: Point =
          lower === 'q'
            ? { x: (args[0] as number) + ox, y: (args[1] as number) + oy }
            : lastQuad
              ? { x: 2 * x - lastQuad.x, y: 2 * y - lastQuad.y }
              : { x, y };
        const end =
          lower === 'q'
            ? { x: (args[2] as number) + ox, y: (args[3] as number) + oy }
            : { x: (args[0] as number) + ox, y: (args[1] as number) + oy };
        quad = control;
        // A quadratic is the cubic with control points 2/3 of the way to its control point.
        cubicTo(
          { x: x + ((control.x - x) * 2) / 3, y: y + ((control.y - y) * 2) / 3 },
          { x: end.x + ((control.x - end.x) * 2) / 3, y: end.y + ((control.y - end.y) * 2) / 3 },
          end,
        );
        break;
      }
      case 'a': {
        const end = { x: (args[5] as number) + ox, y: (args[6] as number) + oy };
        for (const [c1, c2, to] of arcToCubics(
          { x, y },
          args[0] as number,
          args[1] as number,
          args[2] as number,
          args[3] !== 0,
          args[4] !== 0,
          end,
        ))
          cubicTo(c1, c2, to);
        if (x !== end.x || y !== end.y) lineTo(end.x, end.y);
        break;
      }
    }
    lastCubic = cubic;
    lastQuad = quad;
  }
  return finishAll();

  function finishAll() {
    finish();
    return subpaths;
  }
}

/** Appends the inner points of a flattened cubic (not the start, not the end) to `out`. */
function flattenCubic(
  p0: Point,
  p1: Point,
  p2: Point,
  p3: Point,
  tolerance: number,
  out: Point[],
  depth: number,
) {
  if (depth >= MAX_DEPTH || isFlat(p0, p1, p2, p3, tolerance)) return;
  const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const p01 = mid(p0, p1);
  const p12 = mid(p1, p2);
  const p23 = mid(p2, p3);
  const p012 = mid(p01, p12);
  const p123 = mid(p12, p23);
  const centre = mid(p012, p123);
  flattenCubic(p0, p01, p012, centre, tolerance, out, depth + 1);
  out.push(centre);
  flattenCubic(centre, p123, p23, p3, tolerance, out, depth + 1);
}

/** Both control points lie within `tolerance` of the chord (then so does the curve). */
function isFlat(p0: Point, p1: Point, p2: Point, p3: Point, tolerance: number): boolean {
  return distanceToSegment(p1, p0, p3) <= tolerance && distanceToSegment(p2, p0, p3) <= tolerance;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** An elliptical arc (SVG endpoint form) as cubic Béziers of at most 90° each. */
function arcToCubics(
  from: Point,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  largeArc: boolean,
  sweep: boolean,
  to: Point,
): [Point, Point, Point][] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (from.x === to.x && from.y === to.y)) return [];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  // SVG 1.1 implementation notes F.6.5: endpoint → centre parameterisation.
  const dx = (from.x - to.x) / 2;
  const dy = (from.y - to.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const factor = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cx1 = (factor * rx * y1) / ry;
  const cy1 = (-factor * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from.x + to.x) / 2;
  const cy = sin * cx1 + cos * cy1 + (from.y + to.y) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;

  const segments = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2)));
  const step = delta / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (scaleX: number, scaleY: number) => {
    const ex = scaleX * rx;
    const ey = scaleY * ry;
    return { x: cx + cos * ex - sin * ey, y: cy + sin * ex + cos * ey };
  };
  const cubics: [Point, Point, Point][] = [];
  for (let s = 0; s < segments; s += 1) {
    const a1 = theta1 + s * step;
    const a2 = a1 + step;
    const c1 = point(Math.cos(a1) - k * Math.sin(a1), Math.sin(a1) + k * Math.cos(a1));
    const c2 = point(Math.cos(a2) + k * Math.sin(a2), Math.sin(a2) - k * Math.cos(a2));
    const end = s === segments - 1 ? to : point(Math.cos(a2), Math.sin(a2));
    cubics.push([c1, c2, end]);
  }
  return cubics;
}
