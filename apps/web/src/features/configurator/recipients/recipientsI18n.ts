import { i18n } from '../../../lib/i18n/i18n.ts';
import { useT, type UseT } from '../../../lib/i18n/useT.ts';
import de from './locales/de.json';
import en from './locales/en.json';

// The app's i18n collects `features/<feature>/locales/<lang>.json` (one folder level), so
// this sub-feature's texts are added to i18next here, as their own namespace, the first
// time the step renders. (If the loader learns nested folders, this file can go.)

export const RECIPIENTS_NS = 'configurator-recipients';
export const RECIPIENT_MESSAGES = { de, en } as const;

export function ensureRecipientTexts(): void {
  for (const [language, messages] of Object.entries(RECIPIENT_MESSAGES)) {
    if (!i18n.hasResourceBundle(language, RECIPIENTS_NS))
      i18n.addResourceBundle(language, RECIPIENTS_NS, messages, true, false);
  }
}

/** `useT` for the recipients step's namespace. */
export function useRecipientsT(): UseT {
  ensureRecipientTexts();
  return useT(RECIPIENTS_NS);
}
