import { useT, type UseT } from '../../../lib/i18n/useT.ts';
import de from './locales/de.json';
import en from './locales/en.json';

// The app's i18n loader registers this sub-feature's locales as "configurator-recipients"
// (features/<feature>/<part>/locales → "<feature>-<part>").

export const RECIPIENTS_NS = 'configurator-recipients';
export const RECIPIENT_MESSAGES = { de, en } as const;

/** `useT` for the recipients step's namespace. */
export function useRecipientsT(): UseT {
  return useT(RECIPIENTS_NS);
}
