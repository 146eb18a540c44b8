import { useEffect, useRef } from 'react';

// Keyboard shortcuts of the dashboard (issue 28): single keys only while nobody is typing,
// so `n` in a note is a letter, not a production step.

/** Whether a key press goes to a text field, a select or something editable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Calls `handlers[key]` for plain key presses (no modifier) outside text fields and open
 * dialogs. The handlers may change every render; the listener stays the same.
 */
export function usePlainKeys(handlers: Record<string, () => void>): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (
        isTypingTarget(event.target) ||
        document.querySelector('[role="dialog"][aria-modal="true"]')
      )
        return;
      const handler = ref.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
