import { PAGE_LABELS } from '@federkiel/machines/configurator/canvasGeometry';
import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import type { LaidOutLine } from '@federkiel/machines/configurator/textLayout';
import {
  penPipeline,
  PenWritingError,
  type PenDrawing,
  writtenSides,
} from '@federkiel/machines/pen/pipeline';
import {
  cardCount,
  cardNumberWidth,
  SIDE_NAMES,
  type ProductionLine,
} from '../../production/cardFiles.ts';
import { settingsOf } from '../cardComposition.ts';

// What the robot writes on each card, for the production sheet: the pen layout of every
// written side — the very `penPipeline` drawings the production SVGs are made of, so the sheet
// shows the card's own line breaks and strokes, and names the side as the customer saw it
// ("Rückseite", "Innen rechts") next to the robot's file name.

export interface PenSide {
  /** The side as the configurator names it: "Rückseite", "Innen rechts", "Seite 1". */
  label: string;
  /** The production file of this side: `0003-vorderseite.svg`. */
  file: string;
  lines: Pick<LaidOutLine, 'text' | 'part'>[];
  drawing: PenDrawing;
}

export interface CardPen {
  sides: PenSide[];
  /** Why the robot cannot write the card (then `sides` is empty). */
  problem: string | null;
}

const NO_PEN_FONT =
  'Für die Handschrift dieser Karte gibt es keine Stiftschrift – der Roboter kann sie nicht schreiben.';

function cardPen(line: ProductionLine, recipient: Recipient, number: string): CardPen {
  if (!line.pen) return { sides: [], problem: NO_PEN_FONT };
  const settings = settingsOf(line.configuration);
  const kind = settings.canvas.kind;
  try {
    const sides = writtenSides({ font: line.pen.font, settings, recipient }).map((side) => {
      const { page } = side;
      const drawing = penPipeline(side);
      return {
        label: PAGE_LABELS[kind][page] ?? `Seite ${page + 1}`,
        file: `${number}-${SIDE_NAMES[kind][page] ?? `seite-${page + 1}`}.svg`,
        lines: drawing.layout.lines.map(({ text, part }) => ({ text, part })),
        drawing,
      };
    });
    return { sides, problem: null };
  } catch (error) {
    if (error instanceof PenWritingError) return { sides: [], problem: error.message };
    throw error;
  }
}

/** Every card's pen layout, in the order of `cardsOf` (line by line, recipient by recipient). */
export function* cardPens(lines: readonly ProductionLine[]): Generator<CardPen> {
  const width = cardNumberWidth(cardCount(lines));
  let n = 0;
  for (const line of lines) {
    for (const recipient of line.configuration.recipients) {
      n += 1;
      yield cardPen(line, recipient, String(n).padStart(width, '0'));
    }
  }
}
