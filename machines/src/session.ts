import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';

/**
 * The signed-in customer as the shop remembers them (spec §3 "Account": first name, last
 * name, e-mail). The web app maps the store's account record to this once.
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** What can go wrong while signing in, up or out (spec §8's customer-facing messages). */
export type SessionProblem =
  /** Wrong e-mail or password ("invalid email or password"). */
  | 'invalidCredentials'
  /** Sign-up with an e-mail that already has an account ("already exists"). */
  | 'alreadyRegistered'
  /** The store refused the sign-up for another reason ("failed to register, contact…"). */
  | 'registrationFailed'
  /** Too many attempts from this connection: wait a few minutes (rate limit). */
  | 'tooManyAttempts'
  /** The store could not be reached or answered with an error. */
  | 'unavailable';

/** The answer of a sign-in or sign-up: the user, or why not. */
export type SessionOutcome =
  { ok: true; user: SessionUser } | { ok: false; problem: SessionProblem };

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The guest order this account keeps (issue #19: names, addresses and the order join). */
  orderId?: string;
}

export interface SessionInput {
  /** The user remembered from the last visit (spec §4: restored on reload), if any. */
  stored: SessionUser | null;
}

export type SessionAction = 'signIn' | 'signUp' | 'signOut';

export interface SessionError {
  /** Which request failed, so that only the matching form shows it. */
  action: SessionAction;
  problem: SessionProblem;
}

export interface SessionContext {
  user: SessionUser | null;
  error: SessionError | null;
}

export type SessionEvent =
  | ({ type: 'SIGN_IN' } & SignInInput)
  | ({ type: 'SIGN_UP' } & SignUpInput)
  | { type: 'SIGN_OUT' }
  /** The account changed elsewhere (profile: name changed); keep the remembered copy fresh. */
  | { type: 'USER_UPDATED'; user: SessionUser }
  /** An account call answered "not signed in": the store forgot the login. */
  | { type: 'SESSION_LOST' }
  | { type: 'CLEAR_ERROR' };

export type SessionTag = 'restoring' | 'signedIn' | 'signedOut' | 'busy';

const outcome = (event: unknown) => (event as DoneActorEvent<SessionOutcome>).output;

/**
 * Login state (spec §4): the user remembered in the browser is shown at once and checked
 * against the store at start (`fetchUser`: the store's account, or null when the store has
 * no login for this session). Sign-in, sign-up and sign-out are requests the app supplies as
 * actors; `persistUser` / `forgetUser` keep the browser's copy (localStorage `userInfo`) in
 * step. A request is never started twice: events that arrive while one runs are ignored.
 */
/**
 * Signing in and signing up end alike: signed in with the account the store answered, or
 * signed out with the reason (a refusal, or "unavailable" when the store did not answer).
 */
function authOutcome(action: 'signIn' | 'signUp') {
  return {
    onDone: [
      {
        guard: {
          type: 'succeeded',
          params: ({ event }: { event: unknown }) => ({ outcome: outcome(event) }),
        },
        target: 'signedIn',
        actions: [
          { type: 'setUser', params: ({ event }: { event: unknown }) => ({ user: userOf(event) }) },
          {
            type: 'persistUser',
            params: ({ event }: { event: unknown }) => ({ user: userOf(event) }),
          },
        ],
      },
      {
        target: 'signedOut',
        actions: {
          type: 'setError',
          params: ({ event }: { event: unknown }) => ({ action, problem: problemOf(event) }),
        },
      },
    ],
    onError: {
      target: 'signedOut',
      actions: { type: 'setError', params: { action, problem: 'unavailable' as const } },
    },
  } as const;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  actors: {
    fetchUser: fromPromise<SessionUser | null>(async () => {
      throw new Error('fetchUser is supplied by the app');
    }),
    signIn: fromPromise<SessionOutcome, SignInInput>(async () => {
      throw new Error('signIn is supplied by the app');
    }),
    signUp: fromPromise<SessionOutcome, SignUpInput>(async () => {
      throw new Error('signUp is supplied by the app');
    }),
    signOut: fromPromise<null>(async () => {
      throw new Error('signOut is supplied by the app');
    }),
  },
  actions: {
    persistUser: (_, _params: { user: SessionUser }) => {},
    forgetUser: () => {},
    setUser: assign((_, params: { user: SessionUser }) => ({ user: params.user, error: null })),
    clearUser: assign({ user: null }),
    setError: assign((_, params: SessionError) => ({ error: params })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasStoredUser: ({ context }) => context.user !== null,
    fetchedUser: (_, params: { user: SessionUser | null }) => params.user !== null,
    succeeded: (_, params: { outcome: SessionOutcome }) => params.outcome.ok,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.stored, error: null }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['restoring'],
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: [
          {
            guard: {
              type: 'fetchedUser',
              params: ({ event }) => ({ user: event.output }),
            },
            target: 'signedIn',
            actions: [
              { type: 'setUser', params: ({ event }) => ({ user: event.output as SessionUser }) },
              {
                type: 'persistUser',
                params: ({ event }) => ({ user: event.output as SessionUser }),
              },
            ],
          },
          { target: 'signedOut', actions: ['clearUser', 'forgetUser'] },
        ],
        // The store is unreachable: trust the remembered user until it answers again.
        onError: [{ guard: 'hasStoredUser', target: 'signedIn' }, { target: 'signedOut' }],
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        SIGN_IN: { target: 'signingIn', actions: 'clearError' },
        SIGN_UP: { target: 'signingUp', actions: 'clearError' },
        CLEAR_ERROR: { actions: 'clearError' },
      },
    },
    signingIn: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const { email, password } = event as Extract<SessionEvent, { type: 'SIGN_IN' }>;
          return { email, password };
        },
        ...authOutcome('signIn'),
      },
    },
    signingUp: {
      tags: ['signedOut', 'busy'],
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) => {
          const { email, password, firstName, lastName, orderId } = event as Extract<
            SessionEvent,
            { type: 'SIGN_UP' }
          >;
          return { email, password, firstName, lastName, ...(orderId ? { orderId } : {}) };
        },
        ...authOutcome('signUp'),
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        SIGN_OUT: { target: 'signingOut', actions: 'clearError' },
        USER_UPDATED: {
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
            { type: 'persistUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
        SESSION_LOST: { target: 'signedOut', actions: ['clearUser', 'clearError', 'forgetUser'] },
        CLEAR_ERROR: { actions: 'clearError' },
      },
    },
    signingOut: {
      tags: ['signedIn', 'busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['clearUser', 'forgetUser'] },
        // Not signed out at the store: say so rather than pretend (shared computers).
        onError: {
          target: 'signedIn',
          actions: { type: 'setError', params: { action: 'signOut', problem: 'unavailable' } },
        },
      },
    },
  },
});

function userOf(event: unknown): SessionUser {
  const result = outcome(event);
  if (!result.ok) throw new Error('userOf called for a failed outcome');
  return result.user;
}

function problemOf(event: unknown): SessionProblem {
  const result = outcome(event);
  return result.ok ? 'unavailable' : result.problem;
}
