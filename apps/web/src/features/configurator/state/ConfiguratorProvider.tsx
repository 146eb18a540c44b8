import { isoDateInBerlin, type IsoDate, type OrderConfiguration } from '@federkiel/machines';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createAddToCart, type AddToCartOutcome } from '../api/addToCart.ts';
import { Configurator } from './configuratorContext.ts';
import {
  createConfiguratorLogic,
  createOutcome,
  type ConfiguratorOutcome,
} from './configuratorLogic.ts';
import { createProgressSaver, loadProgress } from './progressStorage.ts';

const OutcomeContext = createContext<ConfiguratorOutcome | null>(null);

export function useConfiguratorOutcome(): ConfiguratorOutcome {
  const outcome = useContext(OutcomeContext);
  if (!outcome) throw new Error('useConfiguratorOutcome outside ConfiguratorProvider');
  return outcome;
}

export interface ConfiguratorProviderProps {
  children: ReactNode;
  /** Today in Germany; from the clock by default (tests pin it). */
  today?: IsoDate;
  /** Saved progress; read from localStorage by default. */
  saved?: unknown;
  /** Stores the configuration and fills the cart; the real backend and store by default. */
  addToCart?: (configuration: OrderConfiguration) => Promise<AddToCartOutcome>;
}

/** Starts one configurator actor for the page, restoring the saved progress. */
export function ConfiguratorProvider({
  children,
  today,
  saved,
  addToCart,
}: ConfiguratorProviderProps) {
  const queryClient = useQueryClient();
  const [outcome] = useState(createOutcome);
  const [saver] = useState(() => createProgressSaver({ onStatus: outcome.storage.set }));
  const [logic] = useState(() =>
    createConfiguratorLogic({
      saver,
      queryClient,
      outcome,
      addToCart: addToCart ?? createAddToCart(),
    }),
  );
  const [input] = useState(() => ({
    today: today ?? isoDateInBerlin(new Date()),
    saved: saved === undefined ? loadProgress() : saved,
  }));

  // The last keystrokes are written at once when the tab is hidden, closed or left.
  useEffect(() => {
    const onHide = () => saver.flush();
    const onVisibility = () => document.visibilityState === 'hidden' && saver.flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      saver.flush();
    };
  }, [saver]);

  return (
    <OutcomeContext.Provider value={outcome}>
      <Configurator.Provider logic={logic} options={{ input }}>
        {children}
      </Configurator.Provider>
    </OutcomeContext.Provider>
  );
}
