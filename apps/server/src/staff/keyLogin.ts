import type { FastifyInstance } from 'fastify';
import { activeOwnerExists } from './staffAccounts.ts';

// The admin key (ADMIN_KEY) signs in as owner — the spec's first way in. ADMIN_KEY_LOGIN=off
// turns it off (the dashboard login with the key, the key's sessions and scripts' Bearer
// key alike), but only while an owner can sign in with an account: otherwise nobody could
// manage the staff any more, so the key stays on and the start logs a warning.

export const KEY_LOGIN_OFF =
  'Die Anmeldung mit dem Admin-Schlüssel ist abgeschaltet (ADMIN_KEY_LOGIN=off). Bitte mit E-Mail und Passwort anmelden.';

/** Whether the admin key signs in now. */
export async function keyLoginOpen(app: FastifyInstance): Promise<boolean> {
  if (app.config.adminKey === null) return false;
  if (app.config.adminKeyLogin) return true;
  return !(await activeOwnerExists(app.db));
}

/** At start: warn when ADMIN_KEY_LOGIN=off cannot take effect yet. */
export async function warnIfKeyLoginStaysOn(app: FastifyInstance): Promise<void> {
  if (app.config.adminKey === null || app.config.adminKeyLogin) return;
  if (await activeOwnerExists(app.db)) return;
  app.log.warn(
    'ADMIN_KEY_LOGIN=off is ignored: no owner (Inhaber) account with a password exists yet. ' +
      'The admin key keeps signing in until one does.',
  );
}
