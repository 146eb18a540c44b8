import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TOptions } from 'i18next';
import { useAddress, type Address } from './address.ts';

export type Translate = (key: string | string[], options?: TOptions) => string;

export interface UseT {
  /** Translates with `context` set to the current form of address (du/Sie). */
  t: Translate;
  i18n: I18n;
  address: Address;
}

/**
 * The translation hook for components. `ns` is a namespace: `common` (default) or a
 * feature folder name such as `landing`. Keys of other namespaces can still be reached
 * with `ns:key`. Options passed by the caller win over the automatic context.
 */
export function useT(ns?: string): UseT {
  const { t: translate, i18n } = useTranslation(ns ?? 'common');
  const address = useAddress();
  const t = useCallback<Translate>(
    (key, options) => String((translate as Translate)(key, { context: address, ...options })),
    [translate, address],
  );
  return { t, i18n, address };
}
