import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  getSessionView,
  publishSessionView,
  resetSessionView,
  useSessionView,
} from './sessionView.ts';
import { setKnownSession } from './sessionSeed.ts';
import { registerSessionModule } from './sessionViewState.ts';

// A file of its own: registering the session module cannot be undone, and the other view
// tests need it unloaded (a first visit loads no store).

afterEach(() => {
  setKnownSession(null);
  resetSessionView();
});

describe('the header’s view with the session module loaded already (a store page)', () => {
  it.each([
    ['signed out', null],
    ['signed in', { id: 'u1', email: 'a@b.de', firstName: 'Ada', lastName: 'L' }],
  ])(
    'the machine reporting the server’s login (%s) while subscribed renders nothing again',
    (_, user) => {
      // Issue #44: the machine reports synchronously in the subscribe, right after the
      // hydration; a new object with the same login made React re-render the header, the
      // footer and the cart link synchronously in that task.
      setKnownSession({ user });
      const status = user ? 'signedIn' : 'signedOut';
      registerSessionModule(() => publishSessionView({ status, user }));
      const shown = getSessionView();
      let renders = 0;
      const { result } = renderHook(() => {
        renders += 1;
        return useSessionView();
      });
      expect(renders).toBe(1);
      expect(result.current).toBe(shown);
      expect(getSessionView()).toBe(shown);
    },
  );
});
