import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CookieSetting } from '@federkiel/machines/cookieConsent';
import { readCookieSetting, writeCookieSetting } from './cookieSettings.ts';
import { CookieConsent, createCookieConsentLogic } from './cookieConsentLogic.ts';
import { loadTrackingScript } from './tracking.ts';
import { inspect } from '../../lib/machineInspector/index.ts';

export interface CookieConsentProviderProps {
  children: ReactNode;
  /** Stored setting; read from localStorage `cookieSettings` by default. */
  stored?: CookieSetting | null;
  /**
   * Whether the server's HTML of this page holds the prompt (issue #13): on the server, and in
   * the browser while React hydrates that HTML, the prompt follows it rather than the stored
   * setting, so both renders match. False for a page the browser renders itself.
   */
  promptInServerHtml?: boolean;
  persist?: (setting: CookieSetting) => void;
  loadTracking?: () => void;
}

const PromptInServerHtml = createContext(false);

/** Whether the server's HTML of this page holds the cookie prompt. */
export function usePromptInServerHtml(): boolean {
  return useContext(PromptInServerHtml);
}

/** Runs one cookie-consent actor for the whole app. */
export function CookieConsentProvider({
  children,
  stored,
  promptInServerHtml = false,
  persist = writeCookieSetting,
  loadTracking = () => void loadTrackingScript(),
}: CookieConsentProviderProps) {
  const [logic] = useState(() => createCookieConsentLogic({ persist, loadTracking }));
  const [input] = useState(() => ({ stored: stored === undefined ? readCookieSetting() : stored }));
  return (
    <CookieConsent.Provider logic={logic} options={{ input, inspect }}>
      <PromptInServerHtml.Provider value={promptInServerHtml}>
        {children}
      </PromptInServerHtml.Provider>
    </CookieConsent.Provider>
  );
}
