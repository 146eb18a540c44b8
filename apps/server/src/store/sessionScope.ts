import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { lockForTransaction } from '../db/locks.ts';
import type { Database } from '../db/schema.ts';
import { accountById, type AccountRow } from './accounts/accountRecords.ts';
import { loadCart, newCart, saveCart, type CartRecord } from './cart/cartRecords.ts';
import type { FieldErrors } from './fieldErrors.ts';
import {
  EMPTY_SESSION,
  readSession,
  writeSession,
  type SessionState,
} from './sessions/sessionRecord.ts';

// Every store call that reads or changes what hangs off a session runs through
// `inSession`: inside one database transaction that first takes the session's lock in the
// database (db/locks.ts: an advisory lock on PostgreSQL, BEGIN IMMEDIATE on SQLite), with
// the session, its account and its cart loaded. The lock is what keeps a session's
// read-modify-write cycles apart across several server processes. Throwing `Refusal` rolls
// the transaction back and answers the contract's 200 + `errors` — so a refused request
// leaves nothing half-written.
//
// The in-process queue (`queued`) stays in front of it, but only as a courtesy to the
// connection pool: 50 parallel calls of one session then wait in memory instead of each
// holding a pooled connection while it waits for the lock. Correctness does not depend
// on it (apps/server/test/store/twoProcesses.test.ts runs two servers on one database).

export class Refusal extends Error {
  constructor(readonly body: FieldErrors) {
    super('request refused with field errors');
    this.name = 'Refusal';
  }
}

export class SessionScope {
  constructor(
    readonly db: Transaction<Database>,
    readonly sessionId: string,
    public session: SessionState,
    public account: AccountRow | null,
    readonly now: Date,
  ) {}

  private cart: CartRecord | null | undefined;

  /** Whose stored designs this session may use: the session and its account. */
  get owner(): { sessionId: string; accountId: string | null } {
    return { sessionId: this.sessionId, accountId: this.account?.id ?? null };
  }

  /** The session's open cart, or null. */
  async currentCart(): Promise<CartRecord | null> {
    if (this.cart === undefined) {
      const found = this.session.cart_id
        ? await loadCart(this.db, { id: this.session.cart_id })
        : null;
      this.cart = found && found.status === 'active' ? found : null;
    }
    return this.cart;
  }

  /** The open cart, or a new empty one (stored only once `storeCart` is called). */
  async cartForWriting(): Promise<CartRecord> {
    const cart = (await this.currentCart()) ?? newCart(this.account?.id ?? null, this.now);
    this.cart = cart;
    return cart;
  }

  async storeCart(cart: CartRecord): Promise<void> {
    const attach = cart.isNew || this.session.cart_id !== cart.id;
    await saveCart(this.db, cart, this.now);
    if (attach) await this.updateSession({ cart_id: cart.id });
    this.cart = cart;
  }

  /** Forgets the cart (after an order or a logout); the cart row stays as it is. */
  async detachCart(): Promise<void> {
    this.cart = null;
    await this.updateSession({ cart_id: null });
  }

  async updateSession(patch: Partial<SessionState>): Promise<void> {
    await writeSession(this.db, this.sessionId, patch, this.now);
    this.session = { ...this.session, ...patch };
  }
}

/** Runs `work` after the session's earlier requests have finished (no transaction). */
export function queued<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  return app.store.sessions.run(request.sessionId, work);
}

/**
 * One transaction with the session loaded. Call it inside `queued` — directly, or through
 * `inSession`. Slow work that needs no database (password hashing, the payment gateway)
 * belongs outside it: on SQLite a transaction holds the only connection.
 */
export async function transact<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (scope: SessionScope) => Promise<T>,
): Promise<T | FieldErrors> {
  try {
    return await app.db.transaction().execute(async (trx) => {
      // The session's lock in the database: another process's request on this session
      // waits here until this transaction ends (db/locks.ts).
      await lockForTransaction(trx, `session:${request.sessionId}`);
      // A token minted for this very request has nothing stored under it: until the answer,
      // only this request knows it. Its later transactions (an order has two) read what the
      // first one stored.
      const fresh = request.sessionMinted;
      request.sessionMinted = false;
      const session = fresh ? { ...EMPTY_SESSION } : await readSession(trx, request.sessionId);
      const account = await accountById(trx, session.account_id);
      return work(
        new SessionScope(trx, request.sessionId, session, account, app.store.clock.now()),
      );
    });
  } catch (error) {
    if (error instanceof Refusal) return error.body;
    throw error;
  }
}

/** `queued` + `transact`: the usual way a store call touches its session. */
export function inSession<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (scope: SessionScope) => Promise<T>,
): Promise<T | FieldErrors> {
  return queued(app, request, () => transact(app, request, work));
}
