import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATH_DONE, progressAfter } from '../testing/configuratorTestKit.tsx';
import {
  createProgressSaver,
  loadProgress,
  PROGRESS_KEY,
  RECIPIENTS_KEY,
} from './progressStorage.ts';

afterEach(() => vi.useRealTimers());

const withRecipients = progressAfter([
  ...PATH_DONE,
  { type: 'ADD_RECIPIENT', recipient: { firstName: 'Anna', lastName: 'Schmidt' } },
]);

describe('progress in localStorage', () => {
  it('writes after a pause, keeps addresses out of fk.order and reads both back', () => {
    vi.useFakeTimers();
    const statuses: string[] = [];
    const saver = createProgressSaver({ onStatus: (s) => statuses.push(s) });
    saver.save(progressAfter(PATH_DONE));
    saver.save(withRecipients);
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    vi.advanceTimersByTime(400);
    expect(statuses).toEqual(['saved']);
    expect(localStorage.getItem(PROGRESS_KEY)).not.toContain('Schmidt');
    expect(localStorage.getItem(RECIPIENTS_KEY)).toContain('Schmidt');
    expect(loadProgress()).toEqual(withRecipients);
  });

  it('flushes at once and clears everything', () => {
    const saver = createProgressSaver();
    saver.save(withRecipients);
    saver.flush();
    expect(loadProgress()).toEqual(withRecipients);
    saver.clear();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(localStorage.getItem(RECIPIENTS_KEY)).toBeNull();
    expect(loadProgress()).toBeNull();
  });

  it('reports a browser that refuses to store', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const statuses: string[] = [];
    const saver = createProgressSaver({ storage, onStatus: (s) => statuses.push(s) });
    saver.save(withRecipients);
    saver.flush();
    expect(statuses).toEqual(['failed']);
  });

  it('ignores unreadable progress', () => {
    localStorage.setItem(PROGRESS_KEY, '{kaputt');
    expect(loadProgress()).toBeNull();
  });
});
