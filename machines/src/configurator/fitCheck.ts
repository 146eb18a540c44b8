import { PAGE_LABELS, writableArea } from './canvasGeometry.ts';
import { type CardTextSettings, composeCard } from './cardText.ts';
import type { LayoutFont } from './fontMetrics.ts';
import type { Recipient } from './recipientSchema.ts';
import type { Canvas, PageIndex } from './schema.ts';
import { type Overflow, type TextLayout, layoutPage } from './textLayout.ts';
import type { Envelope, TextSize } from './vocabulary.ts';
import { type CardWritingProblem, CardWritingChecker } from './writingCheck.ts';

// The fit check (issue 4): every card laid out with the real font; a card whose text runs
// past its writable area is reported with the page and line where it breaks. The longest
// names decide, so every recipient is checked; identical pages are laid out once and each
// word is measured once per font, which keeps 10,000 cards well under a second.
// `checkFit` is also the one check of everything the robot writes (issue 26, writingCheck.ts):
// with `envelope` set it checks each card's address lines and the sender values too, and
// `writingProblems` names every card, field and letter.

export interface FitSettings extends CardTextSettings {
  canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'>;
  textSize: TextSize;
  /** A logo takes a band at the top of the primary page. */
  hasLogo: boolean;
  /** How the cards are sent; unset or `blank` = no address is written (not checked). */
  envelope?: Envelope | null;
}

export interface PageFit {
  index: PageIndex;
  label: string;
  layout: TextLayout;
}

export interface CardFit {
  pages: PageFit[];
  fits: boolean;
  overflow: (Overflow & { page: PageIndex; pageLabel: string }) | null;
  /** Used height ÷ available height of the fullest page (> 1 overflows). */
  fillRatio: number;
  missingCharacters: string[];
}

/** Lays out one recipient's card (the preview uses this for the card on screen). */
export function fitCard(font: LayoutFont, settings: FitSettings, recipient: Recipient): CardFit {
  const card = composeCard(settings, recipient);
  const pages = card.pages.map((page) => ({
    index: page.index,
    label: PAGE_LABELS[settings.canvas.kind][page.index] ?? '',
    layout: layoutPage({
      font,
      textSize: settings.textSize,
      area: writableArea(settings.canvas, page.index, settings.hasLogo),
      heading: page.heading,
      body: page.body,
    }),
  }));
  return summarise(settings, pages);
}

function summarise(settings: FitSettings, pages: PageFit[]): CardFit {
  let overflow: CardFit['overflow'] = null;
  let fillRatio = 0;
  const missing = new Set<string>();
  for (const page of pages) {
    const available = writableArea(settings.canvas, page.index, settings.hasLogo).heightMm;
    fillRatio = Math.max(
      fillRatio,
      available > 0 ? page.layout.usedHeightMm / available : Infinity,
    );
    if (!overflow && page.layout.overflowAt)
      overflow = { ...page.layout.overflowAt, page: page.index, pageLabel: page.label };
    page.layout.missingCharacters.forEach((char) => missing.add(char));
  }
  return { pages, fits: overflow === null, overflow, fillRatio, missingCharacters: [...missing] };
}

export interface CardOverflow {
  index: number;
  recipientId: string;
  page: PageIndex;
  pageLabel: string;
  /** 1-based line number on that page where the text leaves the writable area. */
  line: number;
  text: string;
  part: 'heading' | 'body';
}

export interface FitCheckResult {
  fits: boolean;
  checkedCount: number;
  overflowCount: number;
  /** The first `maxReported` overflowing cards, in list order. */
  overflowing: CardOverflow[];
  /** The fullest card: the one to show when the customer asks "does it fit?". */
  tightest: { index: number; recipientId: string; fillRatio: number } | null;
  /** Characters the font cannot write, over all cards (text, envelope and sender). */
  missingCharacters: string[];
  /**
   * Everything the robot cannot write, card by card in list order (text, envelope, sender):
   * the recipient step marks these cards, the server refuses a design with any of them.
   * Always set by `checkFit`; optional so hand-made results (tests, older workers) still type.
   */
  writingProblems?: CardWritingProblem[];
  /** How many cards have a writing problem. */
  unwritableCount?: number;
  /** How many cards have an address line too long for the envelope. */
  envelopeTooLongCount?: number;
}

/** Checks every recipient's card; `maxReported` caps the list of overflowing cards. */
export function checkFit(input: {
  font: LayoutFont;
  settings: FitSettings;
  recipients: readonly Recipient[];
  maxReported?: number;
}): FitCheckResult {
  const { font, settings, recipients } = input;
  const maxReported = input.maxReported ?? 100;
  // Cards often share pages word for word (same salutation, the inner page of a folded card).
  const pageCache = new Map<string, TextLayout>();
  const overflowing: CardOverflow[] = [];
  const missing = new Set<string>();
  let overflowCount = 0;
  let tightest: FitCheckResult['tightest'] = null;
  const writing = new CardWritingChecker(font, settings);
  const writingProblems: CardWritingProblem[] = [];
  let unwritableCount = 0;
  let envelopeTooLongCount = 0;

  recipients.forEach((recipient, index) => {
    const card = composeCard(settings, recipient);
    const pages = card.pages.map((page) => {
      const key = `${page.index}\u0000${page.heading}\u0000${page.body}`;
      let layout = pageCache.get(key);
      if (!layout) {
        layout = layoutPage({
          font,
          textSize: settings.textSize,
          area: writableArea(settings.canvas, page.index, settings.hasLogo),
          heading: page.heading,
          body: page.body,
        });
        pageCache.set(key, layout);
      }
      return {
        index: page.index,
        label: PAGE_LABELS[settings.canvas.kind][page.index] ?? '',
        layout,
      };
    });
    const fit = summarise(settings, pages);
    const cardProblems = writing.check(recipient, index, fit);
    if (cardProblems.length > 0) {
      unwritableCount += 1;
      writingProblems.push(...cardProblems);
      for (const problem of cardProblems) {
        problem.letters.forEach((char) => missing.add(char));
        if (problem.field === 'envelope' && problem.kind === 'too_long') envelopeTooLongCount += 1;
      }
    }
    if (!tightest || fit.fillRatio > tightest.fillRatio)
      tightest = { index, recipientId: recipient.id, fillRatio: fit.fillRatio };
    if (fit.overflow) {
      overflowCount += 1;
      if (overflowing.length < maxReported) {
        const { page, pageLabel, line, text, part } = fit.overflow;
        overflowing.push({ index, recipientId: recipient.id, page, pageLabel, line, text, part });
      }
    }
  });

  return {
    fits: overflowCount === 0,
    checkedCount: recipients.length,
    overflowCount,
    overflowing,
    tightest,
    missingCharacters: [...missing],
    writingProblems,
    unwritableCount,
    envelopeTooLongCount,
  };
}
