import {
  isoDateInBerlin,
  type AddToCartResult,
  type IsoDate,
  type OrderConfiguration,
} from '@federkiel/machines';
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
import type { WunderlinkGrant } from '../../../lib/wunderlink/grant.ts';
import { GrantContext } from '../wunderlink/grantContext.ts';
import { inspect } from '../../../lib/machineInspector/index.ts';

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
  /**
   * A WunderLink's grant (docs/wunderlink.md): at most `free_cards` recipients, 0 €, and
   * "Gratis bestellen" instead of the cart. Without saved progress of its own the configurator
   * comes back to the design stored with the grant ("Karten anpassen").
   */
  grant?: WunderlinkGrant | null;
  /** Replaces the grant's "Gratis bestellen" (tests). */
  orderForFree?: (configuration: OrderConfiguration) => Promise<AddToCartResult>;
}

/** Starts one configurator actor for the page, restoring the saved progress. */
export function ConfiguratorProvider({
  children,
  today,
  saved,
  addToCart,
  grant = null,
  orderForFree,
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
      grant: grant?.link ?? null,
      ...(orderForFree ? { orderForFree } : {}),
    }),
  );
  const [input] = useState(() => {
    const stored = saved === undefined ? loadProgress() : saved;
    return {
      today: today ?? isoDateInBerlin(new Date()),
      saved: stored ?? grant?.progress ?? null,
      // Spec §9 "free card quantity set by WunderLink": the configurator's max-cards rule.
      ...(grant ? { maxCards: grant.link.free_cards } : {}),
    };
  });

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
      <GrantContext.Provider value={grant?.link ?? null}>
        <Configurator.Provider logic={logic} options={{ input, inspect }}>
          {children}
        </Configurator.Provider>
      </GrantContext.Provider>
    </OutcomeContext.Provider>
  );
}
