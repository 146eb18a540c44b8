import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITED_CODE, RATE_LIMITS } from '../http/rateLimits.ts';
import { countHit, currentWindow } from '../http/rateLimitStore.ts';
import { addressKey } from '../uploads/addressKey.ts';

// Failed staff logins (issue 40), limited twice and only where a password or key is tried:
// per account (the e-mail typed) and per address. Requests of signed-in sessions are never
// counted nor refused: an office shares one address, and one person's typos must not stop
// the colleague who is packing parcels.
//
// - Per address (`RATE_LIMITS.staffLogin`, 50 in 15 minutes): wrong passwords, wrong keys at
//   the login and wrong `Bearer` keys of scripts. Over it, the address may not try again
//   (the right key or password too, so a guess that hits cannot be told apart).
// - Per account (`STAFF_ACCOUNT_LIMIT`): the 10th wrong password within 15 minutes locks the
//   e-mail address for 15 minutes, from everywhere — the right password too — and each
//   further lock within a day lasts twice as long (at most a day). Tries while locked are
//   refused without a password check and are not counted. An e-mail without an account is
//   locked alike, so a lock tells nobody whether the account exists.

const MINUTE = 60_000;
export const STAFF_ACCOUNT_LIMIT = {
  max: 10,
  windowMs: 15 * MINUTE,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 24 * 60 * MINUTE,
  /** How long earlier locks make the next one longer. */
  memoryMs: 24 * 60 * MINUTE,
} as const;

/** Reset mails per account and hour; further requests answer the same and send none. */
export const STAFF_RESET_MAILS_PER_HOUR = 3;

const ADDRESS = 'staffLogin';
const ACCOUNT_FAILS = 'staffAccountFails';
const ACCOUNT_LOCK = 'staffAccountLock';
const ACCOUNT_LOCKS = 'staffAccountLocks';

/** When the login may be tried again; null when it may be tried now. */
export type LoginVerdict = { until: Date } | null;

const accountKey = (email: string) => email.trim().toLowerCase();

/** „Zu viele Fehlversuche. Bitte versuchen Sie es um 19:42 Uhr erneut.“ (Berlin time). */
export function retryMessage(until: Date): string {
  // Rounded up to the minute: at the time named the login works.
  const minute = new Date(Math.ceil(until.getTime() / MINUTE) * MINUTE);
  const time = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(minute);
  return `Zu viele Fehlversuche. Bitte versuchen Sie es um ${time} Uhr erneut.`;
}

/** 429 with Retry-After (seconds) and the time in words. */
export function sendLoginLimited(reply: FastifyReply, until: Date): FastifyReply {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .type('application/json; charset=utf-8')
    .send({ error: { message: retryMessage(until), code: RATE_LIMITED_CODE, param: null } });
}

export interface LoginLimits {
  /** Whether the request's address and, for a password login, `email` may try now. */
  check(request: FastifyRequest, email?: string): Promise<LoginVerdict>;
  /** Counts a wrong key or password. */
  failed(request: FastifyRequest, email?: string): Promise<void>;
  /** Counts a password reset mail for `email`; false once the hour's mails are sent. */
  resetMailAllowed(email: string): Promise<boolean>;
}

const open: LoginLimits = {
  check: async () => null,
  failed: async () => undefined,
  resetMailAllowed: async () => true,
};
const RESET_MAILS = 'staffResetMails';
const HOUR = 60 * MINUTE;

export function createLoginLimits(app: FastifyInstance, enabled: boolean): LoginLimits {
  if (!enabled) return open;
  const db = app.db;
  const address = RATE_LIMITS.staffLogin;
  return {
    async check(request, email) {
      const ip = addressKey(request.ip);
      // Wall time, not the store's clock: a lock is real time for the person waiting.
      const nowMs = Date.now();
      const byAddress = await currentWindow(db, ADDRESS, ip, nowMs);
      const until: number[] = [];
      if (byAddress && byAddress.hits >= address.max) until.push(byAddress.resetAtMs);
      if (email !== undefined) {
        const lock = await currentWindow(db, ACCOUNT_LOCK, accountKey(email), nowMs);
        if (lock) until.push(lock.resetAtMs);
      }
      return until.length > 0 ? { until: new Date(Math.max(...until)) } : null;
    },
    async failed(request, email) {
      const ip = addressKey(request.ip);
      const nowMs = Date.now();
      await countHit(db, ADDRESS, ip, address.windowMs, nowMs);
      if (email === undefined) return;
      const key = accountKey(email);
      const fails = await countHit(db, ACCOUNT_FAILS, key, STAFF_ACCOUNT_LIMIT.windowMs, nowMs);
      if (fails.hits < STAFF_ACCOUNT_LIMIT.max) return;
      const limit = STAFF_ACCOUNT_LIMIT;
      const locks = await countHit(db, ACCOUNT_LOCKS, key, limit.memoryMs, nowMs);
      const lockMs = Math.min(limit.maxLockMs, limit.firstLockMs * 2 ** (locks.hits - 1));
      await countHit(db, ACCOUNT_LOCK, key, lockMs, nowMs);
      // The lock took over; after it the account has its full budget again.
      await db
        .deleteFrom('rate_limits')
        .where('name', '=', ACCOUNT_FAILS)
        .where('key', '=', key)
        .execute();
    },
    async resetMailAllowed(email) {
      const window = await countHit(db, RESET_MAILS, accountKey(email), HOUR, Date.now());
      return window.hits <= STAFF_RESET_MAILS_PER_HOUR;
    },
  };
}
