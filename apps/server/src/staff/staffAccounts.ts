import { createHash, randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import type { Db } from '../db/database.ts';
import type { StaffAccountsTable } from '../db/schema.ts';
import { ClientError } from '../http/errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../store/accounts/passwords.ts';
import { revokeAccountSessions } from '../dashboard/staffSessions.ts';

// Personal staff accounts (issue 28). An owner invites someone by e-mail with a role; the
// invitation is a random token (only its SHA-256 is stored) that sets the password once.
// Passwords are hashed like the customers' (store/accounts/passwords.ts). Removing an
// account deletes it and ends its sessions; the order history keeps its id and name.

export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function memberOf(row: StaffAccountsTable): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    state: row.password_hash === null ? 'invited' : 'active',
    created_at: row.created_at,
  };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.selectFrom('staff_accounts').selectAll().orderBy('created_at').execute();
  return rows.map(memberOf);
}

/** Whether an owner can sign in with an account (then the admin key may be turned off). */
export async function activeOwnerExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('role', '=', 'owner')
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function inviteStaff(
  db: Db,
  input: { email: string; name: string; role: StaffRole; invitedBy: string; now: Date },
): Promise<{ member: StaffMember; token: string; expiresAt: string }> {
  const existing = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) {
    throw new ClientError(
      409,
      'staff_exists',
      'Für diese E-Mail-Adresse gibt es schon ein Mitarbeiterkonto.',
      'email',
    );
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + INVITATION_MS).toISOString();
  const row: StaffAccountsTable = {
    id: `stf_${randomBytes(12).toString('base64url')}`,
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: null,
    invite_token_hash: hashOf(token),
    invite_expires_at: expiresAt,
    created_at: input.now.toISOString(),
    created_by: input.invitedBy,
  };
  await db.insertInto('staff_accounts').values(row).execute();
  return { member: memberOf(row), token, expiresAt };
}

const INVITATION_GONE =
  'Diese Einladung gilt nicht (mehr). Bitte um eine neue Einladung bei der Inhaberin oder dem Inhaber.';

/** The open invitation behind a token, or a 404 with a German message. */
export async function findInvitation(db: Db, token: string, now: Date) {
  const row = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('invite_token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row || !row.invite_expires_at || row.invite_expires_at < now.toISOString()) {
    throw new ClientError(404, 'invitation_not_found', INVITATION_GONE);
  }
  return row;
}

/** Sets the invitee's password; the token works once. */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<StaffMember> {
  const row = await findInvitation(db, token, now);
  const passwordHash = await hashPassword(password);
  const updated = await db
    .updateTable('staff_accounts')
    .set({ password_hash: passwordHash, invite_token_hash: null, invite_expires_at: null })
    .where('id', '=', row.id)
    .where('invite_token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new ClientError(404, 'invitation_not_found', INVITATION_GONE);
  }
  return memberOf({ ...row, password_hash: passwordHash });
}

/** The account behind e-mail and password, or null (same time spent either way). */
export async function checkStaffPassword(
  db: Db,
  email: string,
  password: string,
): Promise<StaffAccountsTable | null> {
  const row = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row?.password_hash) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? row : null;
}

async function accountOrThrow(db: Db, id: string): Promise<StaffAccountsTable> {
  const row = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ClientError(404, 'not_found', 'Dieses Mitarbeiterkonto gibt es nicht.');
  return row;
}

/** Refuses leaving the shop without an owner account (the admin key may be off). */
async function refuseLastOwner(db: Db, row: StaffAccountsTable, what: string): Promise<void> {
  if (row.role !== 'owner') return;
  const owners = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('role', '=', 'owner')
    .where('id', '!=', row.id)
    .execute();
  if (owners.length === 0) {
    throw new ClientError(
      409,
      'last_owner',
      `${what}: Das ist das letzte Inhaber-Konto. Bitte zuerst ein weiteres Inhaber-Konto anlegen.`,
    );
  }
}

export async function changeStaffRole(db: Db, id: string, role: StaffRole): Promise<StaffMember> {
  const row = await accountOrThrow(db, id);
  if (row.role === role) return memberOf(row);
  if (role !== 'owner') await refuseLastOwner(db, row, 'Rolle nicht geändert');
  await db.updateTable('staff_accounts').set({ role }).where('id', '=', id).execute();
  return memberOf({ ...row, role });
}

export async function removeStaff(db: Db, id: string, now: Date): Promise<void> {
  const row = await accountOrThrow(db, id);
  await refuseLastOwner(db, row, 'Konto nicht entfernt');
  await db.transaction().execute(async (trx) => {
    await revokeAccountSessions(trx, id, now);
    await trx.deleteFrom('staff_accounts').where('id', '=', id).execute();
  });
}

/** Whether any staff account exists (a shop without ADMIN_KEY is locked until one does). */
export async function anyStaffAccount(db: Db): Promise<boolean> {
  return (await db.selectFrom('staff_accounts').select('id').executeTakeFirst()) !== undefined;
}
