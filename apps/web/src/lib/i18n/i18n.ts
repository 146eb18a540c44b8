import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../storage.ts';
import { buildResources, namespacesOf } from './resources.ts';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
export const LANGUAGE_STORAGE_KEY = 'fk.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered language, else German (spec §9: the interface defaults to German). */
export function storedLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

let initialised = false;

/**
 * Initialises the shared i18next instance synchronously: every translation is bundled
 * (see resources.ts), so the first render already has its strings and no loading state
 * is needed. Safe to call more than once.
 */
export function initI18n(lng: Language = storedLanguage()): I18n {
  if (initialised) return i18next;
  initialised = true;
  const resources = buildResources();
  i18next.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: namespacesOf(resources),
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    react: { useSuspense: false },
    showSupportNotice: false, // no console advert in the shop's console
  });
  if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
  return i18next;
}

/** Switches the interface language and remembers it in localStorage (`fk.lang`). */
export async function setLanguage(language: Language): Promise<void> {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  await i18next.changeLanguage(language);
}

export { i18next as i18n };
