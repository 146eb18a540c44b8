import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  getSessionView,
  publishSessionView,
  resetSessionView,
  UNKNOWN_SESSION,
  useSessionView,
} from './sessionView.ts';
import { setKnownSession } from './sessionSeed.ts';

afterEach(() => {
  vi.useRealTimers();
  setKnownSession(null);
  resetSessionView();
  document.cookie = 'swell-session=; Max-Age=0; Path=/';
  window.localStorage.clear();
});

describe('the session as the header sees it', () => {
  it('on a first visit says "signed out" without loading the store, in a task of its own', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    resetSessionView(load);
    const { result } = renderHook(() => useSessionView());
    // Not in the task that subscribed (the one finishing the hydration, issue #13).
    expect(result.current).toBe(UNKNOWN_SESSION);
    vi.runAllTimers();
    expect(getSessionView().status).toBe('signedOut');
    expect(load).not.toHaveBeenCalled();
  });

  it('does not overwrite what the session reported meanwhile', () => {
    vi.useFakeTimers();
    resetSessionView(() => Promise.resolve());
    renderHook(() => useSessionView());
    const user = { id: 'u1', email: 'a@b.de', firstName: 'Ada', lastName: 'L' };
    publishSessionView({ status: 'signedIn', user });
    vi.runAllTimers();
    expect(getSessionView().status).toBe('signedIn');
  });

  it.each([
    ['signed out', null],
    ['signed in', { id: 'u1', email: 'a@b.de', firstName: 'Ada', lastName: 'L' }],
  ])(
    'shows the login the server rendered with (%s); the machine reporting it renders nothing again',
    (_, user) => {
      // Issue #44: the header rendered "restoring" and the machine's first report re-rendered
      // everything that shows the login, synchronously, in the task finishing the hydration.
      const known = { user };
      setKnownSession(known);
      resetSessionView(() => Promise.resolve());
      let renders = 0;
      const { result } = renderHook(() => {
        renders += 1;
        return useSessionView();
      });
      expect(result.current).toEqual({ status: user ? 'signedIn' : 'signedOut', user });
      const before = renders;
      act(() => publishSessionView({ status: user ? 'signedIn' : 'signedOut', user }));
      expect(renders).toBe(before);
      // A change after it is shown as before.
      act(() => publishSessionView({ status: 'restoring', user: null }));
      expect(renders).toBe(before + 1);
      expect(result.current.status).toBe('restoring');
    },
  );
});
