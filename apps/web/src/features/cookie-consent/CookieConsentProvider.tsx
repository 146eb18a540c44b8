import { useState, type ReactNode } from 'react';
import type { CookieSetting } from '@federkiel/machines/cookieConsent';
import { readCookieSetting, writeCookieSetting } from './cookieSettings.ts';
import { CookieConsent, createCookieConsentLogic } from './cookieConsentLogic.ts';
import { loadTrackingScript } from './tracking.ts';

export interface CookieConsentProviderProps {
  children: ReactNode;
  /** Stored setting; read from localStorage `cookieSettings` by default. */
  stored?: CookieSetting | null;
  persist?: (setting: CookieSetting) => void;
  loadTracking?: () => void;
}

/** Runs one cookie-consent actor for the whole app. */
export function CookieConsentProvider({
  children,
  stored,
  persist = writeCookieSetting,
  loadTracking = () => void loadTrackingScript(),
}: CookieConsentProviderProps) {
  const [logic] = useState(() => createCookieConsentLogic({ persist, loadTracking }));
  const [input] = useState(() => ({ stored: stored === undefined ? readCookieSetting() : stored }));
  return (
    <CookieConsent.Provider logic={logic} options={{ input }}>
      {children}
    </CookieConsent.Provider>
  );
}
