import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  PEN_DOWN_SPEED_MM_PER_S,
  PEN_LIFT_SECONDS_PER_STROKE,
  PEN_UP_SPEED_MM_PER_S,
} from '@federkiel/machines/pen/strokeOrder';
import type { CardFileFigures, ProductionCard, ProductionLine } from './cardFiles.ts';

// `manifest.json` of the production ZIP and the order's production summary, added up card by
// card as the files are made (docs/pen-fonts.md). Lengths are rounded to 0.1 mm, times to
// 0.1 s; the totals are summed from the unrounded figures.

const MAX_PROBLEMS = 50;

const round1 = (value: number) => Math.round(value * 10) / 10;

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

export interface Manifest {
  order: string;
  folder: string;
  /** How the writing time is estimated (machines/src/pen/strokeOrder.ts). */
  estimate: {
    pen_down_mm_per_s: number;
    pen_up_mm_per_s: number;
    seconds_per_stroke: number;
  };
  total: Omit<ProductionSummary, 'pen_fonts' | 'problems'>;
  pen_fonts: ProductionSummary['pen_fonts'];
  txt: string;
  cards: ManifestCard[];
}

export function penFontsOf(lines: readonly ProductionLine[]): ProductionSummary['pen_fonts'] {
  return lines.map((line, index) => ({
    item: index + 1,
    font: line.configuration.font.name,
    pen_font: line.pen?.family ?? null,
    source: line.pen?.source ?? null,
  }));
}

/** Adds cards up; `manifestCards` is kept only when a manifest is wanted. */
export class ProductionTally {
  private penDown = 0;
  private penUp = 0;
  private seconds = 0;
  private files = 0;
  private cards = 0;
  private readonly problems: ProductionSummary['problems'] = [];
  private problemCount = 0;
  readonly manifestCards: ManifestCard[] = [];

  constructor(
    private readonly lines: readonly ProductionLine[],
    private readonly keepCards: boolean,
  ) {}

  add(card: ProductionCard<CardFileFigures>) {
    this.cards += 1;
    let penDown = 0;
    let penUp = 0;
    let seconds = 0;
    for (const file of card.files) {
      penDown += file.penDownMm;
      penUp += file.penUpMm;
      seconds += file.seconds;
    }
    this.penDown += penDown;
    this.penUp += penUp;
    this.seconds += seconds;
    this.files += card.files.length;
    if (card.problem) {
      this.problemCount += 1;
      if (this.problems.length < MAX_PROBLEMS)
        this.problems.push({ n: card.n, message: card.problem });
    }
    if (!this.keepCards) return;
    this.manifestCards.push({
      n: card.n,
      item: card.item,
      receiver: card.receiver,
      files: card.files.map((file) => ({
        name: file.name,
        side: file.side,
        pen_down_mm: round1(file.penDownMm),
        pen_up_mm: round1(file.penUpMm),
        strokes: file.strokes,
        seconds: round1(file.seconds),
      })),
      pen_down_mm: round1(penDown),
      pen_up_mm: round1(penUp),
      seconds: round1(seconds),
      ...(card.problem ? { problem: card.problem } : {}),
    });
  }

  summary(): ProductionSummary {
    return {
      cards: this.cards,
      files: this.files,
      pen_down_mm: round1(this.penDown),
      pen_up_mm: round1(this.penUp),
      seconds: round1(this.seconds),
      pen_fonts: penFontsOf(this.lines),
      problems: this.problems,
      problem_count: this.problemCount,
    };
  }

  manifest(order: string, folder: string, txt: string): Manifest {
    const { pen_fonts, problems: _problems, ...total } = this.summary();
    return {
      order,
      folder,
      estimate: {
        pen_down_mm_per_s: PEN_DOWN_SPEED_MM_PER_S,
        pen_up_mm_per_s: PEN_UP_SPEED_MM_PER_S,
        seconds_per_stroke: PEN_LIFT_SECONDS_PER_STROKE,
      },
      total,
      pen_fonts,
      txt,
      cards: this.manifestCards,
    };
  }
}
