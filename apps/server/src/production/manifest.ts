import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  DEFAULT_PLOTTER_SETTINGS,
  type PlotterSettings,
} from '@federkiel/machines/pen/writers/plotterSettings';
import type {
  CardFileFigures,
  ProductionCard,
  ProductionFormat,
  ProductionLine,
} from './cardFiles.ts';
import { type ManifestCard, ManifestCards } from './manifestCards.ts';

// `manifest.json` of the production ZIP and the order's production summary, added up card by
// card as the files are made (docs/pen-fonts.md). Lengths are rounded to 0.1 mm, times to
// 0.1 s; the totals are summed from the unrounded figures.

const MAX_PROBLEMS = 50;

const round1 = (value: number) => Math.round(value * 10) / 10;

export type { ManifestCard } from './manifestCards.ts';

export interface Manifest {
  order: string;
  folder: string;
  /** The files' format (issue 30). */
  format: ProductionFormat;
  /** How the writing time is estimated: the plotter settings (plotterSettings.ts). */
  estimate: {
    pen_down_mm_per_s: number;
    pen_up_mm_per_s: number;
    seconds_per_stroke: number;
  };
  /** The plotter settings the files and times were made with. */
  plotter: PlotterSettings;
  /**
   * Where a new pen goes in: before card `before_card` (the pen written so far would run
   * out of ink in it, `inkPerPenM`); `pen` counts from 2, `ink_mm` is the ink used by then.
   */
  pen_changes: { pen: number; before_card: number; ink_mm: number }[];
  total: Omit<ProductionSummary, 'pen_fonts' | 'problems'>;
  pen_fonts: ProductionSummary['pen_fonts'];
  txt: string;
  /**
   * Paid cards the robot cannot write (issue 26), named: none is silently missing. The same
   * cards carry `problem` in `cards`; the dashboard flags the order.
   */
  unwritable: {
    count: number;
    cards: { n: number; item: number; receiver: string; problem: string }[];
  };
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

/** A card's record as `JSON.stringify(manifest, null, 1)` writes it inside `cards` (two levels deep). */
function cardText(card: ManifestCard): string {
  return `  ${JSON.stringify(card, null, 1).replaceAll('\n', '\n  ')}`;
}

/** Adds cards up; the cards' records are kept only when a manifest is wanted. */
export class ProductionTally {
  private penDown = 0;
  private penUp = 0;
  private seconds = 0;
  private files = 0;
  private cards = 0;
  private readonly problems: ProductionSummary['problems'] = [];
  private problemCount = 0;
  private readonly unwritable: Manifest['unwritable']['cards'] = [];
  /** The cards' records, kept compact until the manifest is written (manifestCards.ts). */
  private readonly records = new ManifestCards();
  /** The pen changes so far. */
  private readonly penChanges: Manifest['pen_changes'] = [];
  private penChangeCount = 0;

  constructor(
    private readonly lines: readonly ProductionLine[],
    private readonly keepCards: boolean,
    private readonly plotter: PlotterSettings = DEFAULT_PLOTTER_SETTINGS,
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
    // The count itself is `PenInk`'s (cardFiles.ts), which also pauses the G-code for it.
    if (card.newPen !== undefined) {
      this.penChangeCount += 1;
      if (this.keepCards)
        this.penChanges.push({
          pen: card.newPen,
          before_card: card.n,
          ink_mm: round1(this.penDown),
        });
    }
    this.penDown += penDown;
    this.penUp += penUp;
    this.seconds += seconds;
    this.files += card.files.length;
    if (card.problem) {
      this.problemCount += 1;
      if (this.problems.length < MAX_PROBLEMS)
        this.problems.push({ n: card.n, message: card.problem });
      if (this.keepCards)
        this.unwritable.push({
          n: card.n,
          item: card.item,
          receiver: card.receiver,
          problem: card.problem,
        });
    }
    if (!this.keepCards) return;
    this.records.add({
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
      seconds_per_card: this.cards > 0 ? round1(this.seconds / this.cards) : 0,
      pen_changes: this.penChangeCount,
      ink_per_pen_m: this.plotter.inkPerPenM,
    };
  }

  /** `manifest.json`'s text: `JSON.stringify(manifest, null, 1)` of the whole `Manifest`. */
  manifestJson(
    order: string,
    folder: string,
    txt: string,
    format: ProductionFormat = 'svg',
  ): string {
    const { pen_fonts, problems: _problems, ...total } = this.summary();
    const manifest: Omit<Manifest, 'cards'> & { cards: [] } = {
      order,
      folder,
      format,
      estimate: {
        pen_down_mm_per_s: this.plotter.drawFeedMmPerMin / 60,
        pen_up_mm_per_s: this.plotter.travelFeedMmPerMin / 60,
        seconds_per_stroke: 2 * this.plotter.penDelaySeconds,
      },
      plotter: this.plotter,
      pen_changes: this.penChanges,
      total,
      pen_fonts,
      txt,
      unwritable: { count: this.problemCount, cards: this.unwritable },
      cards: [],
    };
    const text = JSON.stringify(manifest, null, 1);
    // `cards` is the last key: its empty array becomes the records, written out now.
    const empty = ' "cards": []\n}';
    const { records } = this;
    if (records.size === 0 || !text.endsWith(empty)) return text;
    const cards = Array.from({ length: records.size }, (_, i) => cardText(records.card(i)));
    return `${text.slice(0, -empty.length)} "cards": [\n${cards.join(',\n')}\n ]\n}`;
  }
}
