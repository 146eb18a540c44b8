import type { PriceDisplay } from '@federkiel/machines/pricing/priceBreakdown';
import { useCallback, useEffect } from 'react';
import { readStorage, writeStorage } from '../storage.ts';
import { createValueStore, useValue } from '../valueStore.ts';

// How prices are shown (docs/prices.md): gross for everybody (PAngV), net only when a
// business customer switches to it. The choice is remembered on this device and shared by
// every price on the page (and other tabs), so cart, checkout and orders never disagree.

export const PRICE_DISPLAY_KEY = 'fk.prices.display';

export function readPriceDisplay(storage?: Storage): PriceDisplay {
  return readStorage(PRICE_DISPLAY_KEY, storage) === 'net' ? 'net' : 'gross';
}

const display = createValueStore<PriceDisplay>(readPriceDisplay());

/** For tests: forget the remembered choice in memory (storage is the test's business). */
export function resetPriceDisplay(value: PriceDisplay = readPriceDisplay()): void {
  display.set(value);
}

export interface UsePriceDisplay {
  display: PriceDisplay;
  setDisplay: (next: PriceDisplay) => void;
}

export function usePriceDisplay(): UsePriceDisplay {
  const value = useValue(display);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === PRICE_DISPLAY_KEY) display.set(readPriceDisplay());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const setDisplay = useCallback((next: PriceDisplay) => {
    writeStorage(PRICE_DISPLAY_KEY, next);
    display.set(next);
  }, []);
  return { display: value, setDisplay };
}
