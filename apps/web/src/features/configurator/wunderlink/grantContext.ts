import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { createContext, useContext } from 'react';

// The WunderLink the configurator designs for (lib/wunderlink/grant.ts), or null for a normal
// paid order. Read once when the configurator starts; "Ohne WunderLink weiter" restarts it.

export const GrantContext = createContext<PublicWunderlink | null>(null);

/** The grant's link while designing free cards, else null. */
export function useConfiguratorGrant(): PublicWunderlink | null {
  return useContext(GrantContext);
}
