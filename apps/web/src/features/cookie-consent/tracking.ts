import { getAppConfig, type AppConfig } from '../../lib/config/appConfig.ts';

export const TRACKING_SCRIPT_ID = 'fk-tracking';

type Gtag = (...args: unknown[]) => void;
type TrackingWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/**
 * Loads the analytics tag (Google tag, `gtag.js`) for the configured tracking id. Only
 * called once the visitor chose "Alle Cookies akzeptieren" (cookie setting unrestricted).
 *
 * With no tracking id configured (`trackingId` null/empty in /app-config.json, i.e. the
 * server's TRACKING_ID is unset) NOTHING is loaded: no script, no dataLayer, no request.
 * When a tracking id is set, the server's CSP must allow www.googletagmanager.com in
 * script-src and the analytics endpoints in connect-src.
 *
 * Returns whether the tag is (now) present. Calling it again does not load it twice.
 */
export function loadTrackingScript(
  config: Pick<AppConfig, 'trackingId'> | null = currentConfig(),
  win: TrackingWindow = window,
): boolean {
  const trackingId = config?.trackingId?.trim();
  if (!trackingId) return false;
  const doc = win.document;
  if (doc.getElementById(TRACKING_SCRIPT_ID)) return true;

  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  // gtag.js expects the `arguments` object itself on the dataLayer, not an array.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', trackingId, { anonymize_ip: true });

  const script = doc.createElement('script');
  script.id = TRACKING_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`;
  doc.head.append(script);
  return true;
}

function currentConfig(): AppConfig | null {
  try {
    return getAppConfig();
  } catch {
    return null; // not loaded: no tracking id, nothing loads
  }
}
