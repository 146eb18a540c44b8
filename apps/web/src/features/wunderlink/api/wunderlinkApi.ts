import type { RedeemInput } from '@federkiel/machines/wunderlink/redemption';
import {
  isWunderlinkId,
  WUNDERLINK_MESSAGES_DE,
  type PublicWunderlink,
  type RedeemAnswer,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import { backendSessionToken, BackendError } from '../../../lib/backend/backendFetch.ts';

// The customer's WunderLink calls (docs/wunderlink.md): the link's public details and the
// redemption. Both throw a WunderlinkRequestError carrying the server's error (status, code,
// German message, and for ALREADY_REDEEMED the earlier order), which is what the
// `wunderlink` machine's actors must throw.

/** A refusal or failure of a WunderLink call; `code` only when the server sent one. */
export class WunderlinkRequestError extends Error {
  override readonly name = 'WunderlinkRequestError';
  readonly status: number;
  readonly code?: string;
  readonly param?: string;
  readonly order?: { id: string; number: string };

  constructor(
    status: number,
    error: { code?: string; message?: string; param?: string | null } | null,
    order?: { id: string; number: string } | null,
  ) {
    super(error?.message || `WunderLink request failed (${status})`);
    this.status = status;
    if (error?.code) this.code = error.code;
    if (error?.param) this.param = error.param;
    if (order) this.order = order;
  }
}

interface ErrorBody {
  error?: {
    code?: unknown;
    message?: unknown;
    param?: unknown;
    order?: { id?: unknown; number?: unknown };
  };
  order?: { id?: unknown; number?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function orderOf(value: { id?: unknown; number?: unknown } | undefined) {
  return value && typeof value.id === 'string' && typeof value.number === 'string'
    ? { id: value.id, number: value.number }
    : null;
}

function errorOf(status: number, body: unknown): WunderlinkRequestError {
  const answer = (body ?? {}) as ErrorBody;
  return new WunderlinkRequestError(
    status,
    answer.error
      ? {
          code: text(answer.error.code),
          message: text(answer.error.message),
          param: text(answer.error.param),
        }
      : null,
    orderOf(answer.order) ?? orderOf(answer.error?.order),
  );
}

const notFound = () =>
  new WunderlinkRequestError(404, {
    code: 'WUNDERLINK_NOT_FOUND',
    message: WUNDERLINK_MESSAGES_DE.notFound,
  });

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** `GET /swell/wunderlink/{id}` (no session needed); 404 for anything but an active link. */
export async function fetchWunderlink(id: string, signal?: AbortSignal): Promise<PublicWunderlink> {
  // Anything but 22 base64url characters is no link: no request needed for the same answer.
  if (!isWunderlinkId(id)) throw notFound();
  let response: Response;
  try {
    response = await fetch(`/swell/wunderlink/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new WunderlinkRequestError(0, null);
  }
  const body = await readJson(response);
  if (!response.ok) throw errorOf(response.status, body);
  return body as PublicWunderlink;
}

/**
 * `POST /swell/wunderlink/{id}/redeem` with the store session (`X-Session` of the signed-in
 * account): the free order, 201 `{ order: { id, number } }`.
 */
export async function redeemWunderlink(input: RedeemInput): Promise<RedeemAnswer> {
  let session: string;
  try {
    session = await backendSessionToken();
  } catch (error) {
    if (error instanceof BackendError && error.status === 401) {
      throw new WunderlinkRequestError(401, { code: 'SIGN_IN_REQUIRED' });
    }
    throw new WunderlinkRequestError(0, null);
  }
  let response: Response;
  try {
    response = await fetch(`/swell/wunderlink/${encodeURIComponent(input.linkId)}/redeem`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Session': session,
      },
      credentials: 'same-origin',
      body: JSON.stringify({
        configuration_id: input.configurationId,
        ...(input.shipping ? { shipping: input.shipping } : {}),
      }),
    });
  } catch {
    throw new WunderlinkRequestError(0, null);
  }
  const body = await readJson(response);
  if (!response.ok) throw errorOf(response.status, body);
  return body as RedeemAnswer;
}
