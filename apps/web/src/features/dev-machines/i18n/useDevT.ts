import { useTranslation } from 'react-i18next';
import { useT, type UseT } from '../../../lib/i18n/useT.ts';
import de from './de.json';
import en from './en.json';

// Not under locales/: the app globs every features/*/locales file into its own chunk, which a
// build without the visualizer would then ship. Here the texts come with the route's code.
export const NAMESPACE = 'dev-machines';
const texts: Record<string, Record<string, unknown>> = { de, en };

/** The visualizer's texts (German and English), registered on first use. */
export function useDevT(): UseT {
  const { i18n } = useTranslation('common');
  for (const [language, messages] of Object.entries(texts)) {
    if (!i18n.hasResourceBundle(language, NAMESPACE)) {
      i18n.addResourceBundle(language, NAMESPACE, messages, true, true);
    }
  }
  return useT(NAMESPACE);
}
