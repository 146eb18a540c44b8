import { appFetch } from '../../../lib/appFetch.ts';
// The dashboard's client for the order dashboard API under /swell/admin (docs/dashboard.md).
// The staff cookie (httpOnly) authenticates every call: requests are same-origin with
// credentials, and the admin key itself is never kept in the browser.

export const ADMIN_BASE = '/swell/admin';

/** An answer other than 2xx, or no answer at all (`status` 0). */
export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly param: string | null;
  /** The server's own message (`error.message`), or '' when it sent none. */
  readonly serverMessage: string;

  constructor(status: number, code: string, serverMessage: string, param: string | null = null) {
    super(serverMessage || `Dashboard API error ${status} (${code})`);
    this.name = 'AdminApiError';
    this.status = status;
    this.code = code;
    this.param = param;
    this.serverMessage = serverMessage;
  }
}

export function isAdminApiError(error: unknown): error is AdminApiError {
  return error instanceof AdminApiError;
}

/** The 401's code: `account_removed` when the account is gone (issue 40). */
type Listener = (code: string) => void;
const unauthorizedListeners = new Set<Listener>();

/**
 * Called whenever a request answers 401 (the staff session ended or was revoked); the
 * dashboard layout sends the user back to the login. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export interface AdminRequest {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  signal?: AbortSignal;
  /** Tell the layout about a 401 (default). The login's own call does not. */
  reportUnauthorized?: boolean;
}

function readError(data: unknown): { code?: string; message?: string; param?: string | null } {
  if (!data || typeof data !== 'object' || !('error' in data)) return {};
  const error = (data as { error: unknown }).error;
  if (!error || typeof error !== 'object') return {};
  const { code, message, param } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    param: typeof param === 'string' ? param : null,
  };
}

/** JSON request to `/swell/admin{path}`; throws `AdminApiError` for anything but 2xx. */
export async function adminFetch<T>(path: string, request: AdminRequest = {}): Promise<T> {
  const { method = 'GET', body, signal, reportUnauthorized = true } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await appFetch(`${ADMIN_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'network_error', '');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { code, message, param } = readError(data);
    if (response.status === 401 && reportUnauthorized) {
      for (const listener of [...unauthorizedListeners]) listener(code ?? 'unauthorized');
    }
    throw new AdminApiError(
      response.status,
      code ?? `http_${response.status}`,
      message ?? '',
      param,
    );
  }
  return data as T;
}
