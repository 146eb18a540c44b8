import type { FastifyPluginAsync } from 'fastify';
import { ClientError } from '../../http/errors.ts';
import { limitedBy } from '../../http/rateLimits.ts';
import { parseInput } from '../../http/validate.ts';
import { recoveryMail, welcomeMail } from '../../mail/templates.ts';
import {
  accountByEmail,
  addressForm,
  apiAccount,
  type AccountRow,
} from '../../store/accounts/accountRecords.ts';
import {
  createAccountSchema,
  loginSchema,
  nameProblems,
  passwordProblem,
  recoverSchema,
  updateAccountSchema,
} from '../../store/accounts/accountInput.ts';
import {
  attachGuestOrder,
  guestOrderOf,
  UNKNOWN_GUEST_ORDER,
} from '../../store/accounts/guestOrder.ts';
import {
  consumeKey,
  issueKey,
  RESET_KEY_VALID_MS,
  revokeKeys,
} from '../../store/accounts/oneTimeKeys.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../store/accounts/passwords.ts';
import {
  addressProblems,
  cleanAddress,
  emailProblem,
  normalizeEmail,
} from '../../store/addresses.ts';
import { fieldErrors, type FieldError } from '../../store/fieldErrors.ts';
import { newId } from '../../store/ids.ts';
import {
  inSession,
  queued,
  Refusal,
  transact,
  type SessionScope,
} from '../../store/sessionScope.ts';

// The customer's account (store-api.md "account"): create, read, update, login with a
// password or a one-time password token, logout, and password recovery by e-mail. The
// session token is never rotated (the contract): logging in or out changes what the
// session points at, not the session.

export function requireAccount(scope: SessionScope): AccountRow {
  if (!scope.account) throw new ClientError(401, 'unauthorized', 'Bitte melde dich zuerst an.');
  return scope.account;
}

const EMAIL_TAKEN: FieldError = {
  code: 'UNIQUE',
  message:
    'Mit dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder setze dein Passwort zurück.',
};

/** Logs the session into `account`; its open cart becomes the account's cart. */
async function logIn(scope: SessionScope, account: AccountRow): Promise<void> {
  await scope.updateSession({ account_id: account.id });
  scope.account = account;
  const cart = await scope.currentCart();
  if (cart && cart.account_id !== account.id) {
    cart.account_id = account.id;
    await scope.storeCart(cart);
  }
}

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { mailer, clock } = app.store;

  app.get('/account', async (request) =>
    inSession(app, request, async (scope) => apiAccount(requireAccount(scope))),
  );

  app.post('/account', async (request) => {
    const body = parseInput(createAccountSchema, request.body);
    // From a guest order (issue #19): its e-mail, names and addresses; the order joins.
    const guestOrder = body.order_id
      ? await guestOrderOf(app.db, request.sessionId, body.order_id)
      : null;
    if (body.order_id && !guestOrder) return fieldErrors({ order_id: UNKNOWN_GUEST_ORDER });
    const email = normalizeEmail(body.email || guestOrder?.email || '');
    if (guestOrder && email !== guestOrder.email)
      return fieldErrors({ order_id: UNKNOWN_GUEST_ORDER });
    const firstName = (body.first_name || guestOrder?.firstName || '').trim();
    const lastName = (body.last_name || guestOrder?.lastName || '').trim();
    const problems: Record<string, FieldError> = { ...nameProblems(firstName, lastName) };
    const emailIssue = emailProblem(email);
    if (emailIssue) problems.email = emailIssue;
    const passwordIssue = passwordProblem(body.password);
    if (passwordIssue) problems.password = passwordIssue;
    if (Object.keys(problems).length > 0) return fieldErrors(problems);

    const created = await queued(app, request, async () => {
      if (await accountByEmail(app.db, email)) return fieldErrors({ email: EMAIL_TAKEN });
      // Hashing takes a while; it happens before the transaction so others are not held up.
      const passwordHash = await hashPassword(body.password);
      return transact(app, request, async (scope) => {
        const at = scope.now.toISOString();
        const row: AccountRow = {
          id: newId('acc'),
          email,
          password_hash: passwordHash,
          first_name: firstName,
          last_name: lastName,
          phone: body.phone ?? null,
          address_form: body.address_form ?? 'du',
          email_optin: body.email_optin ? 1 : 0,
          shipping: guestOrder?.shipping ? JSON.stringify(guestOrder.shipping) : null,
          billing: guestOrder?.billing ? JSON.stringify(guestOrder.billing) : null,
          date_created: at,
          date_updated: at,
        };
        // Two sign-ups racing for one address: the unique index lets only one through.
        const inserted = await scope.db
          .insertInto('accounts')
          .values(row)
          .onConflict((oc) => oc.column('email').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1)
          throw new Refusal(fieldErrors({ email: EMAIL_TAKEN }));
        if (guestOrder)
          await attachGuestOrder(scope.db, scope.sessionId, guestOrder.orderId, row.id);
        await logIn(scope, row);
        return row;
      });
    });
    if ('errors' in created) return created;

    const mail = welcomeMail({
      firstName: created.first_name,
      form: addressForm(created),
      shopUrl: app.config.publicUrl,
    });
    await mailer.send({ to: created.email, kind: 'welcome', ...mail });
    return apiAccount(created);
  });

  app.put('/account', async (request) => {
    const body = parseInput(updateAccountSchema, request.body ?? {});
    return queued(app, request, async () => {
      const problems: Record<string, FieldError> = {};
      const email = body.email !== undefined ? normalizeEmail(body.email) : undefined;
      if (email !== undefined) {
        const issue = emailProblem(email);
        if (issue) problems.email = issue;
      }
      if (body.password !== undefined) {
        const issue = passwordProblem(body.password);
        if (issue) problems.password = issue;
      }
      const shipping = body.shipping === undefined ? undefined : cleanAddress(body.shipping);
      const billing = body.billing === undefined ? undefined : cleanAddress(body.billing);
      if (shipping) Object.assign(problems, addressProblems('shipping', shipping, false));
      if (billing) Object.assign(problems, addressProblems('billing', billing, false));
      if (Object.keys(problems).length > 0) return fieldErrors(problems);
      const passwordHash =
        body.password !== undefined ? await hashPassword(body.password) : undefined;

      return transact(app, request, async (scope) => {
        const account = requireAccount(scope);
        const firstName =
          body.first_name !== undefined ? body.first_name.trim() : account.first_name;
        const lastName = body.last_name !== undefined ? body.last_name.trim() : account.last_name;
        const names = nameProblems(firstName, lastName);
        if (Object.keys(names).length > 0) throw new Refusal(fieldErrors(names));
        if (email !== undefined && email !== account.email) {
          const other = await scope.db
            .selectFrom('accounts')
            .select('id')
            .where('email', '=', email)
            .executeTakeFirst();
          if (other) throw new Refusal(fieldErrors({ email: EMAIL_TAKEN }));
        }
        const patch = {
          email: email ?? account.email,
          first_name: firstName,
          last_name: lastName,
          ...(body.phone !== undefined ? { phone: body.phone ?? null } : {}),
          ...(body.email_optin !== undefined ? { email_optin: body.email_optin ? 1 : 0 } : {}),
          ...(body.address_form !== undefined ? { address_form: body.address_form } : {}),
          ...(shipping !== undefined ? { shipping: JSON.stringify(shipping) } : {}),
          ...(billing !== undefined ? { billing: JSON.stringify(billing) } : {}),
          ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
          date_updated: scope.now.toISOString(),
        };
        await scope.db.updateTable('accounts').set(patch).where('id', '=', account.id).execute();
        if (passwordHash !== undefined)
          await revokeKeys(scope.db, 'password_resets', account.id, scope.now);
        return apiAccount({ ...account, ...patch });
      });
    });
  });

  // Wrong e-mail or password answers null (swell-js: "account or null"), the same either way.
  // Limited per IP against password guessing, every request counted (http/rateLimits.ts).
  app.post('/account/login', { onRequest: limitedBy(app.limits.login) }, async (request) => {
    const body = parseInput(loginSchema, request.body);
    const email = normalizeEmail(body.email);
    return queued(app, request, async () => {
      if ('password_token' in body) {
        // A token presented with another account's e-mail is used up all the same: whoever
        // holds it is not the customer it was made for.
        return transact(app, request, async (scope) => {
          const check = await consumeKey(scope.db, 'login_tokens', body.password_token, scope.now);
          if (check.status !== 'valid') return null;
          const account = await accountByEmail(scope.db, email);
          if (!account || account.id !== check.accountId) return null;
          await logIn(scope, account);
          return apiAccount(account);
        });
      }
      const account = await accountByEmail(app.db, email);
      if (!account) {
        await burnPasswordCheck(body.password);
        return null;
      }
      if (!(await verifyPassword(body.password, account.password_hash))) return null;
      return transact(app, request, async (scope) => {
        await logIn(scope, account);
        return apiAccount(account);
      });
    });
  });

  // Logging out also lets go of the cart: on a shared computer the next person should not
  // find the previous customer's cart.
  app.post('/account/logout', async (request) =>
    queued(app, request, () =>
      transact(app, request, async (scope) => {
        if (scope.session.account_id || scope.session.cart_id) {
          await scope.updateSession({ account_id: null, cart_id: null });
        }
        return { success: true };
      }),
    ),
  );

  // Limited per IP so nobody can fill a mailbox with reset mails (http/rateLimits.ts).
  app.post('/account/recover', { onRequest: limitedBy(app.limits.recover) }, async (request) => {
    const body = parseInput(recoverSchema, request.body);

    if ('reset_key' in body) {
      const issue = passwordProblem(body.password);
      if (issue) return fieldErrors({ password: issue });
      const passwordHash = await hashPassword(body.password);
      return transact(app, request, async (scope) => {
        const check = await consumeKey(scope.db, 'password_resets', body.reset_key, scope.now);
        if (check.status === 'unknown') {
          throw new Refusal(
            fieldErrors({
              reset_key: {
                code: 'INVALID',
                message: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig.',
              },
            }),
          );
        }
        if (check.status === 'used') {
          throw new Refusal(
            fieldErrors({
              reset_key: {
                code: 'USED',
                message: 'Dieser Link gilt nicht mehr: Das Passwort wurde inzwischen neu gesetzt.',
              },
            }),
          );
        }
        if (check.status === 'expired') {
          throw new Refusal(
            fieldErrors({
              reset_key: {
                code: 'EXPIRED',
                message:
                  'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordere einen neuen an.',
              },
            }),
          );
        }
        await scope.db
          .updateTable('accounts')
          .set({ password_hash: passwordHash, date_updated: scope.now.toISOString() })
          .where('id', '=', check.accountId)
          .execute();
        await revokeKeys(scope.db, 'password_resets', check.accountId, scope.now);
        return { success: true };
      });
    }

    // The same answer whether or not the address has an account, so this call cannot be used
    // to find out who is a customer. The link always points at this shop (PUBLIC_URL), never
    // at a `reset_url` from the request: our e-mail must not carry someone else's link.
    const account = await accountByEmail(app.db, normalizeEmail(body.email));
    if (account) {
      const key = await issueKey(
        app.db,
        'password_resets',
        account.id,
        clock.now(),
        RESET_KEY_VALID_MS,
      );
      const mail = recoveryMail({
        firstName: account.first_name,
        form: addressForm(account),
        link: `${app.config.publicUrl}/forgot/${key}`,
        validMinutes: RESET_KEY_VALID_MS / 60_000,
      });
      await mailer.send({ to: account.email, kind: 'password-recovery', ...mail });
    }
    return { success: true };
  });
};
