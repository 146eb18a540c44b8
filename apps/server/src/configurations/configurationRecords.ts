import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type { Db } from '../db/database.ts';
import type { ConfigurationsTable } from '../db/schema.ts';
import { newId } from '../store/ids.ts';

// Stored order configurations. The owner is the session that stored it and, when the
// customer was logged in, the account: either one may read it later (another device of the
// same account, or the same browser after logging in).

export interface Owner {
  sessionId: string;
  accountId: string | null;
}

export function ownedBy(row: Pick<ConfigurationsTable, 'session_id' | 'account_id'>, owner: Owner) {
  return (
    row.session_id === owner.sessionId ||
    (row.account_id !== null && row.account_id === owner.accountId)
  );
}

export async function insertConfiguration(
  db: Db,
  input: { configuration: OrderConfiguration; productId: string; owner: Owner; now: Date },
): Promise<ConfigurationsTable> {
  const at = input.now.toISOString();
  const row: ConfigurationsTable = {
    id: newId('cfg'),
    session_id: input.owner.sessionId,
    account_id: input.owner.accountId,
    product_id: input.productId,
    card_count: input.configuration.recipients.length,
    data: JSON.stringify(input.configuration),
    date_created: at,
    date_updated: at,
  };
  await db.insertInto('configurations').values(row).execute();
  return row;
}

/** The configuration if it exists and belongs to `owner`; otherwise undefined. */
export async function ownConfiguration(
  db: Db,
  id: string,
  owner: Owner,
): Promise<ConfigurationsTable | undefined> {
  const row = await db
    .selectFrom('configurations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && ownedBy(row, owner) ? row : undefined;
}

/** The answer of POST; GET adds the configuration itself. */
export function configurationView(row: ConfigurationsTable, canvasKey: string) {
  return {
    id: row.id,
    cardCount: row.card_count,
    productId: row.product_id,
    canvasKey,
    dateCreated: row.date_created,
    dateUpdated: row.date_updated,
  };
}
