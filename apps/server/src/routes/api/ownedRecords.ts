import type { Database } from '../../db/schema.ts';
import type { SessionScope } from '../../store/sessionScope.ts';

// A customer's saved addresses and saved cards are looked up, listed and deleted the same
// way: always by the owning account, so another customer's id answers as missing.

type OwnedTable = 'account_addresses' | 'account_cards';

export async function findOwned<T extends OwnedTable>(
  scope: SessionScope,
  table: T,
  id: string,
  accountId: string,
): Promise<Database[T] | undefined> {
  // Kysely cannot select from a union of table names; both tables share the columns used.
  const row = await scope.db
    .selectFrom(table as OwnedTable as 'account_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row as Database[T] | undefined;
}

export async function listOwned<T extends OwnedTable>(
  scope: SessionScope,
  table: T,
  accountId: string,
): Promise<Database[T][]> {
  const rows = await scope.db
    .selectFrom(table as OwnedTable as 'account_addresses')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('date_created')
    .execute();
  return rows as Database[T][];
}

/** Deletes the account's record and answers it, or undefined when it is not theirs. */
export async function deleteOwned<T extends OwnedTable>(
  scope: SessionScope,
  table: T,
  id: string,
  accountId: string,
): Promise<Database[T] | undefined> {
  const row = await findOwned(scope, table, id, accountId);
  if (row) {
    await scope.db
      .deleteFrom(table as OwnedTable as 'account_addresses')
      .where('id', '=', id)
      .execute();
  }
  return row;
}
