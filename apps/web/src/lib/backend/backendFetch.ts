import { getStore } from '../store/store.ts';

// The shop backend's own routes (`/swell/...`: contact, drafts, lists, …) as JSON calls.
// Every call carries the store session as `X-Session` (docs/uploads-and-configurations.md);
// a first-time visitor has none yet, asking for the cart makes the store hand one out.
// Errors come back as `{ error: { message, code, param } }` (docs/drafts-lists-contact.md).

/** A `/swell` call that did not answer 2xx (status 0: it never reached the server). */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    readonly status: number,
    readonly code: string | null,
    /** The server's own (German) message, if it sent one. */
    readonly serverMessage: string | null = null,
    readonly param: string | null = null,
    readonly body: unknown = null,
  ) {
    super(serverMessage ?? code ?? `HTTP ${status}`);
  }
}

export function isBackendError(error: unknown, status?: number): error is BackendError {
  return error instanceof BackendError && (status === undefined || error.status === status);
}

/** The store session token for `X-Session`; creates a session when there is none yet. */
export async function backendSessionToken(): Promise<string> {
  const store = getStore();
  let token = store.session.token();
  if (!token) {
    await store.cart.get();
    token = store.session.token();
  }
  if (!token) throw new BackendError(401, 'session_required');
  return token;
}

export interface BackendRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (saving while the tab closes). */
  keepalive?: boolean;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; param?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** One JSON call to the shop backend; the parsed answer (undefined for 204), else a BackendError. */
export async function backendRequest<T>(
  path: string,
  { method = 'GET', body, signal, keepalive }: BackendRequest = {},
): Promise<T> {
  const session = await backendSessionToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Session': session };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new BackendError(0, 'network');
  }
  if (response.status === 204) return undefined as T;
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    answer = null;
  }
  if (response.ok) return answer as T;
  const error = (answer as ErrorBody | null)?.error;
  throw new BackendError(
    response.status,
    text(error?.code),
    text(error?.message),
    text(error?.param),
    answer,
  );
}
