import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyVariantTexts } from '@federkiel/machines/configurator/progress';
import { createRecipient } from '@federkiel/machines/configurator/recipientSchema';
import { PEN_FONT_FILES } from '@federkiel/machines/pen/pipeline';
import { penPipeline, writtenSides } from '@federkiel/machines/pen/pipeline';
import { loadPenFont } from '@federkiel/machines/pen/testing/nodePenFont';
import { drawingSvgBytes } from '@federkiel/machines/pen/writers/svg';
import { fonts as seededFonts } from '../cms/src/seed/data/fonts.ts';
import {
  BEFORE_COMMIT,
  CANVAS,
  CARD_BODY,
  outcome,
  RECIPIENT,
  SEED,
  sideResult,
  textSizeFor,
  type SideOutcome,
  type VersionResult,
} from './lib/penPicturesCard.ts';
import { type Region, sideBySidePng } from './lib/penPicturesImages.ts';
import { measureSide } from './lib/penPicturesMetrics.ts';
import { docsSection, type FontReport, replaceSection } from './lib/penPicturesDocs.ts';

// Before/after pictures of one card in every pen font the shop offers (issue 38; docs/pen-fonts.md
// „Before and after (issue 38)“). Usage: `npx tsx scripts/pen-pictures.ts`.
//
// BEFORE: the pen as of `BEFORE_COMMIT`, in a temporary git worktree at /tmp/pen-before with
// this tree's node_modules hard-linked in (as /work/wt/mk.sh does), written there by a child
// process with that commit's API (scripts/lib/penPicturesBefore.ts). A worktree that is
// already there is reused and kept; one this run makes is removed at the end.
// AFTER: this tree's pipeline (writtenSides → penPipeline → drawingSvgBytes) with a
// production seed, so the natural variation is on, and the envelope to „Über den Höfen 4a“.
//
// Out: per pen font three PNGs in docs/images/pen/ (the card at reading size, a 6× detail of
// the „Ö“ line's start under the line above, the envelope's address), the measures printed,
// and the generated part of the docs section rewritten. Deterministic: fixed text, seed and
// scales; running it twice on the same trees gives the same bytes.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BEFORE_TREE = '/tmp/pen-before';
const IMAGE_DIR = path.join(root, 'docs/images/pen');
const DOC = path.join(root, 'docs/pen-fonts.md');
/** Reading size (about the card's real size on a screen) and the detail's 6×. */
const READING_PX_PER_MM = 5;
const DETAIL_PX_PER_MM = READING_PX_PER_MM * 6;
const ENVELOPE_PX_PER_MM = 8;

/** The pen fonts of the seeded shop fonts, each with the shop fonts it writes. */
function offeredPenFonts() {
  const byFile = new Map<string, string[]>();
  for (const font of seededFonts)
    byFile.set(font.pen, [...(byFile.get(font.pen) ?? []), font.name]);
  return [...byFile].map(([file, shopFonts]) => {
    const pen = Object.values(PEN_FONT_FILES).find((candidate) => candidate.file === file);
    if (!pen) throw new Error(`seeded pen font ${file} is not in fontPairing.ts`);
    return { file, name: pen.name, slug: pen.key.replace(/_/g, '-'), shopFonts };
  });
}

function git(...args: string[]) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

/** The worktree of `BEFORE_COMMIT` with node_modules linked in; true when this run made it. */
function ensureBeforeTree(): boolean {
  if (fs.existsSync(BEFORE_TREE)) {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: BEFORE_TREE, encoding: 'utf8' });
    if (!head.startsWith(git('rev-parse', BEFORE_COMMIT)))
      throw new Error(`${BEFORE_TREE} exists but is not at ${BEFORE_COMMIT}`);
    return false;
  }
  git('worktree', 'add', '--detach', '-q', BEFORE_TREE, BEFORE_COMMIT);
  for (const dir of ['', 'machines']) {
    const from = path.join(root, dir, 'node_modules');
    if (fs.existsSync(from))
      execFileSync('cp', ['-al', from, path.join(BEFORE_TREE, dir, 'node_modules')]);
  }
  return true;
}

function renderBefore(files: string[]): VersionResult {
  const made = ensureBeforeTree();
  try {
    const out = execFileSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'scripts/lib/penPicturesBefore.ts'), BEFORE_TREE, ...files],
      { cwd: BEFORE_TREE, encoding: 'utf8', maxBuffer: 1 << 30 },
    );
    return JSON.parse(out) as VersionResult;
  } finally {
    if (made) git('worktree', 'remove', '--force', BEFORE_TREE);
  }
}

function renderAfter(files: string[]): VersionResult {
  const recipient = createRecipient(RECIPIENT.id, RECIPIENT.input);
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = CARD_BODY;
  const settingsFor = (file: string) =>
    ({
      kind: CANVAS.kind,
      personalisation: 'salutation_address',
      texts,
      customSalutation: null,
      canvas: CANVAS,
      textSize: textSizeFor(file),
      hasLogo: false,
    }) as const;
  const utf8 = new TextDecoder();
  const result: VersionResult = {};
  for (const file of files) {
    const font = loadPenFont(file);
    result[file] = {
      card: outcome(() => {
        const side = writtenSides({ font, settings: settingsFor(file), recipient, seed: SEED })[0];
        if (!side) return null;
        const drawing = penPipeline(side);
        return sideResult(drawing, utf8.decode(drawingSvgBytes(drawing)));
      }),
      envelope: outcome(() => {
        const drawing = penPipeline({
          side: 'envelope',
          font,
          recipient,
          canvas: CANVAS,
          envelope: 'closed',
          seed: SEED,
        });
        return drawing ? sideResult(drawing, utf8.decode(drawingSvgBytes(drawing))) : null;
      }),
    };
  }
  return result;
}

/**
 * The start of the line that starts with „Ö“ and of the line above, 24 mm wide: from the
 * Ö's baseline 2.5 mm down to the upper line's x-height and 1 mm more. `pitchMm` is the larger
 * line pitch of both versions, so both panels show the same size at the same scale.
 */
function detailRegion(side: SideOutcome, pitchMm: number): Region | null {
  if ('error' in side) return null;
  const line = side.lines.find((candidate) => candidate.text.startsWith('Ö'));
  if (!line) return null;
  const baseline = side.area.yMm + line.baselineMm;
  const top = baseline - pitchMm - 4.5;
  return { x: side.area.xMm + line.xMm - 2, y: top, width: 24, height: baseline + 2.5 - top };
}

/** The ink of the envelopes of both versions, with 3 mm around (one region for both). */
function addressRegion(sides: SideOutcome[]): Region | null {
  const box = { x: Infinity, y: Infinity, right: -Infinity, bottom: -Infinity };
  for (const side of sides) {
    if ('error' in side) continue;
    for (const stroke of side.strokes)
      for (const p of stroke.points) {
        box.x = Math.min(box.x, p.x);
        box.y = Math.min(box.y, p.y);
        box.right = Math.max(box.right, p.x);
        box.bottom = Math.max(box.bottom, p.y);
      }
  }
  if (!Number.isFinite(box.x)) return null;
  const [x, y, right, bottom] = [box.x - 3, box.y - 3, box.right + 3, box.bottom + 3];
  return { x, y, width: right - x, height: bottom - y };
}

const sheet = (side: SideOutcome): Region | null =>
  'error' in side ? null : { x: 0, y: 0, width: side.widthMm, height: side.heightMm };

async function writePng(name: string, png: Buffer) {
  fs.writeFileSync(path.join(IMAGE_DIR, name), png);
  const kb = png.length / 1024;
  console.log(`  ${name}: ${kb.toFixed(0)} kB${kb > 150 ? ' (over 150 kB!)' : ''}`);
}

const penFonts = offeredPenFonts();
const files = penFonts.map((font) => font.file);
console.log(`before: ${BEFORE_COMMIT} in ${BEFORE_TREE}`);
const before = renderBefore(files);
console.log('after: this tree');
const after = renderAfter(files);
fs.mkdirSync(IMAGE_DIR, { recursive: true });

const reports: FontReport[] = [];
const labels = { before: `before (${BEFORE_COMMIT})`, after: 'after (issue 38)' };
for (const font of penFonts) {
  const was = before[font.file] as VersionResult[string];
  const now = after[font.file] as VersionResult[string];
  console.log(`${font.name} (${font.shopFonts.join(', ')})`);
  const images = {
    card: `${font.slug}-card.png`,
    detail: `${font.slug}-detail.png`,
    envelope: `${font.slug}-envelope.png`,
  };
  await writePng(
    images.card,
    await sideBySidePng(
      [
        { label: labels.before, side: was.card, region: sheet(was.card) },
        { label: labels.after, side: now.card, region: sheet(now.card) },
      ],
      READING_PX_PER_MM,
    ),
  );
  const pitchMm = Math.max(
    ...[was.card, now.card].map((side) => ('error' in side ? 0 : side.lineHeightMm)),
  );
  await writePng(
    images.detail,
    await sideBySidePng(
      [
        { label: `${labels.before}, 6×`, side: was.card, region: detailRegion(was.card, pitchMm) },
        { label: `${labels.after}, 6×`, side: now.card, region: detailRegion(now.card, pitchMm) },
      ],
      DETAIL_PX_PER_MM,
    ),
  );
  const address = addressRegion([was.envelope, now.envelope]);
  await writePng(
    images.envelope,
    await sideBySidePng(
      [
        { label: `${labels.before}, envelope`, side: was.envelope, region: address },
        { label: `${labels.after}, envelope`, side: now.envelope, region: address },
      ],
      ENVELOPE_PX_PER_MM,
    ),
  );
  const report: FontReport = {
    ...font,
    images,
    card: { before: measureSide(was.card), after: measureSide(now.card) },
    envelope: { before: measureSide(was.envelope), after: measureSide(now.envelope) },
    errors: [was.card, now.card, was.envelope, now.envelope].flatMap((side) =>
      'error' in side ? [side.error] : [],
    ),
  };
  reports.push(report);
  console.log(
    JSON.stringify({ card: report.card, envelope: report.envelope, errors: report.errors }),
  );
}

fs.writeFileSync(DOC, replaceSection(fs.readFileSync(DOC, 'utf8'), docsSection(reports)));
console.log(`docs: ${path.relative(root, DOC)} updated`);
