// A byte buffer for the robot's ASCII files (SVG, G-code, HPGL): a postcard side has ~2,000
// coordinates, and formatting each into a string and joining them was the largest cost of
// the production ZIP (docs/pen-fonts.md, "Performance").

/** A coordinate rounded to 1 µm, written without trailing zeros (`12.5`, `-0.031`, `3`). */
export function fmt(value: number): string {
  const micro = Math.round(value * 1000);
  if (micro === 0) return '0';
  const negative = micro < 0;
  const abs = negative ? -micro : micro;
  const whole = Math.floor(abs / 1000);
  let fraction = abs - whole * 1000;
  let text = negative ? `-${whole}` : `${whole}`;
  if (fraction !== 0) {
    let digits = fraction < 10 ? `00${fraction}` : fraction < 100 ? `0${fraction}` : `${fraction}`;
    while (fraction % 10 === 0) {
      fraction /= 10;
      digits = digits.slice(0, -1);
    }
    text += `.${digits}`;
  }
  return text;
}

const textEncoder = new TextEncoder();

const inRange = (micro: number) => (micro < 0 ? -micro : micro) < 2147483648;

/** Decimal digits of a non-negative integer. */
function digitCount(value: number): number {
  let count = 1;
  for (let power = 10; power <= value; power *= 10) count += 1;
  return count;
}

/** Bytes of one path point at most: `L`, two coordinates of up to 12 bytes, a space. */
const POINT_BYTES = 26;

/**
 * Writes a whole number of micrometres below 2^31 in magnitude as `fmt` writes it (integer
 * arithmetic) at `at`; returns the index after it.
 */
function writeMicro(bytes: Uint8Array, start: number, micro: number): number {
  let at = start;
  if (micro === 0) {
    bytes[at] = 48;
    return at + 1;
  }
  if (micro < 0) bytes[at++] = 45;
  const int = (micro < 0 ? -micro : micro) | 0;
  let whole = (int / 1000) | 0;
  const fraction = int - whole * 1000;
  const end = at + digitCount(whole);
  at = end;
  do {
    const rest = (whole / 10) | 0;
    bytes[--at] = 48 + whole - rest * 10;
    whole = rest;
  } while (whole > 0);
  if (fraction === 0) return end;
  return writeFraction(bytes, end, fraction);
}

/** `.` and the thousandths 1…999 without trailing zeros (`.5`, `.031`). */
function writeFraction(bytes: Uint8Array, start: number, fraction: number): number {
  let at = start;
  const hundreds = (fraction / 100) | 0;
  const tens = ((fraction / 10) | 0) - hundreds * 10;
  const ones = fraction - hundreds * 100 - tens * 10;
  bytes[at++] = 46;
  bytes[at++] = 48 + hundreds;
  if (tens === 0 && ones === 0) return at;
  bytes[at++] = 48 + tens;
  if (ones !== 0) bytes[at++] = 48 + ones;
  return at;
}

/** A whole number below 2^31 in magnitude (a path's micrometres) at `at`; returns the index after it. */
function writeInteger(bytes: Uint8Array, start: number, value: number): number {
  let at = start;
  if (value < 0) bytes[at++] = 45;
  let rest = (value < 0 ? -value : value) | 0;
  // A path's steps are almost all under a millimetre: up to three digits written directly.
  if (rest < 10) {
    bytes[at] = 48 + rest;
    return at + 1;
  }
  if (rest < 1000) {
    const hundreds = (rest / 100) | 0;
    const tens = ((rest - hundreds * 100) / 10) | 0;
    if (hundreds > 0) bytes[at++] = 48 + hundreds;
    bytes[at++] = 48 + tens;
    bytes[at] = 48 + rest - hundreds * 100 - tens * 10;
    return at + 1;
  }
  const end = at + digitCount(rest);
  at = end;
  do {
    const next = (rest / 10) | 0;
    bytes[--at] = 48 + rest - next * 10;
    rest = next;
  } while (rest > 0);
  return end;
}

/** A length in whole micrometres as SVG user units (`micrometres(12.5)` = `12500`). */
export function micrometres(valueMm: number): string {
  return String(Math.round(valueMm * 1000));
}

/**
 * One scratch buffer per file kind is reused (the code is synchronous); each file is copied
 * out once.
 */
export class AsciiWriter {
  private bytes: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  reset(capacity: number) {
    if (this.bytes.length < capacity) this.bytes = new Uint8Array(capacity);
    this.length = 0;
  }

  private room(more: number) {
    if (this.length + more <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** Text; the rare character beyond ASCII as UTF-8. */
  text(value: string) {
    this.room(value.length);
    const { bytes } = this;
    let at = this.length;
    for (let i = 0; i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      if (code >= 128) {
        this.length = at;
        return this.utf8(value.slice(i));
      }
      bytes[at++] = code;
    }
    this.length = at;
  }

  private utf8(value: string) {
    const encoded = textEncoder.encode(value);
    this.room(encoded.length);
    this.bytes.set(encoded, this.length);
    this.length += encoded.length;
  }

  byte(code: number) {
    this.room(1);
    this.bytes[this.length++] = code;
  }

  /** Exactly `fmt(value)`. */
  coordinate(value: number) {
    const micro = Math.round(value * 1000);
    // NaN, infinities and anything beyond 2 km as `fmt` writes them.
    if (!((micro < 0 ? -micro : micro) < 2147483648)) return this.text(fmt(value));
    this.room(13);
    this.length = writeMicro(this.bytes, this.length, micro);
  }

  /**
   * An SVG path's data in whole micrometres (the SVG's user unit, svg.ts): `M x y` for the
   * first point, then one `l` and each further point as its step from the one before
   * (`dx dy`, SVG's implicit repetition of `l`), a space only where no minus sign separates
   * the numbers. The steps are taken between the points rounded to 1 µm, so every point read
   * back is exactly where the drawing put it to the micrometre — nothing drifts along a
   * stroke. A card's pen line moves in steps of about 0.1 mm, so a point takes ~7 bytes
   * (`-149 16`) where millimetres took ~10 (`-.149 .016`) and `L x y` ~16: the production ZIP
   * writes, checksums and compresses fewer bytes (docs/pen-fonts.md, "Performance"). Room is
   * made once per path, not per byte.
   */
  svgPath(xy: Float64Array) {
    const n = xy.length;
    if (n === 0) return;
    this.room((POINT_BYTES * n) / 2);
    const { bytes } = this;
    let px = Math.round((xy[0] as number) * 1000);
    let py = Math.round((xy[1] as number) * 1000);
    if (!(inRange(px) && inRange(py))) return this.absolutePath(xy);
    let at = this.length;
    bytes[at++] = 77;
    at = writeInteger(bytes, at, px);
    bytes[at++] = 32;
    at = writeInteger(bytes, at, py);
    if (n > 2) bytes[at++] = 108;
    for (let o = 2; o < n; o += 2) {
      const x = Math.round((xy[o] as number) * 1000);
      const y = Math.round((xy[o + 1] as number) * 1000);
      if (!(inRange(x) && inRange(y) && inRange(x - px) && inRange(y - py)))
        return this.absolutePath(xy);
      if (o > 2 && x >= px) bytes[at++] = 32;
      at = writeInteger(bytes, at, x - px);
      if (y >= py) bytes[at++] = 32;
      at = writeInteger(bytes, at, y - py);
      px = x;
      py = y;
    }
    this.length = at;
  }

  /**
   * A path with a point no 32-bit step reaches (NaN, beyond 2 km): every point as `L x y`
   * in micrometres, the slow way. No drawing of the pipeline has one.
   */
  private absolutePath(xy: Float64Array) {
    for (let o = 0; o < xy.length; o += 2) {
      this.byte(o === 0 ? 77 : 76);
      this.text(micrometres(xy[o] as number));
      this.byte(32);
      this.text(micrometres(xy[o + 1] as number));
    }
  }

  /** A whole number (plotter units). */
  integer(value: number) {
    this.text(String(Math.round(value)));
  }

  /** A copy of what was written. */
  take(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}
