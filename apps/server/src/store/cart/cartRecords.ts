import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newTimeOrderedId, newTimeOrderedSecret } from '../ids.ts';
import { compiledOnce } from '../sessions/compiledOnce.ts';
import { emptyCartData, type CartData } from './cartData.ts';

// Loading and storing carts. A cart is created in memory when a request first needs one
// and written only if that request stores something in it.

export interface CartRecord {
  id: string;
  checkout_id: string;
  account_id: string | null;
  status: 'active' | 'converted';
  data: CartData;
  order_id: string | null;
  date_created: string;
  date_updated: string;
  /** Not yet in the database. */
  isNew: boolean;
}

export function newCart(accountId: string | null, now: Date): CartRecord {
  const at = now.toISOString();
  return {
    id: newTimeOrderedId('cart', now),
    checkout_id: newTimeOrderedSecret(now),
    account_id: accountId,
    status: 'active',
    data: emptyCartData(),
    order_id: null,
    date_created: at,
    date_updated: at,
    isNew: true,
  };
}

export async function loadCart(
  db: Kysely<Database>,
  where: { id: string } | { checkoutId: string },
): Promise<CartRecord | null> {
  const query = db.selectFrom('carts').selectAll();
  const row = await (
    'id' in where
      ? query.where('id', '=', where.id)
      : query.where('checkout_id', '=', where.checkoutId)
  ).executeTakeFirst();
  if (!row) return null;
  // Object.assign, not `{ ...row, isNew }`: in this V8 a spread followed by new keys takes a
  // slow path, on every cart read (issue #32).
  return Object.assign({}, row, {
    status: row.status === 'converted' ? ('converted' as const) : ('active' as const),
    data: { ...emptyCartData(), ...(JSON.parse(row.data) as Partial<CartData>) },
    isNew: false,
  });
}

type CartRow = Omit<CartRecord, 'data' | 'isNew'> & { data: string };

const CART_COLUMNS = [
  'id',
  'checkout_id',
  'account_id',
  'status',
  'data',
  'order_id',
  'date_created',
  'date_updated',
] as const;

// Every cart change writes its cart: both statements are compiled once (compiledOnce.ts).
const insertCart = compiledOnce(CART_COLUMNS, (db, row: CartRow) =>
  db.insertInto('carts').values(row),
);
const updateCart = compiledOnce(CART_COLUMNS, (db, row: CartRow) =>
  db.updateTable('carts').set(row).where('id', '=', row.id),
);

export async function saveCart(db: Kysely<Database>, cart: CartRecord, now: Date): Promise<void> {
  cart.date_updated = now.toISOString();
  const row: CartRow = {
    id: cart.id,
    checkout_id: cart.checkout_id,
    account_id: cart.account_id,
    status: cart.status,
    data: JSON.stringify(cart.data),
    order_id: cart.order_id,
    date_created: cart.date_created,
    date_updated: cart.date_updated,
  };
  if (cart.isNew) {
    await db.executeQuery(insertCart(db, row));
    cart.isNew = false;
  } else {
    await db.executeQuery(updateCart(db, row));
  }
}
