import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHoldWhilePressed } from './useHoldWhilePressed.ts';

describe('useHoldWhilePressed', () => {
  it('shows the value from the moment of pressing until the press has ended', () => {
    vi.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ value }) => useHoldWhilePressed(value), {
        initialProps: { value: 'alte Liste' },
      });
      act(() => result.current.onPointerDownCapture());
      rerender({ value: 'neue Liste' });
      expect(result.current.shown).toBe('alte Liste');
      act(() => {
        window.dispatchEvent(new Event('pointerup'));
      });
      // The click that follows pointerup still meets the old rows.
      expect(result.current.shown).toBe('alte Liste');
      act(() => vi.runAllTimers());
      expect(result.current.shown).toBe('neue Liste');
    } finally {
      vi.useRealTimers();
    }
  });
});
