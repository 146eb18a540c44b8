import { useEffect } from 'react';
import { onEarlyClick, type EarlyClickHandler } from './earlyClicks.ts';

/**
 * The component answers clicks on its `data-early="<action>"` control (lib/earlyClicks.ts):
 * once it is hydrated, the clicks taken before are replayed through `handler`, and later
 * ones reach its own `onClick`. Pass a stable `handler` (`useCallback`).
 */
export function useEarlyClick(action: string, handler: EarlyClickHandler): void {
  useEffect(() => onEarlyClick(action, handler), [action, handler]);
}
