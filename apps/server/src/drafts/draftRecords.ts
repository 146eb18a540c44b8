import {
  type DraftPayload,
  type DraftRecord,
  type DraftSummary,
  draftSummaryFields,
  isLoadableDraftVersion,
  type SavedDraft,
} from '@federkiel/machines/drafts/draftApi';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DraftsTable } from '../db/schema.ts';
import { newId } from '../store/ids.ts';

// Rows of `drafts`, always read and written through the owning account: another account's
// draft simply does not exist for a query (404, never 403).

/** Drafts one account may keep (each up to 5 MB): a bound on what one login can store. */
export const MAX_DRAFTS_PER_ACCOUNT = 200;

type Row = Selectable<DraftsTable>;
type SummaryRow = Omit<Row, 'order_data'>;

const SUMMARY_COLUMNS = [
  'id',
  'account_id',
  'revision',
  'template_id',
  'template_name',
  'format',
  'card_count',
  'front_image',
  'version',
  'date_created',
  'date_updated',
] as const;

function savedView(
  row: Pick<Row, 'id' | 'revision' | 'date_created' | 'date_updated'>,
): SavedDraft {
  return {
    id: row.id,
    revision: row.revision,
    dateCreated: row.date_created,
    dateUpdated: row.date_updated,
  };
}

export function summaryView(row: SummaryRow): DraftSummary {
  return {
    ...savedView(row),
    template:
      row.template_id !== null ? { id: row.template_id, name: row.template_name ?? '' } : null,
    format: row.format,
    cardCount: row.card_count,
    frontImage: row.front_image,
    loadable: isLoadableDraftVersion(row.version),
  };
}

export function recordView(row: Row): DraftRecord {
  return {
    ...savedView(row),
    orderData: row.order_data,
    loadable: isLoadableDraftVersion(row.version),
  };
}

function derived(payload: DraftPayload, orderData: string) {
  const summary = draftSummaryFields(payload);
  return {
    order_data: orderData,
    template_id: summary.template?.id ?? null,
    template_name: summary.template?.name ?? null,
    format: summary.format,
    card_count: summary.cardCount,
    front_image: summary.frontImage,
    version: payload.version,
  };
}

export async function listDrafts(db: Kysely<Database>, accountId: string): Promise<DraftSummary[]> {
  const rows = await db
    .selectFrom('drafts')
    .select(SUMMARY_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('date_updated', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(summaryView);
}

export async function readDraft(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<Row | undefined> {
  return db
    .selectFrom('drafts')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function countDrafts(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('drafts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertDraft(
  db: Kysely<Database>,
  input: { accountId: string; payload: DraftPayload; orderData: string; now: Date },
): Promise<SavedDraft> {
  const at = input.now.toISOString();
  const row = {
    id: newId('drf'),
    account_id: input.accountId,
    revision: 1,
    ...derived(input.payload, input.orderData),
    date_created: at,
    date_updated: at,
  };
  await db.insertInto('drafts').values(row).execute();
  return savedView(row);
}

/** Updates the account's draft and counts its revision up; undefined when it has none. */
export async function updateDraft(
  db: Kysely<Database>,
  input: { accountId: string; id: string; payload: DraftPayload; orderData: string; now: Date },
): Promise<SavedDraft | undefined> {
  const row = await db
    .updateTable('drafts')
    .set((eb) => ({
      ...derived(input.payload, input.orderData),
      revision: eb('revision', '+', 1),
      date_updated: input.now.toISOString(),
    }))
    .where('id', '=', input.id)
    .where('account_id', '=', input.accountId)
    .returning(['id', 'revision', 'date_created', 'date_updated'])
    .executeTakeFirst();
  return row ? savedView(row) : undefined;
}

/**
 * Deletes the account's draft if it still has `revision`: 'deleted', 'changed' (it has
 * another revision now) or 'missing'.
 */
export async function deleteDraft(
  db: Kysely<Database>,
  input: { accountId: string; id: string; revision: number },
): Promise<'deleted' | 'changed' | 'missing'> {
  const result = await db
    .deleteFrom('drafts')
    .where('id', '=', input.id)
    .where('account_id', '=', input.accountId)
    .where('revision', '=', input.revision)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return 'deleted';
  const still = await db
    .selectFrom('drafts')
    .select('id')
    .where('id', '=', input.id)
    .where('account_id', '=', input.accountId)
    .executeTakeFirst();
  return still ? 'changed' : 'missing';
}
