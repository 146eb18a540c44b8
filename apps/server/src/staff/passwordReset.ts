import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { revokeAccountSessions } from '../dashboard/staffSessions.ts';
import { ClientError } from '../http/errors.ts';
import { hashPassword } from '../store/accounts/passwords.ts';
import { passwordResetMail } from './passwordResetMail.ts';

// Staff reset their own password by e-mail (issue 40). The mail carries a random token (the
// database keeps only its SHA-256) that sets a new password once within an hour; setting it
// ends every session of the account (someone who knew the old password is out at once). The
// token lives in the account's one token slot, the invitation's columns: an account has at
// most one open link that sets its password, and a new one replaces the old.
//
// The request answers the same whether or not the address has an account; an account gets
// at most three mails an hour (more requests answer the same and send none), and every
// request counts against the address's login budget (staff/loginLimits.ts).

export const RESET_MINUTES = 60;
const RESET_PATH = '/dashboard/passwort#';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const RESET_GONE =
  'Dieser Link gilt nicht (mehr). Bitte auf der Anmeldeseite unter „Passwort vergessen?“ einen neuen anfordern.';

/** Sends the reset mail when `email` has an account (and its hourly budget allows). */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const row = await app.db
    .selectFrom('staff_accounts')
    .select(['id', 'name', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) return;
  if (!(await app.staffLoginLimits.resetMailAllowed(row.email))) return;
  const token = randomBytes(32).toString('base64url');
  const now = app.store.clock.now();
  await app.db
    .updateTable('staff_accounts')
    .set({
      invite_token_hash: hashOf(token),
      invite_expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  await app.store.mailer.send(
    passwordResetMail({
      to: row.email,
      name: row.name,
      link: `${app.config.publicUrl}${RESET_PATH}${token}`,
      validMinutes: RESET_MINUTES,
    }),
  );
}

/** Sets the new password with the mail's token (once) and ends every session of the account. */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  password: string,
): Promise<void> {
  const now = app.store.clock.now();
  const row = await app.db
    .selectFrom('staff_accounts')
    .select(['id', 'invite_expires_at'])
    .where('invite_token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (!row?.invite_expires_at || row.invite_expires_at < now.toISOString()) {
    throw new ClientError(404, 'reset_not_found', RESET_GONE);
  }
  const passwordHash = await hashPassword(password);
  const changed = await app.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, invite_token_hash: null, invite_expires_at: null })
      .where('id', '=', row.id)
      .where('invite_token_hash', '=', hashOf(token))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await revokeAccountSessions(trx, row.id, now);
    return true;
  });
  if (!changed) throw new ClientError(404, 'reset_not_found', RESET_GONE);
}
