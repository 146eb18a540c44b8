import { writtenNumber } from '@federkiel/machines/intl/writtenNumber';
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../storage.ts';
import { resourceLoaders, type ByLanguage, type MessagesLoader } from './resources.ts';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
export const LANGUAGE_STORAGE_KEY = 'fk.lang';
/**
 * Loaded before the first render: the layout (header, footer) speaks `common`; `forms` and
 * `prices` are spoken by shared components (text fields, price lines) that a screen may show
 * only after a click — had they to load then, the click would seem to do nothing until they
 * arrived (a radio that does not turn on). Together they are under 2 kB compressed.
 */
export const START_NAMESPACES = ['common', 'forms', 'prices'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered language, else German (spec §9: the interface defaults to German). */
export function storedLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Issue #13: namespaces are loaded on first use, each file its own chunk. A component whose
 * namespace is not loaded yet suspends (`useSuspense`) until it is: during a navigation the
 * old page stays (the router navigates in a transition); the server and the start load what
 * the first screen needs beforehand, so a first render never waits.
 */
export function namespaceBackend(loaders: ByLanguage<MessagesLoader>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = loaders[language]?.[namespace];
      // An unknown namespace has no texts (keys fall back like a missing key).
      if (!load) return callback(null, {});
      load().then(
        (messages) => callback(null, messages),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

let started: Promise<I18n> | null = null;

export interface InitI18nOptions {
  /** Texts already at hand (the server has them all); anything else loads on demand. */
  resources?: Resource;
  /** Namespaces to have loaded before the promise resolves (besides `common`). */
  namespaces?: readonly string[];
}

/** `<html lang>`; only when it changes: setting it restyles the whole page. */
function setDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || document.documentElement.lang === language) return;
  document.documentElement.lang = language;
}

/**
 * Initialises the shared i18next instance once and resolves when the start namespaces (and
 * `options.namespaces`) are loaded. Safe to call more than once (later calls only load more
 * namespaces).
 */
/** i18next's formatter functions: value, language, the format's options. */
type NumberWriter = (value: unknown, language: string | undefined, options: unknown) => string;

export function initI18n(
  lng: Language = storedLanguage(),
  options: InitI18nOptions = {},
): Promise<I18n> {
  const wanted = [...START_NAMESPACES, ...(options.namespaces ?? [])];
  if (started) return started.then(async (i18n) => (await loadNamespaces(wanted), i18n));
  i18next.on('languageChanged', setDocumentLanguage);
  started = i18next
    .use(namespaceBackend(resourceLoaders))
    .use(initReactI18next)
    .init({
      resources: options.resources,
      partialBundledLanguages: true,
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: wanted,
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
      showSupportNotice: false, // no console advert in the shop's console
    })
    .then(() => {
      // `{{count, number}}` writes whole numbers without Intl (issue #44: its first
      // NumberFormat loads the browser's number data while the page hydrates).
      const formatter = i18next.services.formatter as
        | (NonNullable<typeof i18next.services.formatter> & {
            formats?: Record<string, NumberWriter>;
          })
        | undefined;
      const intlNumber = formatter?.formats?.number;
      if (formatter && intlNumber)
        formatter.add(
          'number',
          (value, language, options) =>
            (language !== undefined && writtenNumber(value, language)) ||
            intlNumber(value, language, options),
        );
      setDocumentLanguage(i18next.language);
      return i18next;
    });
  return started;
}

/** Loads namespaces (for the current language and the fallback) unless already there. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18next.hasLoadedNamespace(ns));
  if (missing.length > 0) await i18next.loadNamespaces(missing);
}

/** Switches the interface language and remembers it in localStorage (`fk.lang`). */
export async function setLanguage(language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

export { i18next as i18n };
