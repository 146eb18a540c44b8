import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import type { FontLoader } from '../configurations/cmsFonts.ts';
import type { OrderConfigurations } from '../dashboard/orderCards.ts';
import { productionCards, type ProductionFileOptions, type ProductionLine } from './cardFiles.ts';
import { ProductionTally } from './manifest.ts';
import { penFontOf, type ResolvedPenFont } from './penFonts.ts';

// An order's production lines (each stored configuration with its pen font) and its
// production summary. The summary of a 10,000-card order means drawing every card (a few
// seconds), so it is kept for the last orders asked about; configurations never change after
// an order, and a ZIP download stores the totals it added up on the way.

/** Each order line with its pen font; a font is looked up once per order. */
export async function productionLines(
  fonts: FontLoader,
  configurations: OrderConfigurations,
): Promise<ProductionLine[]> {
  const byFont = new Map<string, Promise<ResolvedPenFont | null>>();
  return Promise.all(
    configurations.lines.map(async ({ configuration }) => {
      const key = `${configuration.font.id}\u0000${configuration.font.slug}`;
      let pen = byFont.get(key);
      if (!pen) {
        pen = penFontOf(fonts, configuration.font);
        byFont.set(key, pen);
      }
      return { configuration, pen: await pen };
    }),
  );
}

const CACHE_SIZE = 20;
const summaries = new Map<string, ProductionSummary>();
/**
 * The designs each summary was drawn from: after an address correction (in any process) the
 * order's cards are composed anew (orderCards.ts) and a summary of the old ones is not used.
 */
const drawnFrom = new WeakMap<ProductionSummary, readonly object[]>();

function drawnFromThese(summary: ProductionSummary, lines: readonly ProductionLine[]): boolean {
  const drawn = drawnFrom.get(summary);
  return (
    !drawn ||
    (drawn.length === lines.length && drawn.every((d, i) => d === lines[i]?.configuration))
  );
}

/** Drops an order's summaries (its address was corrected: dashboard/addressCorrection.ts). */
export function forgetSummary(orderId: string): void {
  for (const key of [...summaries.keys()]) {
    if (key.startsWith(`${orderId}\u0000`)) summaries.delete(key);
  }
}

/** Summaries differ with the plotter settings (times, pen changes) and the seed. */
function cacheKey(orderId: string, options: ProductionFileOptions = {}) {
  return `${orderId}\u0000${options.order ?? ''}\u0000${JSON.stringify(options.plotter ?? null)}`;
}

export function rememberSummary(
  orderId: string,
  summary: ProductionSummary,
  options: ProductionFileOptions = {},
) {
  const key = cacheKey(orderId, options);
  summaries.delete(key);
  summaries.set(key, summary);
  if (summaries.size > CACHE_SIZE) {
    const oldest = summaries.keys().next().value;
    if (oldest !== undefined) summaries.delete(oldest);
  }
}

/**
 * The totals of every card's files (without making the SVG text), kept per order; `fresh`
 * draws again (a font may have changed in the CMS since). `order` and `plotter` as for the
 * files (`ProductionFileOptions`).
 */
export function productionSummary(
  orderId: string,
  lines: readonly ProductionLine[],
  options: boolean | (ProductionFileOptions & { fresh?: boolean }) = false,
): ProductionSummary {
  const { fresh = false, ...files } = typeof options === 'boolean' ? { fresh: options } : options;
  const hit = fresh ? undefined : summaries.get(cacheKey(orderId, files));
  if (hit && drawnFromThese(hit, lines)) {
    rememberSummary(orderId, hit, files);
    return hit;
  }
  const tally = new ProductionTally(lines, false, files.plotter);
  for (const card of productionCards(lines, 'none', undefined, files)) tally.add(card);
  const summary = tally.summary();
  drawnFrom.set(
    summary,
    lines.map((line) => line.configuration),
  );
  rememberSummary(orderId, summary, files);
  return summary;
}
