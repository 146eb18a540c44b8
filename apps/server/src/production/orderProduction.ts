import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import type { FontLoader } from '../configurations/cmsFonts.ts';
import type { OrderConfigurations } from '../dashboard/orderCards.ts';
import { productionCards, type ProductionLine } from './cardFiles.ts';
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

export function rememberSummary(orderId: string, summary: ProductionSummary) {
  summaries.delete(orderId);
  summaries.set(orderId, summary);
  if (summaries.size > CACHE_SIZE) {
    const oldest = summaries.keys().next().value;
    if (oldest !== undefined) summaries.delete(oldest);
  }
}

/** The totals of every card's files (without making the SVG text), kept per order. */
export function productionSummary(
  orderId: string,
  lines: readonly ProductionLine[],
): ProductionSummary {
  const hit = summaries.get(orderId);
  if (hit) {
    rememberSummary(orderId, hit);
    return hit;
  }
  const tally = new ProductionTally(lines, false);
  for (const card of productionCards(lines, 'none')) tally.add(card);
  const summary = tally.summary();
  rememberSummary(orderId, summary);
  return summary;
}
