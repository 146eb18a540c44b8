import type { FitSettings, PageIndex, Recipient } from '@federkiel/machines';
import {
  penPipeline,
  PenWritingError,
  type PenFont,
  type PenWritingProblem,
  writtenSides,
} from '@federkiel/machines/pen/pipeline';
import { drawingSvg } from '@federkiel/machines/pen/writers/svg';
import { pageOffset } from '../preview/cardDrawing.ts';

// „So schreibt der Stift“: the card as the robot writes it — the very SVG files of the
// production ZIP (`writtenSides` → `penPipeline` → `drawingSvg`, as production/cardFiles.ts:
// same layout, same seeded natural variation, same stroke order), one per written page, placed
// on the preview's sheet.
// The order number that seeds production's variation does not exist yet: the preview seeds
// with the card's index (`previewSeed`), so a card looks the same on every visit and two
// cards differ like two written cards do.

/** The variation's seed of the card at `index` (0-based) in the configurator's preview. */
export function previewSeed(index: number): string {
  return `vorschau:${index + 1}`;
}

export interface PenPreviewPage {
  page: PageIndex;
  /** The robot's SVG for this page, byte for byte what the production export writes. */
  svg: string;
  /** Where the page sits on the preview's inside sheet (mm). */
  offsetXMm: number;
  offsetYMm: number;
}

export type PenPreview =
  | { ok: true; pages: PenPreviewPage[] }
  | { ok: false; problem: PenWritingProblem; message: string };

export function penPreview(
  font: PenFont,
  settings: FitSettings,
  recipient: Recipient,
  seed: string = recipient.id,
): PenPreview {
  try {
    const pages = writtenSides({ font, settings, recipient, seed }).map((side) => {
      const svg = drawingSvg(penPipeline(side));
      const offset = pageOffset(settings, side.page);
      return { page: side.page, svg, offsetXMm: offset.x, offsetYMm: offset.y };
    });
    return { ok: true, pages };
  } catch (error) {
    if (error instanceof PenWritingError)
      return { ok: false, problem: error.problem, message: error.message };
    throw error;
  }
}

/** „48 s“, „1 min 12 s“, „1 h 3 min“: an estimate, so whole seconds at most. */
export function formatWritingTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  if (total < 3600) {
    const s = total % 60;
    return s === 0 ? `${Math.floor(total / 60)} min` : `${Math.floor(total / 60)} min ${s} s`;
  }
  return `${Math.floor(total / 3600)} h ${Math.round((total % 3600) / 60)} min`;
}
