import type { Envelope, FitSettings, Recipient, WritableArea } from '@federkiel/machines';
import {
  addressLines,
  addressZone,
  envelopeFormatFor,
  hasEnvelopeAddress,
  layoutEnvelope,
  type EnvelopeFormat,
} from '@federkiel/machines/configurator/envelopeLayout';
import {
  CardWritingChecker,
  writingProblemMessage,
} from '@federkiel/machines/configurator/writingCheck';
import {
  penLayoutFont,
  penPipeline,
  PenWritingError,
  type PenFont,
} from '@federkiel/machines/pen/pipeline';
import { drawingSvg } from '@federkiel/machines/pen/writers/svg';
import { strokePath } from './partialWriting.ts';

// The envelope tab of the preview (issue 38): the address exactly as the pen writes it —
// `penPipeline` → `drawingSvg`, the production ZIP's `…-umschlag.svg`, seeded like the card
// preview (`vorschau:<n>`, to which the pipeline adds `:envelope` as in production) — and the
// server's writing check of the envelope (`CardWritingChecker`, `writingProblemMessage`), so
// a line too long or a block too tall reads here as it does when the server refuses it.

export type EnvelopePreview =
  /** „Ohne Adresse“: the envelope is not written. */
  | { kind: 'blank'; format: EnvelopeFormat }
  /** The card has no address yet. */
  | { kind: 'noAddress'; format: EnvelopeFormat }
  | { kind: 'ok'; format: EnvelopeFormat; zone: WritableArea; svg: string }
  | {
      kind: 'problem';
      format: EnvelopeFormat;
      zone: WritableArea;
      /** The server's sentences for this card's envelope. */
      messages: string[];
      /** What the pen would write; the lines it cannot are marked. */
      strokes: { d: string; overflow: boolean }[];
    };

export interface EnvelopeInput {
  font: PenFont;
  settings: FitSettings;
  recipient: Recipient;
  /** 0-based card index (the table's card number is one more). */
  index: number;
  /** The card preview's seed (`previewSeed(index)`). */
  seed: string;
}

interface EnvelopeSide {
  side: 'envelope';
  font: PenFont;
  recipient: Recipient;
  canvas: FitSettings['canvas'];
  envelope: Exclude<Envelope, 'blank'>;
  seed: string;
}

/** The writing check for one design and pen font (it caches identical address blocks). */
export function envelopeChecker(font: PenFont, settings: FitSettings): CardWritingChecker {
  return new CardWritingChecker(penLayoutFont(font), settings);
}

export function envelopePreview(
  input: EnvelopeInput,
  checker: CardWritingChecker = envelopeChecker(input.font, input.settings),
): EnvelopePreview {
  const { font, settings, recipient, index, seed } = input;
  const format = envelopeFormatFor(settings.canvas);
  const envelope = settings.envelope ?? 'blank';
  if (envelope === 'blank') return { kind: 'blank', format };
  if (!hasEnvelopeAddress(recipient)) return { kind: 'noAddress', format };
  const zone = addressZone(format);
  // The pen's input for this envelope, as production makes it (one place for both paths).
  const side = {
    side: 'envelope',
    font,
    recipient,
    canvas: settings.canvas,
    envelope,
    seed,
  } as const;
  const problems = checker
    .check(recipient, index, { missingCharacters: [], overflow: null })
    .filter((problem) => problem.field === 'envelope');
  if (problems.length === 0) {
    try {
      const drawing = penPipeline(side);
      if (drawing) return { kind: 'ok', format, zone, svg: drawingSvg(drawing) };
    } catch (error) {
      // The check above is the server's; the pen's own guard agreeing is the normal case.
      if (!(error instanceof PenWritingError)) throw error;
      return partial(side, format, zone, [error.message]);
    }
  }
  return partial(side, format, zone, problems.map(writingProblemMessage));
}

/** The address the pen cannot write as a whole: its strokes, the lines at fault marked. */
function partial(
  side: EnvelopeSide,
  format: EnvelopeFormat,
  zone: WritableArea,
  messages: string[],
): EnvelopePreview {
  // The writing check's verdict on the lines (too long for the zone); the strokes are the
  // pipeline's, unrefused, on the very same layout.
  const { font, canvas, recipient } = side;
  const { tooLong } = layoutEnvelope({ font: penLayoutFont(font), canvas, recipient });
  const drawing = penPipeline({ ...side, partial: true });
  // Only a blank envelope has no drawing, and it never comes here.
  if (!drawing) return { kind: 'blank', format };
  const { layout, strokes: placed } = drawing;
  // The layout breaks a line too long for the zone (the pen never would): its pieces are the
  // lines that are no address line of their own.
  const whole = new Set(addressLines(recipient).filter((line) => !tooLong.includes(line)));
  const wrong = new Set(
    layout.lines.flatMap((line, i) => (!line.fits || !whole.has(line.text) ? [i] : [])),
  );
  const strokes = placed.map((stroke) => ({
    d: strokePath(stroke),
    overflow: wrong.has(Number(stroke.glyph.split('.')[0])),
  }));
  return { kind: 'problem', format, zone, messages, strokes };
}
