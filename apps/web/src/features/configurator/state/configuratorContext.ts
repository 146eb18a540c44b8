import { configuratorMachine, type ConfiguratorEvent } from '@federkiel/machines';
import { createActorContext } from '@xstate/react';
import { useCallback } from 'react';

/**
 * The configurator's one actor per page visit. Components read it narrowly
 * (`useConfiguratorSelector` with small selectors, `hasTag`, `can`) and never match state
 * paths. The provider (ConfiguratorProvider) plugs in the app's implementations.
 */
export const Configurator = createActorContext(configuratorMachine);

export const useConfiguratorSelector = Configurator.useSelector;

/** `send` of the configurator actor, stable across renders. */
export function useConfiguratorSend(): (event: ConfiguratorEvent) => void {
  const actor = Configurator.useActorRef();
  return useCallback((event: ConfiguratorEvent) => actor.send(event), [actor]);
}
