import type { Db } from '../../db/database.ts';
import type { SandboxAmazonSessionsTable } from '../../db/schema.ts';
import type { CheckoutSessionDetails } from '../gateway.ts';
import { AMAZON_TEST_BUYER, amazonAddress, amazonInstrument } from './amazonSandbox.ts';

// What the buyer did on the sandbox's Amazon Pay page, one row per checkout session (the
// intent): signing in, then choosing a delivery address and a payment instrument. The page
// is plain links, so every step is a request that writes here (issue 41).

export type AmazonSession = Omit<SandboxAmazonSessionsTable, 'intent_id' | 'date_updated'>;

export type AmazonStep =
  { kind: 'signIn' } | { kind: 'address'; id: string } | { kind: 'instrument'; id: string };

const NOT_STARTED: AmazonSession = { signed_in: 0, address_id: null, instrument_id: null };

export async function readAmazonSession(db: Db, intentId: string): Promise<AmazonSession> {
  const row = await db
    .selectFrom('sandbox_amazon_sessions')
    .select(['signed_in', 'address_id', 'instrument_id'])
    .where('intent_id', '=', intentId)
    .executeTakeFirst();
  return row ?? NOT_STARTED;
}

/** Records one step; an unknown address or instrument, or a choice before signing in, is ignored. */
export async function recordAmazonStep(
  db: Db,
  intentId: string,
  step: AmazonStep,
  now: string,
): Promise<void> {
  const session = await readAmazonSession(db, intentId);
  const next: AmazonSession = { ...session };
  if (step.kind === 'signIn') next.signed_in = 1;
  else if (!session.signed_in) return;
  else if (step.kind === 'address' && amazonAddress(step.id)) next.address_id = step.id;
  else if (step.kind === 'instrument' && amazonInstrument(step.id)) next.instrument_id = step.id;
  else return;
  await db
    .insertInto('sandbox_amazon_sessions')
    .values({ intent_id: intentId, ...next, date_updated: now })
    .onConflict((oc) => oc.column('intent_id').doUpdateSet({ ...next, date_updated: now }))
    .execute();
}

/** Whether the buyer may continue: signed in, an address and an instrument chosen. */
export function amazonSessionComplete(session: AmazonSession): boolean {
  return (
    !!session.signed_in &&
    !!amazonAddress(session.address_id) &&
    !!amazonInstrument(session.instrument_id)
  );
}

/** The session as the shop reads it after the return (Amazon's "get checkout session"). */
export function checkoutSessionDetails(session: AmazonSession): CheckoutSessionDetails | null {
  const address = amazonAddress(session.address_id);
  const instrument = amazonInstrument(session.instrument_id);
  if (!session.signed_in || !address || !instrument) return null;
  return {
    buyer: { name: AMAZON_TEST_BUYER.name, email: AMAZON_TEST_BUYER.email },
    shippingAddress: { ...address.address },
    instrument: { brand: instrument.brand, last4: instrument.last4 },
  };
}
