// One byte range of a file (RFC 9110 §14), for the media proxy (mediaProxy.ts, issue #40).
// Only single ranges: a browser seeking in a video or resuming a download sends one; several
// (`bytes=0-1,5-9`) are answered with the whole file, which the RFC allows.

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * The range a `Range` header asks of a `size`-byte file: `'unsatisfiable'` when it starts at
 * or past the end (→ 416 with `Content-Range: bytes *\/size`), null when the header is not one
 * single byte range (ignored → the whole file).
 */
export function byteRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last n bytes.
    if (last === '') return null;
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return null;
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
