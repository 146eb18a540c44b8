import { useMediaQuery } from '../../lib/useMediaQuery.ts';

/** Narrower than 768px: the configurator (and later checkout) is not offered there. */
export const MOBILE_SCREEN_QUERY = '(max-width: 767.98px)';

export function useIsMobileScreen(): boolean {
  return useMediaQuery(MOBILE_SCREEN_QUERY);
}
