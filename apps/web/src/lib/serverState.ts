import { isCookieSetting, type CookieSetting } from '@federkiel/machines/cookieConsent';
import type { DehydratedState } from '@tanstack/react-query';
import type { AppConfig } from './config/appConfig.ts';
import { parseKnownSession, type KnownSession } from './store/sessionSeed.ts';

// The data a server-rendered page hands to the browser (issue #13): the query cache the
// page was rendered from, the language and the namespaces it used, and the app config, so
// the first client render can hydrate without asking anything again. It travels as a JSON
// data block (`<script type="application/json">`): the CSP allows no inline script.

export const SERVER_STATE_ID = 'fk-ssr-state';

export interface ServerState {
  /** Changes when the shape changes; a page of another version is rendered on the client. */
  version: 1;
  language: string;
  namespaces: string[];
  appConfig: AppConfig;
  queries: DehydratedState;
  /** The cookie choice the server rendered with (`fk_consent`); null: its HTML has the prompt. */
  consent: CookieSetting | null;
  /** Scripts the page's main links lead to, fetched ahead when idle (lib/prefetchNext.ts). */
  prefetch?: string[];
  /**
   * The module files of the lazy routes the page matched (`routeModules`): the browser loads
   * them before hydrating without matching the routes itself (issue #44).
   */
  routes?: string[];
  /** The customer's login the page was rendered with (issue #44); absent: not asked. */
  session?: KnownSession;
  /**
   * The texts of `namespaces` in `language`, as the page was rendered with them: the browser
   * starts i18next from them instead of loading a chunk per namespace (issue #44).
   */
  texts?: Record<string, Record<string, Record<string, unknown>>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ [language]: { [namespace]: messages } }`, or undefined for anything else. */
function readTexts(value: unknown): ServerState['texts'] {
  if (!isRecord(value)) return undefined;
  const languages = Object.values(value);
  const valid = languages.every(
    (namespaces) => isRecord(namespaces) && Object.values(namespaces).every(isRecord),
  );
  return valid ? (value as ServerState['texts']) : undefined;
}

// `<`, `>` and `&` as escapes keep `</script>` and `<!--` out of the element; U+2028/2029
// are line breaks to old JavaScript parsers.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside a `<script>` element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}

/** The ready `<script type="application/json">` element. */
export function serverStateScript(state: ServerState): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`;
}

/** The state of a server-rendered page, or null (the shell, or anything unreadable). */
export function readServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerState> | null;
    if (
      state?.version !== 1 ||
      typeof state.language !== 'string' ||
      !Array.isArray(state.namespaces) ||
      typeof state.appConfig !== 'object' ||
      state.appConfig === null ||
      typeof state.queries !== 'object' ||
      state.queries === null ||
      !(state.consent === null || isCookieSetting(state.consent))
    ) {
      return null;
    }
    const { session: sent, routes: named, texts: sentTexts, ...rest } = state;
    const session = parseKnownSession(sent);
    // Anything but a list of module files: the browser matches the routes itself.
    const routes =
      Array.isArray(named) && named.every((file) => typeof file === 'string') ? named : undefined;
    // Anything but texts by language and namespace: the browser loads its namespaces itself.
    const texts = readTexts(sentTexts);
    return {
      ...rest,
      ...(session ? { session } : {}),
      ...(routes ? { routes } : {}),
      ...(texts ? { texts } : {}),
    } as ServerState;
  } catch {
    return null;
  }
}
