import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cleanAddress, normalizeEmail, type AddressInput } from '../addresses.ts';
import type { AddressData } from '../cart/cartData.ts';
import type { FieldError } from '../fieldErrors.ts';

// An account from a guest order (issue #19): on the order-complete page a guest keeps the
// order's data as an account by choosing a password. Only a guest order of the asking
// session qualifies (the session is the guest's only key), and only with its own e-mail.

export interface GuestOrderData {
  orderId: string;
  email: string;
  firstName: string;
  lastName: string;
  shipping: AddressData | null;
  billing: AddressData | null;
}

export const UNKNOWN_GUEST_ORDER: FieldError = {
  code: 'NOT_FOUND',
  message: 'Diese Bestellung können wir keinem Gastkonto zuordnen.',
};

const ADDRESS_KEYS = [
  'name',
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'vat_id',
] as const;

/** The address part of an order snapshot's `shipping` / `billing` (no service, no card). */
function addressOf(value: unknown): AddressData | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const input: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) {
    const field = source[key];
    if (typeof field === 'string') input[key] = field;
  }
  const address = cleanAddress(input as AddressInput);
  return address.address1 || address.city ? address : null;
}

/** The session's guest order `orderId` with what an account takes from it, or null. */
export async function guestOrderOf(
  db: Kysely<Database>,
  sessionId: string,
  orderId: string,
): Promise<GuestOrderData | null> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'email', 'data'])
    .where('id', '=', orderId)
    .where('session_id', '=', sessionId)
    .where('account_id', 'is', null)
    .executeTakeFirst();
  if (!order) return null;
  const snapshot = JSON.parse(order.data) as { shipping?: unknown; billing?: unknown };
  const shipping = addressOf(snapshot.shipping);
  const billing = addressOf(snapshot.billing);
  const named = [billing, shipping].find((a) => a?.first_name || a?.last_name) ?? null;
  return {
    orderId: order.id,
    email: normalizeEmail(order.email),
    firstName: named?.first_name ?? '',
    lastName: named?.last_name ?? '',
    shipping,
    billing,
  };
}

/** The guest order becomes the account's (still only if nobody claimed it meanwhile). */
export async function attachGuestOrder(
  db: Kysely<Database>,
  sessionId: string,
  orderId: string,
  accountId: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ account_id: accountId })
    .where('id', '=', orderId)
    .where('session_id', '=', sessionId)
    .where('account_id', 'is', null)
    .execute();
}
