import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import type { RecipientList, RecipientListSummary } from '@federkiel/machines/lists/listApi';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RecipientListsTable } from '../db/schema.ts';
import { newId } from '../store/ids.ts';

// Rows of `recipient_lists`, always through the owning account (another account's list does
// not exist for a query: 404).

/** Lists one account may keep. */
export const MAX_LISTS_PER_ACCOUNT = 200;

type Row = Selectable<RecipientListsTable>;

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'count',
  'last_used',
  'date_created',
  'date_updated',
] as const;

export function summaryView(
  row: Pick<Row, (typeof SUMMARY_COLUMNS)[number]>,
): RecipientListSummary {
  return {
    id: row.id,
    name: row.name,
    count: row.count,
    lastUsed: row.last_used,
    dateCreated: row.date_created,
    dateUpdated: row.date_updated,
  };
}

export function listView(row: Row): RecipientList {
  return { ...summaryView(row), recipients: JSON.parse(row.recipients) as Recipient[] };
}

export async function listLists(
  db: Kysely<Database>,
  accountId: string,
): Promise<RecipientListSummary[]> {
  const rows = await db
    .selectFrom('recipient_lists')
    .select(SUMMARY_COLUMNS)
    .where('account_id', '=', accountId)
    .execute();
  return rows
    .map(summaryView)
    .sort((a, b) => a.name.localeCompare(b.name, 'de', { sensitivity: 'base' }));
}

export async function readList(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<Row | undefined> {
  return db
    .selectFrom('recipient_lists')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function countLists(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('recipient_lists')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Does the account have another list of this name? */
export async function nameTaken(
  db: Kysely<Database>,
  accountId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('recipient_lists')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertList(
  db: Kysely<Database>,
  input: { accountId: string; name: string; recipients: Recipient[]; now: Date },
): Promise<Row> {
  const at = input.now.toISOString();
  const row: Row = {
    id: newId('lst'),
    account_id: input.accountId,
    name: input.name,
    recipients: JSON.stringify(input.recipients),
    count: input.recipients.length,
    last_used: null,
    date_created: at,
    date_updated: at,
  };
  await db.insertInto('recipient_lists').values(row).execute();
  return row;
}

export async function updateList(
  db: Kysely<Database>,
  input: { accountId: string; id: string; name?: string; recipients?: Recipient[]; now: Date },
): Promise<Row | undefined> {
  await db
    .updateTable('recipient_lists')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.recipients !== undefined
        ? { recipients: JSON.stringify(input.recipients), count: input.recipients.length }
        : {}),
      date_updated: input.now.toISOString(),
    })
    .where('id', '=', input.id)
    .where('account_id', '=', input.accountId)
    .execute();
  return readList(db, input.accountId, input.id);
}

export async function markListUsed(
  db: Kysely<Database>,
  input: { accountId: string; id: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('recipient_lists')
    .set({ last_used: input.now.toISOString() })
    .where('id', '=', input.id)
    .where('account_id', '=', input.accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteList(
  db: Kysely<Database>,
  input: { accountId: string; id: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('recipient_lists')
    .where('id', '=', input.id)
    .where('account_id', '=', input.accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
