import type { Db } from '../db/database.ts';
import type { CartItemData } from '../store/cart/cartData.ts';
import type { FieldError } from '../store/fieldErrors.ts';
import { ownedBy, type Owner } from './configurationRecords.ts';

// The web app adds a configured order to the cart with swell-js:
// `cart.addItem({ product_id, quantity: cardCount, metadata: { configurationId } })`.
// The cart keeps metadata as sent, so at submission the server checks each such line: the
// configuration exists and belongs to this session or account, is for this product, and
// the quantity is its number of cards (one card per recipient).

export const CONFIGURATION_ID_KEY = 'configurationId';

/** The line's configuration id: undefined = none, null = not a usable id. */
export function configurationIdOf(item: Pick<CartItemData, 'metadata'>): string | null | undefined {
  const value = item.metadata?.[CONFIGURATION_ID_KEY];
  if (value === undefined) return undefined;
  return typeof value === 'string' && value.length <= 200 ? value : null;
}

/**
 * Every product of the shop is a card the robot writes (one product per canvas), so a line
 * without a stored design has nothing to write: it may be priced in the cart, but it is never
 * ordered (issue 26). The first such line, named, or null.
 */
export function unconfiguredLineProblem(
  items: readonly CartItemData[],
  productName: (productId: string) => string | undefined,
): FieldError | null {
  const index = items.findIndex((item) => configurationIdOf(item) === undefined);
  const item = items[index];
  if (!item) return null;
  const name = productName(item.product_id) ?? item.product_id;
  return {
    code: 'CONFIGURATION_REQUIRED',
    message: `Position ${index + 1} im Warenkorb („${name}“) hat keine Gestaltung – ohne Text kann nichts geschrieben werden. Bitte gestalte die Karten im Konfigurator oder entferne die Position.`,
  };
}

/** The first problem with the cart's configured lines, or null. */
export async function cartConfigurationProblem(
  db: Db,
  items: readonly CartItemData[],
  owner: Owner,
): Promise<FieldError | null> {
  const lines = items
    .map((item) => ({ item, id: configurationIdOf(item) }))
    .filter((line) => line.id !== undefined);
  if (lines.length === 0) return null;
  const ids = [...new Set(lines.map((line) => line.id).filter((id) => typeof id === 'string'))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('configurations')
          .select(['id', 'session_id', 'account_id', 'product_id', 'card_count'])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));

  for (const { item, id } of lines) {
    const row = id ? byId.get(id) : undefined;
    if (!row || !ownedBy(row, owner)) {
      return {
        code: 'CONFIGURATION_INVALID',
        message:
          'Eine Karte im Warenkorb gehört zu keiner deiner Gestaltungen. Bitte entferne sie und gestalte sie noch einmal.',
      };
    }
    if (row.product_id !== item.product_id) {
      return {
        code: 'CONFIGURATION_MISMATCH',
        message:
          'Eine Karte im Warenkorb passt nicht zu ihrem Format. Bitte entferne sie und gestalte sie noch einmal.',
      };
    }
    if (row.card_count !== item.quantity) {
      return {
        code: 'QUANTITY_MISMATCH',
        message: `Für eine Gestaltung mit ${row.card_count} Empfängern liegen ${item.quantity} Karten im Warenkorb. Bitte setze die Menge auf ${row.card_count}.`,
      };
    }
  }
  return null;
}
