// The manifest's card records while the production ZIP is written (manifest.ts): 10,000 cards
// are written before the manifest, which comes last. Kept as columns — numbers in typed
// arrays, the strings each card brings (receiver, file names) and the sides once — a card
// takes ~0.2 kB instead of ~0.5 kB as text (~1.5 kB as objects), and the ZIP's server stays
// under its 300 MB (docs/pen-fonts.md, „Seventh round“). The records come back in order and
// exactly as they went in.

/** A card's record in `manifest.json` (manifest.ts). */
export interface ManifestCard {
  n: number;
  item: number;
  receiver: string;
  files: {
    name: string;
    side: string;
    pen_down_mm: number;
    pen_up_mm: number;
    strokes: number;
    seconds: number;
  }[];
  pen_down_mm: number;
  pen_up_mm: number;
  seconds: number;
  problem?: string;
}

function grown<T extends Int32Array | Float64Array>(array: T, needed: number): T {
  if (array.length >= needed) return array;
  const next = new (array.constructor as new (length: number) => T)(
    Math.max(needed, array.length * 2),
  );
  next.set(array);
  return next;
}

export class ManifestCards {
  private count = 0;
  /** Per card: n, item, and the end of its files in the file columns. */
  private cardInts = new Int32Array(3 * 64);
  /** Per card: pen_down_mm, pen_up_mm, seconds. */
  private cardFigures = new Float64Array(3 * 64);
  private readonly receivers: string[] = [];
  private readonly problems = new Map<number, string>();
  private files = 0;
  private fileStrokes = new Int32Array(128);
  /** Per file: pen_down_mm, pen_up_mm, seconds. */
  private fileFigures = new Float64Array(3 * 128);
  private readonly fileNames: string[] = [];
  private readonly fileSides: string[] = [];
  /** Each side's name once (a side arrives as a new string with every card). */
  private readonly sides = new Map<string, string>();

  get size(): number {
    return this.count;
  }

  add(card: ManifestCard): void {
    const c = this.count;
    this.cardInts = grown(this.cardInts, 3 * (c + 1));
    this.cardFigures = grown(this.cardFigures, 3 * (c + 1));
    for (const file of card.files) {
      const f = this.files;
      this.fileStrokes = grown(this.fileStrokes, f + 1);
      this.fileFigures = grown(this.fileFigures, 3 * (f + 1));
      this.fileStrokes[f] = file.strokes;
      this.fileFigures[3 * f] = file.pen_down_mm;
      this.fileFigures[3 * f + 1] = file.pen_up_mm;
      this.fileFigures[3 * f + 2] = file.seconds;
      this.fileNames.push(file.name);
      let side = this.sides.get(file.side);
      if (side === undefined) {
        side = file.side;
        this.sides.set(side, side);
      }
      this.fileSides.push(side);
      this.files = f + 1;
    }
    this.cardInts[3 * c] = card.n;
    this.cardInts[3 * c + 1] = card.item;
    this.cardInts[3 * c + 2] = this.files;
    this.cardFigures[3 * c] = card.pen_down_mm;
    this.cardFigures[3 * c + 1] = card.pen_up_mm;
    this.cardFigures[3 * c + 2] = card.seconds;
    this.receivers.push(card.receiver);
    if (card.problem !== undefined) this.problems.set(c, card.problem);
    this.count = c + 1;
  }

  /** The `index`th card's record (0-based), as it was added. */
  card(index: number): ManifestCard {
    const from = index > 0 ? (this.cardInts[3 * index - 1] as number) : 0;
    const to = this.cardInts[3 * index + 2] as number;
    const files: ManifestCard['files'] = [];
    for (let f = from; f < to; f += 1)
      files.push({
        name: this.fileNames[f] as string,
        side: this.fileSides[f] as string,
        pen_down_mm: this.fileFigures[3 * f] as number,
        pen_up_mm: this.fileFigures[3 * f + 1] as number,
        strokes: this.fileStrokes[f] as number,
        seconds: this.fileFigures[3 * f + 2] as number,
      });
    const problem = this.problems.get(index);
    return {
      n: this.cardInts[3 * index] as number,
      item: this.cardInts[3 * index + 1] as number,
      receiver: this.receivers[index] as string,
      files,
      pen_down_mm: this.cardFigures[3 * index] as number,
      pen_up_mm: this.cardFigures[3 * index + 1] as number,
      seconds: this.cardFigures[3 * index + 2] as number,
      ...(problem !== undefined ? { problem } : {}),
    };
  }
}
