import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CANVAS,
  CARD_BODY,
  type DrawingLike,
  outcome,
  RECIPIENT,
  SEED,
  sideResult,
  textSizeFor,
  type VersionResult,
} from './penPicturesCard.ts';

// The child of scripts/pen-pictures.ts: run with tsx inside a worktree of the commit before
// issue 38 (`BEFORE_COMMIT`), it writes the card and the envelope with that commit's pen API
// (machines/src/pen/cardSvg.ts: penCardPages, penEnvelope, drawingSvg) and prints them as
// JSON. That tree's modules are imported by path at run time, so this file typechecks against
// the minimal shapes below, not against this tree's (different) pen.
//
// Usage: tsx penPicturesBefore.ts <worktree root> <pen font file>…

interface BeforePen {
  penCardPages(input: {
    font: unknown;
    settings: unknown;
    recipient: unknown;
    seed: string;
  }): { page: number; drawing: DrawingLike }[];
  penEnvelope(input: {
    font: unknown;
    recipient: unknown;
    canvas: typeof CANVAS;
    envelope: 'closed';
    seed: string;
  }): DrawingLike | null;
  drawingSvg(drawing: DrawingLike): string;
}

const [root, ...files] = process.argv.slice(2);
if (!root || files.length === 0) throw new Error('usage: penPicturesBefore.ts <root> <font>…');
const from = (file: string) => pathToFileURL(path.join(root, 'machines/src', file)).href;

const pen = (await import(from('pen/cardSvg.ts'))) as BeforePen;
const { loadPenFont } = (await import(from('pen/testing/nodePenFont.ts'))) as {
  loadPenFont(file: string): unknown;
};
const { createRecipient } = (await import(from('configurator/recipientSchema.ts'))) as {
  createRecipient(id: string, input: unknown): unknown;
};
const { emptyVariantTexts } = (await import(from('configurator/progress.ts'))) as {
  emptyVariantTexts(): Record<'du' | 'sie' | 'ihr', { pages: { body: string }[] }>;
};

const recipient = createRecipient(RECIPIENT.id, RECIPIENT.input);
const texts = emptyVariantTexts();
for (const form of ['du', 'sie', 'ihr'] as const)
  (texts[form].pages[0] as { body: string }).body = CARD_BODY;
const settingsFor = (file: string) => ({
  kind: CANVAS.kind,
  personalisation: 'salutation_address',
  texts,
  customSalutation: null,
  canvas: CANVAS,
  textSize: textSizeFor(file),
  hasLogo: false,
});

const result: VersionResult = {};
for (const file of files) {
  const font = loadPenFont(file);
  result[file] = {
    card: outcome(() => {
      const first = pen.penCardPages({
        font,
        settings: settingsFor(file),
        recipient,
        seed: SEED,
      })[0];
      return first ? sideResult(first.drawing, pen.drawingSvg(first.drawing)) : null;
    }),
    envelope: outcome(() => {
      const drawing = pen.penEnvelope({
        font,
        recipient,
        canvas: CANVAS,
        envelope: 'closed',
        seed: SEED,
      });
      return drawing ? sideResult(drawing, pen.drawingSvg(drawing)) : null;
    }),
  };
}
process.stdout.write(JSON.stringify(result));
