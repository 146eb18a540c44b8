import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps showing `value` as it was when a pointer went down on the element given the
 * returned `onPointerDownCapture`, until that press has ended and its click was handled
 * (issue 28): new search results that arrive between pressing and releasing would
 * otherwise move another row under the pointer and the click would be lost.
 */
export function useHoldWhilePressed<T>(value: T): {
  shown: T;
  onPointerDownCapture: () => void;
} {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const latest = useRef(value);
  latest.current = value;

  useEffect(() => {
    if (!held) return;
    let timer: number | undefined;
    // After pointerup the browser dispatches the click; release once that has run.
    const release = () => {
      timer = window.setTimeout(() => setHeld(null), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [held]);

  const onPointerDownCapture = useCallback(() => setHeld({ value: latest.current }), []);
  return { shown: held ? held.value : value, onPointerDownCapture };
}
