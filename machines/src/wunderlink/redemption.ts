import type { GrantedDesign, GrantProblem } from './grant.ts';
import {
  FIXABLE_ERROR_CODES,
  type PublicWunderlink,
  type RedeemAnswer,
  type WunderlinkErrorCode,
  type WunderlinkShipping,
} from './wunderlinkApi.ts';

// Types and pure helpers of the `wunderlink` machine (machines/src/wunderlink.ts): the
// customer's redemption of one link.

/** What the customer designed: the stored configuration and what the grant checks. */
export interface WunderlinkDesign extends GrantedDesign {
  /** The id `POST /swell/configurations` answered. */
  configurationId: string;
}

/** A refusal or failure as the app's actors throw it (the server's `error`, plus status). */
export interface WunderlinkError {
  status: number | null;
  code: string;
  message: string;
  /** ALREADY_REDEEMED: the earlier order. */
  order?: { id: string; number: string } | undefined;
}

export interface WunderlinkInput {
  /** The `{link}` of `/wunderlink/{link}`. */
  linkId: string;
  /** Whether the store session is signed in to an account now. */
  signedIn: boolean;
}

export interface WunderlinkContext {
  linkId: string;
  link: PublicWunderlink | null;
  signedIn: boolean;
  /** The design the customer wants to order (set by ORDER). */
  design: WunderlinkDesign | null;
  /** What the grant has against the design (`grantProblems`); empty = orderable. */
  problems: GrantProblem[];
  /** The delivery address sent with the redemption (links without postage). */
  shipping: WunderlinkShipping | null;
  /** The placed order (complete) or the earlier one (ALREADY_REDEEMED). */
  order: { id: string; number: string } | null;
  /** The last refusal or failure, shown where the customer now is. */
  error: WunderlinkError | null;
}

export type WunderlinkEvent =
  /** After a failed load (network, server): try again. */
  | { type: 'RETRY' }
  /** The session machine's login changed. */
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' }
  /** "Gratis bestellen" in the configurator, with the stored design. */
  | { type: 'ORDER'; design: WunderlinkDesign }
  /** "Jetzt gratis bestellen" on the confirm step (address only for links without postage). */
  | { type: 'CONFIRM'; shipping?: WunderlinkShipping | undefined }
  /** Back from the confirm / sign-in step, or "Karten anpassen" after a fixable refusal. */
  | { type: 'EDIT' };

export type WunderlinkTag =
  | 'loading'
  | 'notFound'
  | 'loadFailed'
  | 'ready'
  | 'invalid'
  | 'needsAccount'
  | 'confirming'
  | 'placing'
  | 'complete'
  | 'refused'
  | 'fixable';

export interface LoadLinkInput {
  id: string;
}

export interface RedeemInput {
  linkId: string;
  configurationId: string;
  shipping?: WunderlinkShipping | undefined;
}

export type { PublicWunderlink, RedeemAnswer };

const GENERIC_FAILURE =
  'Deine Bestellung konnte gerade nicht aufgegeben werden. Bitte versuche es noch einmal.';

/** Any thrown value as a WunderlinkError (the actors throw the server's error). */
export function wunderlinkError(error: unknown): WunderlinkError {
  if (typeof error === 'object' && error !== null) {
    const e = error as Record<string, unknown>;
    const inner =
      typeof e.error === 'object' && e.error !== null ? (e.error as Record<string, unknown>) : e;
    const order = (inner.order ?? e.order) as WunderlinkError['order'];
    // Only the server's refusals carry a code; their message is meant for the customer.
    const fromServer = typeof inner.code === 'string';
    return {
      status: typeof e.status === 'number' ? e.status : null,
      code: fromServer ? (inner.code as string) : 'unknown',
      message: fromServer && typeof inner.message === 'string' ? inner.message : GENERIC_FAILURE,
      ...(order && typeof order.id === 'string' ? { order } : {}),
    };
  }
  return { status: null, code: 'unknown', message: GENERIC_FAILURE };
}

export function errorCode(error: unknown): string {
  return wunderlinkError(error).code;
}

/** The link is gone (unknown, ended, used up, switched off): the not-found screen. */
export function isNotFound(error: unknown): boolean {
  const e = wunderlinkError(error);
  return e.code === 'WUNDERLINK_NOT_FOUND' || (e.status === 404 && e.code === 'not_found');
}

export function isSignInRequired(error: unknown): boolean {
  const e = wunderlinkError(error);
  return e.code === 'SIGN_IN_REQUIRED' || e.code === 'login_required';
}

/** A refusal the customer fixes in the configurator (back to `ready`). */
export function isFixable(error: unknown): boolean {
  const code = errorCode(error) as WunderlinkErrorCode;
  return FIXABLE_ERROR_CODES.includes(code) && code !== 'ADDRESS_REQUIRED';
}

/** A refusal the customer fixes on the confirm step (the delivery address). */
export function isAddressProblem(error: unknown): boolean {
  return errorCode(error) === 'ADDRESS_REQUIRED';
}

/** A refusal that ends the redemption (already redeemed, or the link ended meanwhile). */
export function isFinalRefusal(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ALREADY_REDEEMED' || code === 'WUNDERLINK_NOT_FOUND';
}
