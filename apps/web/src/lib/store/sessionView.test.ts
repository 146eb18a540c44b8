import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  getSessionView,
  publishSessionView,
  resetSessionView,
  UNKNOWN_SESSION,
  useSessionView,
} from './sessionView.ts';

afterEach(() => {
  vi.useRealTimers();
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
});
