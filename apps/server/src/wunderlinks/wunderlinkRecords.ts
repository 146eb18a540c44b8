import { wunderlinkStatus } from '@federkiel/machines/wunderlink/status';
import {
  wunderlinkPath,
  type AdminWunderlink,
  type CmsRef,
  type CreateWunderlink,
  type PublicWunderlink,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import type { Db } from '../db/database.ts';
import type { WunderlinksTable } from '../db/schema.ts';
import { newSecret } from '../store/ids.ts';

// WunderLinks as stored and as the API shows them (docs/wunderlink.md). The id is the only
// secret: 16 random bytes from the CSPRNG, base64url (22 characters).

export const newWunderlinkId = () => newSecret(16);

function templateOf(row: WunderlinksTable): CmsRef | null {
  return row.template_id
    ? { id: row.template_id, slug: row.template_slug ?? '', name: row.template_name ?? '' }
    : null;
}

function groupOf(row: WunderlinksTable): CmsRef | null {
  return row.group_id
    ? { id: row.group_id, slug: row.group_slug ?? '', name: row.group_name ?? '' }
    : null;
}

/** What a customer sees of an active link (`GET /swell/wunderlink/{id}`). */
export function publicWunderlink(row: WunderlinksTable): PublicWunderlink {
  return {
    id: row.id,
    campaign: row.campaign,
    free_cards: row.free_cards,
    postage_included: row.postage_included === 1,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    template: templateOf(row),
    group: groupOf(row),
  };
}

/** A link as staff see it. */
export function adminWunderlink(
  row: WunderlinksTable,
  publicUrl: string,
  now: Date,
): AdminWunderlink {
  return {
    id: row.id,
    url: `${publicUrl.replace(/\/+$/, '')}${wunderlinkPath(row.id)}`,
    campaign: row.campaign,
    free_cards: row.free_cards,
    template_id: row.template_id,
    group_id: row.group_id,
    template: templateOf(row),
    group: groupOf(row),
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    postage_included: row.postage_included === 1,
    status: wunderlinkStatus(row, now),
    deactivated_at: row.deactivated_at,
    created_by: row.created_by,
    date_created: row.date_created,
  };
}

export async function findWunderlink(db: Db, id: string): Promise<WunderlinksTable | undefined> {
  return db.selectFrom('wunderlinks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; a shop has a few dozen campaigns, never enough to page. */
export const WUNDERLINK_LIST_LIMIT = 1000;

export async function listWunderlinks(db: Db): Promise<WunderlinksTable[]> {
  return db
    .selectFrom('wunderlinks')
    .selectAll()
    .orderBy('date_created', 'desc')
    .orderBy('id', 'desc')
    .limit(WUNDERLINK_LIST_LIMIT)
    .execute();
}

export async function insertWunderlink(
  db: Db,
  input: {
    body: CreateWunderlink;
    template: CmsRef | null;
    group: CmsRef | null;
    staffName: string;
    now: Date;
  },
): Promise<WunderlinksTable> {
  const { body } = input;
  const row: WunderlinksTable = {
    id: newWunderlinkId(),
    campaign: body.campaign,
    free_cards: body.free_cards,
    template_id: input.template?.id ?? null,
    template_slug: input.template?.slug ?? null,
    template_name: input.template?.name ?? null,
    group_id: input.group?.id ?? null,
    group_slug: input.group?.slug ?? null,
    group_name: input.group?.name ?? null,
    valid_from: body.valid_from,
    valid_until: body.valid_until,
    max_redemptions: body.max_redemptions,
    redemptions: 0,
    postage_included: body.postage_included ? 1 : 0,
    deactivated_at: null,
    deactivated_by: null,
    created_by: input.staffName,
    date_created: input.now.toISOString(),
  };
  await db.insertInto('wunderlinks').values(row).execute();
  return row;
}

/** Switches a link off; a second call changes nothing (the first time and name stay). */
export async function deactivateWunderlink(
  db: Db,
  id: string,
  staffName: string,
  now: Date,
): Promise<WunderlinksTable | undefined> {
  await db
    .updateTable('wunderlinks')
    .set({ deactivated_at: now.toISOString(), deactivated_by: staffName })
    .where('id', '=', id)
    .where('deactivated_at', 'is', null)
    .execute();
  return findWunderlink(db, id);
}

/** The campaigns of the given links, by id (for the order list's WunderLink mark). */
export async function campaignsOf(db: Db, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('wunderlinks')
    .select(['id', 'campaign'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row.campaign]));
}
