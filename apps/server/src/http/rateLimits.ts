import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../uploads/addressKey.ts';
import { countHit, currentWindow } from './rateLimitStore.ts';

// Limits per client IP on the calls where an attacker gains by trying many values: passwords,
// reset mails, coupon and gift card codes, stolen card numbers, staff logins. Nothing else is
// limited (no global limit): browsing and the cart must stay as fast as the bench needs.
//
// Counters live in the database (rateLimitStore.ts, table `rate_limits`), so every server
// process counts against the same budget (issue 16). The key is `request.ip` (an IPv6
// address counts by its /64), i.e. the TCP peer — or, behind the proxies TRUST_PROXY names,
// the client they report; without it every visitor behind a reverse proxy would share the
// proxy's address and one budget (docs/server.md, docs/operations.md).
//
// Each window is fixed: it starts with a client's first counted request, and the request
// after `max` is refused until it ends. Retry-After says how many seconds are left.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RateLimit {
  /** Requests (or, for the admin key, wrong keys) allowed per client IP and window. */
  max: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  /**
   * POST /api/account/login, every request (changing the password logs in once to check the
   * old one). A customer mistyping a password needs three or four tries and then resets it;
   * twenty leave room for an office or mobile network sharing one address (and for the
   * browser tests, about eight logins a run), and slow guessing to under 3,000 tries a day
   * per address.
   */
  login: { max: 20, windowMs: 10 * MINUTE },
  /**
   * POST /api/account/recover, every request (asking for the mail and setting the new
   * password). A customer needs two or three (the mail once more if it is slow, a password
   * refused as too short); twenty an hour keep anyone from flooding a mailbox with reset
   * mails from one address, with room for a shared address and the account tests (eight).
   */
  recover: { max: 20, windowMs: HOUR },
  /**
   * One budget for coupon and gift card codes: PUT /api/cart/coupon, POST /api/cart/giftcards
   * and PUT /api/cart with a `coupon_code` (the same check by another door). A shopper types
   * one or two codes, perhaps with a typo; twenty per ten minutes make guessing even readable
   * codes (WILLKOMMEN10) slow work for one address.
   */
  codes: { max: 20, windowMs: 10 * MINUTE },
  /**
   * GET /vault/tokens, every request: card testing sends stolen card numbers through the
   * vault by the hundred. A shopper tokenises once per payment attempt — a few declines and
   * typos included, rarely ten; the browser tests tokenise about fifteen cards in one run.
   */
  cardTokens: { max: 40, windowMs: HOUR },
  /**
   * POST /content/api/logs, every request: anyone may send a browser error report, and each
   * is a row in the CMS's log that an editor reads (issue #40: 25 in a row were all taken).
   * A broken page reports an error or two per visit; thirty per ten minutes leave room for an
   * office sharing one address, and keep one address from filling the log.
   */
  logReports: { max: 30, windowMs: 10 * MINUTE },
  /**
   * Wrong staff logins per address (issue 40): wrong passwords and keys at
   * POST /swell/admin/login and wrong `Bearer` keys of scripts. Only those requests are
   * counted and refused — never the requests of signed-in sessions, since an office shares
   * one address. Fifty in a quarter of an hour leave room for a whole office's typos; the
   * tighter limit is per account (staff/loginLimits.ts).
   */
  staffLogin: { max: 50, windowMs: 15 * MINUTE },
  /**
   * POST /swell/contact, every request: each inquiry sends two e-mails (to the shop and a
   * confirmation to whatever address was typed in), so an unlimited form is a mail cannon.
   * A customer sends one inquiry, perhaps a second with a forgotten detail; ten an hour
   * leave room for an office sharing one address.
   */
  contact: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMITED_CODE = 'rate_limited';
export const RATE_LIMITED_MESSAGE =
  'Zu viele Versuche. Bitte in ein paar Minuten erneut versuchen.';

export type Verdict = { limited: false } | { limited: true; retryAfterSeconds: number };

export interface Limiter {
  /** Counts the request and tells whether it is over the limit. */
  take(request: FastifyRequest): Promise<Verdict>;
  /** Tells whether the client has used up the limit, without counting the request. */
  peek(request: FastifyRequest): Promise<Verdict>;
}

export type Limiters = Record<RateLimitName, Limiter>;

const ALLOWED: Verdict = { limited: false };
const unlimited: Limiter = { take: async () => ALLOWED, peek: async () => ALLOWED };

/**
 * The limiters the routes use (`app.limits`), counting in `app.db`. With RATE_LIMITS=off
 * every limiter lets everything through.
 */
export async function createLimiters(app: FastifyInstance, enabled: boolean): Promise<Limiters> {
  const names = Object.keys(RATE_LIMITS) as RateLimitName[];
  if (!enabled) {
    app.log.warn('RATE_LIMITS=off: login, codes, card tokens and admin keys are not limited');
    return Object.fromEntries(names.map((name) => [name, unlimited])) as Limiters;
  }
  const verdict = (limited: boolean, resetAtMs: number, nowMs: number): Verdict =>
    limited
      ? { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000)) }
      : ALLOWED;
  return Object.fromEntries(
    names.map((name) => {
      const { max, windowMs } = RATE_LIMITS[name];
      const limiter: Limiter = {
        async take(request) {
          // Wall time, not the store's clock: a window is real time for the client.
          const nowMs = Date.now();
          const window = await countHit(app.db, name, addressKey(request.ip), windowMs, nowMs);
          return verdict(window.hits > max, window.resetAtMs, nowMs);
        },
        async peek(request) {
          const nowMs = Date.now();
          const window = await currentWindow(app.db, name, addressKey(request.ip), nowMs);
          return window ? verdict(window.hits >= max, window.resetAtMs, nowMs) : ALLOWED;
        },
      };
      return [name, limiter];
    }),
  ) as Limiters;
}

/**
 * The store API's answer when limited: 429 with the error swell-js throws
 * (`err.code === 'rate_limited'`) and Retry-After in seconds.
 */
export function sendRateLimited(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .type('application/json; charset=utf-8')
    .send({ error: { message: RATE_LIMITED_MESSAGE, code: RATE_LIMITED_CODE, param: null } });
}

/**
 * A route hook (onRequest, or preHandler when `when` reads the body) that counts the request
 * against `limiter` — every request, or those `when` picks — and answers 429 over the limit.
 */
export function limitedBy(
  limiter: Limiter,
  options: { when?: (request: FastifyRequest) => boolean } = {},
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.when && !options.when(request)) return;
    const verdict = await limiter.take(request);
    if (verdict.limited) return sendRateLimited(reply, verdict.retryAfterSeconds);
  };
}
