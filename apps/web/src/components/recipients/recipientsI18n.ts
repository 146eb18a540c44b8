import { useT, type UseT } from '../../lib/i18n/useT.ts';
import de from './locales/de.json';
import en from './locales/en.json';

// The app's i18n loader registers these shared locales as "recipients"
// (components/<part>/locales → "<part>"): the configurator and the recipient lists use them.

export const RECIPIENTS_NS = 'recipients';
export const RECIPIENT_MESSAGES = { de, en } as const;

/** `useT` for the recipient editor's namespace. */
export function useRecipientsT(): UseT {
  return useT(RECIPIENTS_NS);
}
